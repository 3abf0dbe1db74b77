-- Tasks a management group issues to its member enterprises (issue 18, spec §2 /managementGroup
-- taskManagement): issuer area 'group' with the issuing group; like the back office's tasks they go to the
-- whole member enterprise (no assignee), handled there by the holders of the handle key.
ALTER TABLE task DROP CONSTRAINT IF EXISTS task_issuer_area_check;
ALTER TABLE task ADD CONSTRAINT task_issuer_area_check CHECK (issuer_area IN ('client', 'admin', 'group'));
-- The group that issued the task: every group query is scoped by it (and by the group's current members).
ALTER TABLE task ADD COLUMN issuer_group_id bigint REFERENCES enterprise(id) ON DELETE CASCADE;
ALTER TABLE task ADD CONSTRAINT task_issuer_group_check CHECK ((issuer_area = 'group') = (issuer_group_id IS NOT NULL));
CREATE INDEX task_issuer_group_idx ON task (issuer_group_id, created_at DESC) WHERE issuer_group_id IS NOT NULL;
