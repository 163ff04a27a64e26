CREATE INDEX "project_investigators_group_idx" ON "project_investigators" USING btree ("investigation_group_id","project_id");--> statement-breakpoint
CREATE INDEX "project_investigators_faculty_idx" ON "project_investigators" USING btree ("faculty_id","project_id");--> statement-breakpoint
CREATE INDEX "projects_created_idx" ON "projects" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "projects_sent_idx" ON "projects" USING btree ("sent_at");