-- The water plants of an enterprise, the monitoring points each one reads (by role), and its daily
-- consumption log. Points are the platform's own (monitor_point); a plant only says which are its own.
CREATE TABLE boao_plant (
  id bigserial PRIMARY KEY,
  enterprise_id bigint NOT NULL REFERENCES enterprise(id),
  name varchar(50) NOT NULL,
  code varchar(30) NOT NULL,
  design_capacity numeric(12, 1) NOT NULL CHECK (design_capacity > 0),
  process varchar(100),
  -- Fed by the simulated plant job (readings, meter logs, command acknowledgements): no PLC, no loggers.
  simulated boolean NOT NULL DEFAULT false,
  -- Up to when the simulated plant has fed its points.
  sim_fed_until timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (enterprise_id, code)
);

CREATE TABLE boao_plant_point (
  plant_id bigint NOT NULL REFERENCES boao_plant(id) ON DELETE CASCADE,
  point_id bigint NOT NULL REFERENCES monitor_point(id) ON DELETE CASCADE,
  role varchar(10) NOT NULL CHECK (role IN ('inlet', 'unit', 'outlet')),
  sort_order smallint NOT NULL DEFAULT 0,
  PRIMARY KEY (plant_id, point_id)
);
CREATE INDEX boao_plant_point_point_idx ON boao_plant_point (point_id);

CREATE TABLE boao_consumption (
  plant_id bigint NOT NULL REFERENCES boao_plant(id) ON DELETE CASCADE,
  day date NOT NULL,
  electricity_kwh numeric(12, 1) NOT NULL CHECK (electricity_kwh >= 0),
  pac_kg numeric(12, 1) NOT NULL CHECK (pac_kg >= 0),
  pam_kg numeric(12, 1) NOT NULL CHECK (pam_kg >= 0),
  naclo_kg numeric(12, 1) NOT NULL CHECK (naclo_kg >= 0),
  carbon_kg numeric(12, 1) NOT NULL CHECK (carbon_kg >= 0),
  updated_by bigint REFERENCES app_user(id),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (plant_id, day)
);
