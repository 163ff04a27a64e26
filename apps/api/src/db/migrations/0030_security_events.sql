CREATE TABLE "security_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"event" text NOT NULL,
	"actor_id" integer,
	"subject_user_id" integer,
	"login" text,
	"ip" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "security_events_time_idx" ON "security_events" USING btree ("occurred_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "security_events_actor_idx" ON "security_events" USING btree ("actor_id","occurred_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "security_events_subject_idx" ON "security_events" USING btree ("subject_user_id","occurred_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "security_events_event_idx" ON "security_events" USING btree ("event","occurred_at" DESC NULLS LAST);--> statement-breakpoint
-- The security audit trail is append-only: the database itself refuses to change or delete a line of it.
CREATE FUNCTION "security_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'security_events is append-only: % refused', TG_OP USING ERRCODE = 'P0001';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "security_events_no_update" BEFORE UPDATE OR DELETE ON "security_events" FOR EACH ROW EXECUTE FUNCTION "security_events_append_only"();--> statement-breakpoint
CREATE TRIGGER "security_events_no_truncate" BEFORE TRUNCATE ON "security_events" FOR EACH STATEMENT EXECUTE FUNCTION "security_events_append_only"();
