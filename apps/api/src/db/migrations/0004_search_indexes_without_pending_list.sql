DROP INDEX "users_name_trgm";--> statement-breakpoint
DROP INDEX "users_email_trgm";--> statement-breakpoint
DROP INDEX "users_username_trgm";--> statement-breakpoint
DROP INDEX "users_identity_trgm";--> statement-breakpoint
DROP INDEX "investigation_groups_name_trgm";--> statement-breakpoint
DROP INDEX "programs_name_trgm";--> statement-breakpoint
DROP INDEX "research_hotbeds_name_trgm";--> statement-breakpoint
DROP INDEX "subjects_name_trgm";--> statement-breakpoint
DROP INDEX "subjects_program_sac_trgm";--> statement-breakpoint
DROP INDEX "subjects_codesac_trgm";--> statement-breakpoint
DROP INDEX "cities_name_trgm";--> statement-breakpoint
CREATE INDEX "users_name_trgm" ON "users" USING gin (search_fold("name"::text) gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "users_email_trgm" ON "users" USING gin (search_fold("email"::text) gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "users_username_trgm" ON "users" USING gin (search_fold("username"::text) gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "users_identity_trgm" ON "users" USING gin (search_fold("identity"::text) gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "investigation_groups_name_trgm" ON "investigation_groups" USING gin (search_fold("name"::text) gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "programs_name_trgm" ON "programs" USING gin (search_fold("name"::text) gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "research_hotbeds_name_trgm" ON "research_hotbeds" USING gin (search_fold("name"::text) gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "subjects_name_trgm" ON "subjects" USING gin (search_fold("name"::text) gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "subjects_program_sac_trgm" ON "subjects" USING gin (search_fold("program_sac"::text) gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "subjects_codesac_trgm" ON "subjects" USING gin (search_fold("codesac"::text) gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "cities_name_trgm" ON "cities" USING gin (search_fold("name"::text) gin_trgm_ops) WITH (fastupdate=false);