-- Every change of auth_version is announced on channel auth_version with the new number (delivered at
-- commit to every listening server process), so a process compares its cached session checks with the
-- number it last heard instead of reading the table on every request (server/plugins/auth/versionWatch.ts).
-- A trigger on the table itself, so a bump by any path (the triggers of 0530, a manual UPDATE) notifies.
CREATE FUNCTION notify_auth_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('auth_version', NEW.version::text);
  RETURN NULL;
END
$$;

CREATE TRIGGER auth_version_notify AFTER UPDATE ON auth_version FOR EACH ROW EXECUTE FUNCTION notify_auth_version();
