-- Plugins (docs/plugins.md): a menu entry no enabled plugin declares any more is retired, not deleted,
-- so its role and edition grants come back with the plugin.
ALTER TABLE menu ADD COLUMN active boolean NOT NULL DEFAULT true;

-- Scheduled jobs of the plugins: one row per job; a run is claimed by moving next_run_at forward in one
-- statement, so with several server processes each interval runs once.
CREATE TABLE job_schedule (
  name varchar(160) PRIMARY KEY,
  next_run_at timestamptz NOT NULL DEFAULT now(),
  last_started_at timestamptz,
  last_finished_at timestamptz,
  last_error text,
  runs bigint NOT NULL DEFAULT 0
);
