-- A version number of everything a session + grant check reads (server/plugins/auth/sessionCache.ts).
-- Each server process caches the check per token for a few seconds and trusts an entry only while
-- this number is unchanged, so a sign-out, a disabled user or a changed grant in any process is seen by
-- every other process on its next request. Triggers bump it, so no code path (and no manual SQL) can
-- change a grant without it.
CREATE TABLE auth_version (
  id smallint PRIMARY KEY CHECK (id = 1),
  version bigint NOT NULL
);
INSERT INTO auth_version (id, version) VALUES (1, 1);

-- Runs at commit (deferred constraint trigger), once per transaction: the row lock is taken last and
-- held only for the commit, so two transactions can never deadlock on it.
CREATE FUNCTION bump_auth_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('auth.version_bumped', true) IS DISTINCT FROM txid_current()::text THEN
    UPDATE auth_version SET version = version + 1 WHERE id = 1;
    PERFORM set_config('auth.version_bumped', txid_current()::text, true);
  END IF;
  RETURN NULL;
END
$$;

-- Sessions: revocation (sign-out, signed in elsewhere), shortening and removal. Extending a session (both
-- times move forward, every 30 s of use) is not a change: a process notices expiry by the clock itself.
CREATE CONSTRAINT TRIGGER auth_version_session_revoke AFTER UPDATE ON session DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at OR OLD.revoke_reason IS DISTINCT FROM NEW.revoke_reason
                     OR OLD.user_id IS DISTINCT FROM NEW.user_id OR OLD.area IS DISTINCT FROM NEW.area
                     OR NEW.expires_at < OLD.expires_at OR NEW.last_seen_at < OLD.last_seen_at)
  EXECUTE FUNCTION bump_auth_version();
CREATE CONSTRAINT TRIGGER auth_version_session_delete AFTER DELETE ON session DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION bump_auth_version();

-- Users: status (disabled accounts answer 402), back-office flag and role.
CREATE CONSTRAINT TRIGGER auth_version_user_update AFTER UPDATE ON app_user DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.is_admin_area IS DISTINCT FROM NEW.is_admin_area
                     OR OLD.admin_role_id IS DISTINCT FROM NEW.admin_role_id)
  EXECUTE FUNCTION bump_auth_version();
CREATE CONSTRAINT TRIGGER auth_version_user_delete AFTER DELETE ON app_user DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION bump_auth_version();

-- Grants: who holds which role where, and the keys of each role.
CREATE CONSTRAINT TRIGGER auth_version_user_enterprise AFTER INSERT OR UPDATE OR DELETE ON user_enterprise DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION bump_auth_version();
CREATE CONSTRAINT TRIGGER auth_version_role_permission AFTER INSERT OR UPDATE OR DELETE ON role_permission DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION bump_auth_version();

-- Enterprises: enabled, expiry, info target and edition decide whether and how a grant applies.
CREATE CONSTRAINT TRIGGER auth_version_enterprise_update AFTER UPDATE ON enterprise DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (OLD.actived IS DISTINCT FROM NEW.actived OR OLD.expire_at IS DISTINCT FROM NEW.expire_at
                     OR OLD.target IS DISTINCT FROM NEW.target OR OLD.edition_id IS DISTINCT FROM NEW.edition_id)
  EXECUTE FUNCTION bump_auth_version();
CREATE CONSTRAINT TRIGGER auth_version_enterprise_delete AFTER DELETE ON enterprise DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION bump_auth_version();

-- Editions limit the keys an enterprise's roles may use (EDITION_ALLOWS_PERM_SQL).
CREATE CONSTRAINT TRIGGER auth_version_edition AFTER INSERT OR DELETE ON edition DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION bump_auth_version();
CREATE CONSTRAINT TRIGGER auth_version_edition_menu AFTER INSERT OR UPDATE OR DELETE ON edition_menu DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION bump_auth_version();
CREATE CONSTRAINT TRIGGER auth_version_menu_insert_delete AFTER INSERT OR DELETE ON menu DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION bump_auth_version();
CREATE CONSTRAINT TRIGGER auth_version_menu_perms AFTER UPDATE ON menu DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (OLD.perms IS DISTINCT FROM NEW.perms) EXECUTE FUNCTION bump_auth_version();
