-- Each server instance keeps its signed-in users between requests (platform/auth/session-cache.ts)
-- only while it hears of every change that could alter one: a session revoked or ended, an account
-- changed or deactivated, a profile given or taken, a profile's permissions or name changed. These
-- statement triggers announce such changes on the channel siiicca_auth; PostgreSQL delivers the
-- notification to every listening connection when the change commits (never for a rolled-back one).
-- New sessions are not announced: nothing about them can be in a cache yet.
CREATE FUNCTION auth_changed_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('siiicca_auth', TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER auth_changed AFTER UPDATE OR DELETE OR TRUNCATE ON sessions FOR EACH STATEMENT EXECUTE FUNCTION auth_changed_notify();
--> statement-breakpoint
CREATE TRIGGER auth_changed AFTER UPDATE OR DELETE OR TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION auth_changed_notify();
--> statement-breakpoint
CREATE TRIGGER auth_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON user_roles FOR EACH STATEMENT EXECUTE FUNCTION auth_changed_notify();
--> statement-breakpoint
CREATE TRIGGER auth_changed AFTER UPDATE OR DELETE OR TRUNCATE ON roles FOR EACH STATEMENT EXECUTE FUNCTION auth_changed_notify();
--> statement-breakpoint
CREATE TRIGGER auth_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON role_permissions FOR EACH STATEMENT EXECUTE FUNCTION auth_changed_notify();
