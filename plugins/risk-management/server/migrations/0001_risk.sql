-- Risk prevention (issue 15): risks raised from monitoring data and by hand, their handling history.
-- Core tables only are referenced (enterprise, app_user, monitor_point).

CREATE TABLE risk (
  id bigserial PRIMARY KEY,
  enterprise_id bigint NOT NULL REFERENCES enterprise(id) ON DELETE CASCADE,
  -- overLimit (exceedance of the point's alarm limits), offline (logger silent), quality (assessment
  -- finding), manual (a problem raised by a user or issued by the back office).
  source varchar(16) NOT NULL CHECK (source IN ('overLimit', 'offline', 'quality', 'manual')),
  rule varchar(40) NOT NULL,
  point_id bigint REFERENCES monitor_point(id) ON DELETE SET NULL,
  point_name varchar(50),
  factor_code varchar(20),
  factor_name varchar(50),
  level smallint NOT NULL CHECK (level BETWEEN 1 AND 3),
  title varchar(100) NOT NULL,
  description text NOT NULL DEFAULT '',
  begin_time timestamptz NOT NULL,
  end_time timestamptz,
  evidence jsonb NOT NULL DEFAULT '{}'::jsonb,
  attachments jsonb NOT NULL DEFAULT '[]'::jsonb,
  -- Spec §4: 0 not released, 1 handled, 2 ignored, 3 under approval, 4 rejected (contract.ts RISK_TRANSITIONS).
  status smallint NOT NULL DEFAULT 0 CHECK (status BETWEEN 0 AND 4),
  -- Identity of an automatic risk's episode (rule, point, factor, start): a replayed episode finds its risk.
  episode_key varchar(160),
  created_by bigint REFERENCES app_user(id) ON DELETE SET NULL,
  -- Manual problems: raised in the client area or issued by the back office.
  created_area varchar(8) CHECK (created_area IN ('client', 'admin')),
  ignore_reason varchar(500),
  measures text,
  measure_attachments jsonb NOT NULL DEFAULT '[]'::jsonb,
  handled_by bigint REFERENCES app_user(id) ON DELETE SET NULL,
  instance_id bigint,
  closed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX risk_episode_uq ON risk (enterprise_id, episode_key) WHERE episode_key IS NOT NULL;
CREATE INDEX risk_enterprise_idx ON risk (enterprise_id, created_at DESC, id DESC);
CREATE INDEX risk_series_idx ON risk (point_id, rule, factor_code, begin_time);
CREATE INDEX risk_creator_idx ON risk (created_by, created_at DESC) WHERE source = 'manual';

-- What happened to a risk, append-only: raised, extended (the episode grew), handle, ignore, approve, reject.
CREATE TABLE risk_event (
  id bigserial PRIMARY KEY,
  risk_id bigint NOT NULL REFERENCES risk(id) ON DELETE CASCADE,
  action varchar(16) NOT NULL,
  from_status smallint,
  to_status smallint,
  user_id bigint REFERENCES app_user(id) ON DELETE SET NULL,
  comment text,
  instance_id bigint,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX risk_event_risk_idx ON risk_event (risk_id, id);
