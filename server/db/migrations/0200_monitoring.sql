-- Online monitoring (HJ 212): pollution factors, monitoring points (outlets) with their data loggers,
-- devices and channels, risk thresholds, and the time series the receiver writes.
-- Design notes: docs/monitoring.md.

-- Built-in rows come from server/monitoring/data/hj212_2017_factor_codes.csv (synced at start-up);
-- the back office may add its own (builtin = false). code is the key data rows refer to: never renamed.
CREATE TABLE pollution_factor (
  id bigserial PRIMARY KEY,
  code varchar(20) NOT NULL UNIQUE,
  name varchar(50) NOT NULL,
  code_2005 varchar(10),
  medium varchar(10) NOT NULL CHECK (medium IN ('water', 'gas', 'noise', 'other')),
  unit varchar(20),
  unit_amount varchar(20),
  data_type varchar(10),
  builtin boolean NOT NULL DEFAULT false,
  enabled boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- A monitoring point (排口) and the data logger (数采仪) reporting for it: the MN identifies the logger on
-- the wire, so it is unique across all enterprises. pw_hash is the scrypt hash of the logger's HJ 212 PW.
CREATE TABLE monitor_point (
  id bigserial PRIMARY KEY,
  enterprise_id bigint NOT NULL REFERENCES enterprise(id) ON DELETE CASCADE,
  name varchar(50) NOT NULL,
  code varchar(32) NOT NULL,
  type varchar(16) NOT NULL CHECK (type IN ('wastewater', 'rainwater', 'gas', 'vocs', 'noise', 'other')),
  mn varchar(32) NOT NULL,
  pw_hash text NOT NULL,
  -- Expected seconds between real-time uploads (HJ 212 RtdInterval 30..3600): offline after 3 of them.
  rtd_interval integer NOT NULL DEFAULT 60 CHECK (rtd_interval BETWEEN 30 AND 3600),
  enabled boolean NOT NULL DEFAULT true,
  longitude numeric(9, 6),
  latitude numeric(8, 6),
  remark varchar(200),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by bigint,
  updated_by bigint
);
CREATE UNIQUE INDEX monitor_point_mn_uq ON monitor_point (mn);
CREATE UNIQUE INDEX monitor_point_code_uq ON monitor_point (enterprise_id, code);

-- Monitored factors of a point and their limits; a missing limit leaves that side open.
CREATE TABLE monitor_point_factor (
  point_id bigint NOT NULL REFERENCES monitor_point(id) ON DELETE CASCADE,
  factor_code varchar(20) NOT NULL REFERENCES pollution_factor(code),
  alarm_min double precision,
  alarm_max double precision,
  warn_min double precision,
  warn_max double precision,
  sort_order smallint NOT NULL DEFAULT 0,
  PRIMARY KEY (point_id, factor_code)
);

-- Instruments at a point (analysers, the logger, flow meters, samplers, cameras) and their channels.
CREATE TABLE monitor_device (
  id bigserial PRIMARY KEY,
  enterprise_id bigint NOT NULL REFERENCES enterprise(id) ON DELETE CASCADE,
  point_id bigint NOT NULL REFERENCES monitor_point(id) ON DELETE CASCADE,
  name varchar(50) NOT NULL,
  kind varchar(16) NOT NULL CHECK (kind IN ('analyzer', 'logger', 'flowmeter', 'sampler', 'camera', 'other')),
  model varchar(50),
  manufacturer varchar(100),
  serial_no varchar(64),
  install_date date,
  status varchar(2) NOT NULL DEFAULT '1',
  remark varchar(200),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by bigint,
  updated_by bigint
);
CREATE INDEX monitor_device_point_idx ON monitor_device (point_id);
CREATE INDEX monitor_device_enterprise_idx ON monitor_device (enterprise_id, id);

CREATE TABLE monitor_device_channel (
  id bigserial PRIMARY KEY,
  device_id bigint NOT NULL REFERENCES monitor_device(id) ON DELETE CASCADE,
  channel_no integer NOT NULL CHECK (channel_no BETWEEN 1 AND 999),
  name varchar(50) NOT NULL,
  factor_code varchar(20) REFERENCES pollution_factor(code),
  unit varchar(20),
  range_min double precision,
  range_max double precision,
  remark varchar(200),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (device_id, channel_no)
);

-- Data-quality thresholds per point, kept for the risk module (validated JSON, see risk-settings.ts).
CREATE TABLE monitor_risk_setting (
  point_id bigint PRIMARY KEY REFERENCES monitor_point(id) ON DELETE CASCADE,
  settings jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by bigint
);

-- One row per logger, upserted with every committed batch: online/offline state without touching points.
CREATE TABLE monitor_logger_state (
  point_id bigint PRIMARY KEY REFERENCES monitor_point(id) ON DELETE CASCADE,
  last_seen_at timestamptz NOT NULL,
  last_data_time timestamptz,
  last_restart_at timestamptz,
  packets bigint NOT NULL DEFAULT 0
);

-- The time series. level: 0 real-time (CN 2011), 1 minute (2051), 2 hour (2061), 3 day (2031).
-- data_time is the sampling instant (2011) or the period start (others), as the logger reports it.
-- value is Rtd (real-time) or Avg; min/max/cou/zs the other HJ 212 suffixes. Monthly range partitions are
-- created on demand by the writer (storage/partitions.ts); there is no default partition, so a new month
-- never has to move rows out of one. No foreign key: writes join monitor_point instead (cheaper per row).
CREATE TABLE monitor_value (
  point_id bigint NOT NULL,
  factor_code varchar(20) NOT NULL,
  level smallint NOT NULL CHECK (level BETWEEN 0 AND 3),
  data_time timestamptz NOT NULL,
  value double precision,
  min_value double precision,
  max_value double precision,
  cou double precision,
  zs_value double precision,
  flag varchar(4),
  received_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (point_id, factor_code, level, data_time)
) PARTITION BY RANGE (data_time);

-- Newest value per point and factor (any level; a finer level wins a tie), for the online page.
CREATE TABLE monitor_latest (
  point_id bigint NOT NULL REFERENCES monitor_point(id) ON DELETE CASCADE,
  factor_code varchar(20) NOT NULL,
  level smallint NOT NULL,
  data_time timestamptz NOT NULL,
  value double precision,
  min_value double precision,
  max_value double precision,
  cou double precision,
  zs_value double precision,
  flag varchar(4),
  received_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (point_id, factor_code)
);
