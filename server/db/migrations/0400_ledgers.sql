-- Ledger engine support tables: audit trail, idempotency keys, per-user column settings, custom ledgers.
-- Module tables themselves are generated from schemas by server/modules.

-- Tamper-evident audit trail of ledger records, one hash chain per enterprise (server/modules/audit).
-- hash = sha256 of the canonical JSON of (prev_hash, enterprise_id, module, record_id, action, actor,
-- at, before, after); prev_hash of an enterprise's first entry is 64 zeros.
CREATE TABLE ledger_audit (
  id bigserial PRIMARY KEY,
  enterprise_id bigint NOT NULL,
  module_id varchar(64) NOT NULL,
  record_id bigint NOT NULL,
  action varchar(8) NOT NULL CHECK (action IN ('create', 'update', 'delete')),
  actor_id bigint,
  at timestamptz NOT NULL,
  before jsonb,
  after jsonb,
  prev_hash char(64) NOT NULL,
  hash char(64) NOT NULL
);
CREATE INDEX ledger_audit_record_idx ON ledger_audit (enterprise_id, module_id, record_id, id DESC);
CREATE INDEX ledger_audit_chain_idx ON ledger_audit (enterprise_id, id);

-- The newest entry of each enterprise's chain; writers lock this row (FOR UPDATE) so the chain never forks.
CREATE TABLE ledger_audit_head (
  enterprise_id bigint PRIMARY KEY,
  last_id bigint,
  last_hash char(64) NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The application only ever appends: an UPDATE or DELETE of an entry is refused outright (the hash
-- chain still exposes changes made by someone who disables this trigger).
CREATE FUNCTION ledger_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger_audit is append-only';
END
$$;
CREATE TRIGGER ledger_audit_append_only BEFORE UPDATE OR DELETE ON ledger_audit
  FOR EACH ROW EXECUTE FUNCTION ledger_audit_append_only();

-- Idempotency-Key of create requests: the first answer per (user, key) for 24 hours.
CREATE TABLE idempotency_key (
  user_id bigint NOT NULL,
  key varchar(128) NOT NULL,
  enterprise_id bigint NOT NULL,
  scope varchar(300) NOT NULL,
  request_hash char(64) NOT NULL,
  response jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key)
);
CREATE INDEX idempotency_key_created_idx ON idempotency_key (user_id, created_at);

-- Custom list columns of a user, keyed by route path plus keyword (spec §3 Column config).
CREATE TABLE column_config (
  user_id bigint NOT NULL,
  key varchar(200) NOT NULL,
  columns jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key)
);

-- Ledgers an enterprise defines at run time. schema is the full module schema derived from definition
-- (the simplified form the browser edits); module_id is custom_<enterprise_id>_<seq>.
CREATE TABLE custom_module (
  id bigserial PRIMARY KEY,
  enterprise_id bigint NOT NULL,
  seq integer NOT NULL,
  module_id varchar(64) NOT NULL UNIQUE,
  name varchar(50) NOT NULL,
  definition jsonb NOT NULL,
  schema jsonb NOT NULL,
  version integer NOT NULL DEFAULT 1,
  created_by bigint,
  updated_by bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  UNIQUE (enterprise_id, seq)
);
CREATE INDEX custom_module_enterprise_idx ON custom_module (enterprise_id, id) WHERE deleted_at IS NULL;

-- Records of every custom ledger: one jsonb document each (field name -> value).
CREATE TABLE custom_record (
  id bigserial PRIMARY KEY,
  enterprise_id bigint NOT NULL,
  module_id varchar(64) NOT NULL,
  data jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by bigint,
  updated_by bigint,
  deleted_at timestamptz
);
CREATE INDEX custom_record_list_idx ON custom_record (enterprise_id, module_id, id DESC) WHERE deleted_at IS NULL;
CREATE INDEX custom_record_data_idx ON custom_record USING gin (data jsonb_path_ops);
