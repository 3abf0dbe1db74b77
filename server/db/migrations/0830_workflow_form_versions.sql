-- Forms of approval tasks (issue 14): the version of every form a process names (start event and user
-- tasks, by form key) is pinned when an instance starts, so a form edited while the instance runs does
-- not change what its tasks ask or how their data is checked. A task keeps the version it renders.
ALTER TABLE workflow_instance ADD COLUMN form_versions jsonb NOT NULL DEFAULT '{}';
ALTER TABLE workflow_task ADD COLUMN form_version int;
