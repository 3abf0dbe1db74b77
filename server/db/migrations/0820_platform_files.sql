-- Platform files: the back office uploads and owns files too (headline covers and attachments). Such a
-- file has no enterprise (enterprise_id NULL) and a key under platform/; every enterprise query compares
-- the owner with IS NOT DISTINCT FROM, so enterprise callers never match a platform row (server/storage).
ALTER TABLE file ALTER COLUMN enterprise_id DROP NOT NULL;
ALTER TABLE file_upload ALTER COLUMN enterprise_id DROP NOT NULL;
