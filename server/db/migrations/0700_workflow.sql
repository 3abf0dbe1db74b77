-- Workflow engine (issue 13, docs/workflow.md): process models, immutable deployed versions, running
-- instances whose engine state lives here, the user tasks they wait at, an append-only history and the
-- due-date timers. enterprise_id NULL = a platform process (managed and reviewed in the back office).

CREATE TABLE workflow_model (
  id bigserial PRIMARY KEY,
  enterprise_id bigint REFERENCES enterprise(id) ON DELETE CASCADE,
  process_key varchar(64) NOT NULL,
  name varchar(100) NOT NULL,
  category varchar(64),
  xml text NOT NULL,
  svg text,
  updated_by bigint REFERENCES app_user(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX workflow_model_key_idx ON workflow_model (COALESCE(enterprise_id, 0), process_key);

CREATE TABLE workflow_definition (
  id bigserial PRIMARY KEY,
  model_id bigint REFERENCES workflow_model(id) ON DELETE SET NULL,
  enterprise_id bigint REFERENCES enterprise(id) ON DELETE CASCADE,
  process_key varchar(64) NOT NULL,
  name varchar(100) NOT NULL,
  category varchar(64),
  version int NOT NULL,
  xml text NOT NULL,
  svg text,
  deployed_by bigint REFERENCES app_user(id) ON DELETE SET NULL,
  deployed_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX workflow_definition_version_idx ON workflow_definition (COALESCE(enterprise_id, 0), process_key, version);

-- status is the audit status of spec §4: 1 pending review (running), 2 rejected, 3 passed; 4 cancelled.
CREATE TABLE workflow_instance (
  id bigserial PRIMARY KEY,
  definition_id bigint NOT NULL REFERENCES workflow_definition(id),
  enterprise_id bigint REFERENCES enterprise(id) ON DELETE CASCADE,
  business_type varchar(64) NOT NULL,
  business_key varchar(64),
  title varchar(200) NOT NULL,
  starter_user_id bigint REFERENCES app_user(id) ON DELETE SET NULL,
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (1, 2, 3, 4)),
  state jsonb,
  variables jsonb NOT NULL DEFAULT '{}',
  form_data jsonb NOT NULL DEFAULT '{}',
  revision int NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  ended_at timestamptz
);
CREATE INDEX workflow_instance_enterprise_idx ON workflow_instance (enterprise_id, created_at DESC);
CREATE INDEX workflow_instance_starter_idx ON workflow_instance (starter_user_id, created_at DESC);
CREATE INDEX workflow_instance_business_idx ON workflow_instance (business_type, business_key);

-- A user task the instance waits at (examine status of spec §4: 0 pending, 1 completed; 2 cancelled when
-- the engine withdrew it, e.g. the other branch of a countersign decided). candidates = every user who may
-- complete it, resolved when it was created.
CREATE TABLE workflow_task (
  id bigserial PRIMARY KEY,
  instance_id bigint NOT NULL REFERENCES workflow_instance(id) ON DELETE CASCADE,
  enterprise_id bigint REFERENCES enterprise(id) ON DELETE CASCADE,
  activity_id varchar(128) NOT NULL,
  execution_id varchar(160) NOT NULL,
  name varchar(200) NOT NULL,
  assignee_id bigint REFERENCES app_user(id) ON DELETE SET NULL,
  candidate_user_ids bigint[] NOT NULL DEFAULT '{}',
  candidate_role_ids bigint[] NOT NULL DEFAULT '{}',
  candidates bigint[] NOT NULL DEFAULT '{}',
  form_key varchar(200),
  priority int,
  due_at timestamptz,
  status smallint NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2)),
  outcome varchar(16),
  comment varchar(500),
  form_data jsonb,
  completed_by bigint REFERENCES app_user(id) ON DELETE SET NULL,
  completed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (instance_id, execution_id)
);
CREATE INDEX workflow_task_instance_idx ON workflow_task (instance_id, id);
CREATE INDEX workflow_task_candidates_idx ON workflow_task USING gin (candidates);
CREATE INDEX workflow_task_done_idx ON workflow_task (completed_by, completed_at DESC);

-- Append-only: every step of every instance (who, when, outcome, comment, form data, flows taken,
-- listeners, timers). The trigger refuses edits so the record can be trusted.
CREATE TABLE workflow_history (
  id bigserial PRIMARY KEY,
  instance_id bigint NOT NULL REFERENCES workflow_instance(id) ON DELETE CASCADE,
  at timestamptz NOT NULL DEFAULT clock_timestamp(),
  kind varchar(32) NOT NULL,
  activity_id varchar(128),
  activity_name varchar(200),
  task_id bigint,
  user_id bigint,
  outcome varchar(16),
  comment varchar(500),
  form_data jsonb,
  detail jsonb
);
CREATE INDEX workflow_history_instance_idx ON workflow_history (instance_id, id);

CREATE FUNCTION workflow_history_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'workflow_history is append-only';
END $$;
CREATE TRIGGER workflow_history_no_update BEFORE UPDATE ON workflow_history
  FOR EACH ROW EXECUTE FUNCTION workflow_history_append_only();

-- Due dates of user tasks: fired once (fired_at) by whichever server process claims the row first.
CREATE TABLE workflow_timer (
  id bigserial PRIMARY KEY,
  task_id bigint NOT NULL UNIQUE REFERENCES workflow_task(id) ON DELETE CASCADE,
  instance_id bigint NOT NULL REFERENCES workflow_instance(id) ON DELETE CASCADE,
  due_at timestamptz NOT NULL,
  fired_at timestamptz
);
CREATE INDEX workflow_timer_due_idx ON workflow_timer (due_at) WHERE fired_at IS NULL;
