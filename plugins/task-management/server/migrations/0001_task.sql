-- Tasks (issue 15): issued by the back office to an enterprise or by an enterprise's user to a colleague,
-- with their feedback and history. Core tables only are referenced (enterprise, app_user).

CREATE TABLE task (
  id bigserial PRIMARY KEY,
  -- The enterprise that carries the task out: every client query is scoped by it.
  enterprise_id bigint NOT NULL REFERENCES enterprise(id) ON DELETE CASCADE,
  title varchar(50) NOT NULL,
  -- Rich text, stored only as sanitised by the server.
  body text NOT NULL DEFAULT '',
  -- Spec §4 task level: 1 normal, 2 important, 3 urgent.
  level smallint NOT NULL CHECK (level BETWEEN 1 AND 3),
  deadline timestamptz NOT NULL,
  -- Spec §4 task status: -1 not started, 0 pending, 1 in progress, 2 completed, 3 terminated (contract.ts TASK_TRANSITIONS).
  status smallint NOT NULL DEFAULT -1 CHECK (status BETWEEN -1 AND 3),
  attachments jsonb NOT NULL DEFAULT '[]'::jsonb,
  -- client: an enterprise's user issued it to a colleague (assignee_id set); admin: the back office issued it to the enterprise.
  issuer_area varchar(8) NOT NULL CHECK (issuer_area IN ('client', 'admin')),
  issued_by bigint REFERENCES app_user(id) ON DELETE SET NULL,
  assignee_id bigint REFERENCES app_user(id) ON DELETE SET NULL,
  -- A record the task was made of (e.g. a risk), by reference: the task plugin reads no other plugin's table.
  source_type varchar(16),
  source_id bigint,
  source_title varchar(100),
  terminate_reason varchar(500),
  -- Set once by the overdue job: the deadline passed while the task was pending or in progress.
  overdue_at timestamptz,
  issued_at timestamptz,
  completed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX task_enterprise_idx ON task (enterprise_id, created_at DESC, id DESC);
CREATE INDEX task_assignee_idx ON task (assignee_id, created_at DESC);
CREATE INDEX task_issuer_idx ON task (issued_by, created_at DESC);
CREATE INDEX task_open_deadline_idx ON task (deadline) WHERE status IN (0, 1) AND overdue_at IS NULL;

CREATE TABLE task_feedback (
  id bigserial PRIMARY KEY,
  task_id bigint NOT NULL REFERENCES task(id) ON DELETE CASCADE,
  user_id bigint REFERENCES app_user(id) ON DELETE SET NULL,
  content text NOT NULL,
  attachments jsonb NOT NULL DEFAULT '[]'::jsonb,
  completing boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX task_feedback_task_idx ON task_feedback (task_id, id);

-- What happened to a task, append-only: create, issue, edit, start, feedback, complete, terminate, overdue.
CREATE TABLE task_event (
  id bigserial PRIMARY KEY,
  task_id bigint NOT NULL REFERENCES task(id) ON DELETE CASCADE,
  action varchar(16) NOT NULL,
  from_status smallint,
  to_status smallint,
  user_id bigint REFERENCES app_user(id) ON DELETE SET NULL,
  comment text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX task_event_task_idx ON task_event (task_id, id);
