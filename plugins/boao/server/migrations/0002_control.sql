-- Cloud control: the plant's equipment and set-points as last reported, and the command queue. The
-- queue is the audit log of remote operation: rows are only ever added by a user and answered once by
-- the plant (status, result, acknowledged_at); nothing deletes or rewrites them.
CREATE TABLE boao_equipment (
  id bigserial PRIMARY KEY,
  plant_id bigint NOT NULL REFERENCES boao_plant(id) ON DELETE CASCADE,
  code varchar(30) NOT NULL,
  name varchar(50) NOT NULL,
  kind varchar(10) NOT NULL CHECK (kind IN ('pump', 'blower', 'dosing', 'mixer')),
  area varchar(50) NOT NULL,
  running boolean NOT NULL DEFAULT false,
  fault boolean NOT NULL DEFAULT false,
  frequency_hz numeric(4, 1),
  run_hours numeric(10, 1) NOT NULL DEFAULT 0,
  sort_order smallint NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (plant_id, code)
);

CREATE TABLE boao_setpoint (
  id bigserial PRIMARY KEY,
  plant_id bigint NOT NULL REFERENCES boao_plant(id) ON DELETE CASCADE,
  code varchar(30) NOT NULL,
  unit varchar(10) NOT NULL,
  value numeric(10, 2) NOT NULL,
  min_value numeric(10, 2) NOT NULL,
  max_value numeric(10, 2) NOT NULL,
  sort_order smallint NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (plant_id, code),
  CHECK (min_value <= value AND value <= max_value)
);

CREATE TABLE boao_command (
  id bigserial PRIMARY KEY,
  plant_id bigint NOT NULL REFERENCES boao_plant(id) ON DELETE CASCADE,
  target_type varchar(10) NOT NULL CHECK (target_type IN ('equipment', 'setpoint')),
  target_id bigint NOT NULL,
  target_name varchar(50) NOT NULL,
  action varchar(15) NOT NULL CHECK (action IN ('start', 'stop', 'setFrequency', 'setValue')),
  value numeric(10, 2),
  previous_value numeric(10, 2),
  status varchar(15) NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'acknowledged', 'rejected')),
  result varchar(20),
  remark varchar(100),
  requested_by bigint REFERENCES app_user(id),
  requested_by_name varchar(20),
  requested_at timestamptz NOT NULL DEFAULT now(),
  acknowledged_at timestamptz
);
CREATE INDEX boao_command_plant_idx ON boao_command (plant_id, id DESC);
CREATE INDEX boao_command_pending_idx ON boao_command (plant_id, target_type, target_id) WHERE status = 'pending';
