-- Environmental behaviour assessment (plugins/environment-assessment/README.md).
-- owner_enterprise_id NULL = a back-office template; otherwise the enterprise (or management group) that
-- owns the row. Rules, parameters and deduction steps are validated JSON (server/validation.ts).

-- Indicators: kind 'score' (customIndicator: a rule computed from data, deduction steps) or
-- 'select' (selectIndicator: choice items with scores).
CREATE TABLE ea_indicator (
  id bigserial PRIMARY KEY,
  owner_enterprise_id bigint REFERENCES enterprise(id) ON DELETE CASCADE,
  kind varchar(8) NOT NULL CHECK (kind IN ('score', 'select')),
  name varchar(50) NOT NULL,
  category varchar(30) NOT NULL,
  full_score double precision NOT NULL CHECK (full_score > 0),
  rule_key varchar(48),
  params jsonb NOT NULL DEFAULT '{}',
  deduction jsonb,
  options jsonb,
  description varchar(500),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by bigint,
  updated_by bigint
);
CREATE INDEX ea_indicator_owner_idx ON ea_indicator (owner_enterprise_id, kind, id);

-- An evaluation system: a period type, levels by total score, and its items (below).
CREATE TABLE ea_system (
  id bigserial PRIMARY KEY,
  owner_enterprise_id bigint REFERENCES enterprise(id) ON DELETE CASCADE,
  name varchar(50) NOT NULL,
  period_type varchar(8) NOT NULL CHECK (period_type IN ('month', 'quarter', 'year')),
  levels jsonb NOT NULL,
  enabled boolean NOT NULL DEFAULT true,
  remark varchar(500),
  copied_from bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by bigint,
  updated_by bigint
);
CREATE INDEX ea_system_owner_idx ON ea_system (owner_enterprise_id, id);

-- An indicator as a system uses it: a copy of the indicator's definition taken when it was added (editing
-- the catalogue entry later never changes a system already scored) plus the system's weight and thresholds.
CREATE TABLE ea_system_item (
  id bigserial PRIMARY KEY,
  system_id bigint NOT NULL REFERENCES ea_system(id) ON DELETE CASCADE,
  indicator_id bigint,
  kind varchar(8) NOT NULL CHECK (kind IN ('score', 'select')),
  name varchar(50) NOT NULL,
  category varchar(30) NOT NULL,
  full_score double precision NOT NULL CHECK (full_score > 0),
  rule_key varchar(48),
  params jsonb NOT NULL DEFAULT '{}',
  deduction jsonb,
  options jsonb,
  weight double precision NOT NULL CHECK (weight >= 0),
  sort_order integer NOT NULL DEFAULT 0
);
CREATE INDEX ea_system_item_system_idx ON ea_system_item (system_id, sort_order, id);

-- One scoring run of a system for a period (scheduled or on demand). At most one runs at a time per
-- system and period: the partial unique index turns a second start into a duplicate (2010108).
CREATE TABLE ea_run (
  id bigserial PRIMARY KEY,
  system_id bigint NOT NULL REFERENCES ea_system(id) ON DELETE CASCADE,
  period_key varchar(8) NOT NULL,
  trigger varchar(8) NOT NULL CHECK (trigger IN ('job', 'manual')),
  status varchar(8) NOT NULL CHECK (status IN ('running', 'done', 'failed')),
  enterprise_count integer NOT NULL DEFAULT 0,
  error text,
  started_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  started_by bigint
);
CREATE UNIQUE INDEX ea_run_running_uq ON ea_run (system_id, period_key) WHERE status = 'running';
CREATE INDEX ea_run_system_idx ON ea_run (system_id, period_key, id DESC);

-- The result of one enterprise for one system and period; a re-run replaces it (same row id kept).
CREATE TABLE ea_assessment (
  id bigserial PRIMARY KEY,
  system_id bigint NOT NULL REFERENCES ea_system(id) ON DELETE CASCADE,
  enterprise_id bigint NOT NULL REFERENCES enterprise(id) ON DELETE CASCADE,
  period_key varchar(8) NOT NULL,
  period_begin timestamptz NOT NULL,
  period_end timestamptz NOT NULL,
  evaluated_until timestamptz NOT NULL,
  total_score double precision NOT NULL,
  level_name varchar(20),
  level_color varchar(16),
  finding_count integer NOT NULL DEFAULT 0,
  run_id bigint,
  computed_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (system_id, enterprise_id, period_key)
);
CREATE INDEX ea_assessment_enterprise_idx ON ea_assessment (enterprise_id, period_key DESC, id DESC);

CREATE TABLE ea_assessment_item (
  assessment_id bigint NOT NULL REFERENCES ea_assessment(id) ON DELETE CASCADE,
  item_id bigint NOT NULL,
  kind varchar(8) NOT NULL,
  name varchar(50) NOT NULL,
  category varchar(30) NOT NULL,
  rule_key varchar(48),
  weight double precision NOT NULL,
  full_score double precision NOT NULL,
  measure double precision,
  measure_status varchar(8) NOT NULL,
  deduction double precision NOT NULL,
  score double precision NOT NULL,
  weighted_score double precision NOT NULL,
  finding_count integer NOT NULL DEFAULT 0,
  summary jsonb NOT NULL DEFAULT '{}',
  sort_order integer NOT NULL DEFAULT 0,
  PRIMARY KEY (assessment_id, item_id)
);

-- One piece of evidence behind a deduction: the series (point, factor) or ledger record, the time span
-- and the values seen, kept so that it can be exported and explained.
CREATE TABLE ea_finding (
  id bigserial PRIMARY KEY,
  assessment_id bigint NOT NULL REFERENCES ea_assessment(id) ON DELETE CASCADE,
  item_id bigint NOT NULL,
  rule_key varchar(48) NOT NULL,
  point_id bigint,
  point_name varchar(50),
  point_code varchar(32),
  factor_code varchar(20),
  factor_name varchar(50),
  record_id bigint,
  begin_time timestamptz,
  end_time timestamptz,
  hours integer,
  measure double precision,
  threshold double precision,
  evidence jsonb NOT NULL DEFAULT '{}'
);
CREATE INDEX ea_finding_assessment_idx ON ea_finding (assessment_id, rule_key, id);

-- Answers to selection indicators, per enterprise, system item and period: kept across re-runs.
CREATE TABLE ea_answer (
  system_item_id bigint NOT NULL REFERENCES ea_system_item(id) ON DELETE CASCADE,
  enterprise_id bigint NOT NULL REFERENCES enterprise(id) ON DELETE CASCADE,
  period_key varchar(8) NOT NULL,
  option_index integer NOT NULL,
  answered_by bigint,
  answered_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (system_item_id, enterprise_id, period_key)
);
