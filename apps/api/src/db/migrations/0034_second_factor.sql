CREATE TABLE "recovery_codes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recovery_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sign_in_tickets" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"remember" boolean NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "totp_factors" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"last_step" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "requires_second_factor" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "recovery_codes" ADD CONSTRAINT "recovery_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_in_tickets" ADD CONSTRAINT "sign_in_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "totp_factors" ADD CONSTRAINT "totp_factors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recovery_codes_user_idx" ON "recovery_codes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sign_in_tickets_expiry_idx" ON "sign_in_tickets" USING btree ("expires_at");--> statement-breakpoint
-- Enrolling or removing a second factor changes the session user's `pending` (platform/auth/session.ts):
-- the auth version moves with it, so a kept session sees it on its next request.
CREATE CONSTRAINT TRIGGER auth_version_totp_factors AFTER INSERT OR UPDATE OR DELETE ON totp_factors DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION auth_version_move();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER auth_version_passkeys AFTER INSERT OR DELETE ON passkeys DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION auth_version_move();
--> statement-breakpoint
-- A session's last_seen_at (written once a minute per session) changes nothing a kept session holds:
-- only the columns a request depends on move the version.
DROP TRIGGER auth_version_sessions ON sessions;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER auth_version_sessions AFTER UPDATE ON sessions DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((OLD.id, OLD.user_id, OLD.remember, OLD.expires_at, OLD.revoked_at) IS DISTINCT FROM (NEW.id, NEW.user_id, NEW.remember, NEW.expires_at, NEW.revoked_at))
  EXECUTE FUNCTION auth_version_move();
