CREATE TABLE "auth_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "auth_version_one_row" CHECK ("auth_version"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "auth_version" ("id", "version") VALUES (1, 0);
--> statement-breakpoint
-- Migration 0018 announced these changes with NOTIFY, and each instance trusted its cache until the
-- notification arrived, which on a loaded machine could be after the next request. The counter moves
-- in the changing transaction itself and is read by every request (platform/auth/session-cache.ts).
DROP TRIGGER auth_changed ON sessions;
--> statement-breakpoint
DROP TRIGGER auth_changed ON users;
--> statement-breakpoint
DROP TRIGGER auth_changed ON user_roles;
--> statement-breakpoint
DROP TRIGGER auth_changed ON roles;
--> statement-breakpoint
DROP TRIGGER auth_changed ON role_permissions;
--> statement-breakpoint
DROP FUNCTION auth_changed_notify();
--> statement-breakpoint
-- Moves the counter once per transaction. Row triggers below are deferred to the commit, so the
-- counter's row is locked only while a transaction commits (never while it still takes other
-- locks: two writers cannot deadlock over it).
CREATE FUNCTION auth_version_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('siiicca.auth_version_moved', true) = 'yes' THEN
    RETURN NULL;
  END IF;
  PERFORM set_config('siiicca.auth_version_moved', 'yes', true);
  UPDATE auth_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- New sessions are not counted: nothing about them can be kept yet. A row written again unchanged
-- moves nothing (a sign-in that rewrites a lecturer's name and e-mail as the academic system has them).
CREATE CONSTRAINT TRIGGER auth_version_sessions AFTER UPDATE ON sessions DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION auth_version_move();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER auth_version_sessions_gone AFTER DELETE ON sessions DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION auth_version_move();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER auth_version_users AFTER UPDATE ON users DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION auth_version_move();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER auth_version_users_gone AFTER DELETE ON users DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION auth_version_move();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER auth_version_user_roles AFTER INSERT OR UPDATE OR DELETE ON user_roles DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION auth_version_move();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER auth_version_roles AFTER UPDATE ON roles DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION auth_version_move();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER auth_version_roles_gone AFTER DELETE ON roles DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION auth_version_move();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER auth_version_role_permissions AFTER INSERT OR UPDATE OR DELETE ON role_permissions DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION auth_version_move();
--> statement-breakpoint
-- TRUNCATE has no rows to defer: it moves the counter at once.
CREATE TRIGGER auth_version_truncated AFTER TRUNCATE ON sessions FOR EACH STATEMENT EXECUTE FUNCTION auth_version_move();
--> statement-breakpoint
CREATE TRIGGER auth_version_truncated AFTER TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION auth_version_move();
--> statement-breakpoint
CREATE TRIGGER auth_version_truncated AFTER TRUNCATE ON user_roles FOR EACH STATEMENT EXECUTE FUNCTION auth_version_move();
--> statement-breakpoint
CREATE TRIGGER auth_version_truncated AFTER TRUNCATE ON roles FOR EACH STATEMENT EXECUTE FUNCTION auth_version_move();
--> statement-breakpoint
CREATE TRIGGER auth_version_truncated AFTER TRUNCATE ON role_permissions FOR EACH STATEMENT EXECUTE FUNCTION auth_version_move();
