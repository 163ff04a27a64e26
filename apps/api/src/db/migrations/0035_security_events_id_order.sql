DROP INDEX "security_events_actor_idx";--> statement-breakpoint
DROP INDEX "security_events_subject_idx";--> statement-breakpoint
DROP INDEX "security_events_event_idx";--> statement-breakpoint
CREATE INDEX "security_events_actor_idx" ON "security_events" USING btree ("actor_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "security_events_subject_idx" ON "security_events" USING btree ("subject_user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "security_events_event_idx" ON "security_events" USING btree ("event","id" DESC NULLS LAST);