CREATE INDEX "strategies_name_sort_idx" ON "strategies" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "strategies_kind_sort_idx" ON "strategies" USING btree ("strategy","id");--> statement-breakpoint
CREATE INDEX "strategies_state_sort_idx" ON "strategies" USING btree ("state","id");--> statement-breakpoint
CREATE INDEX "projects_title_sort_idx" ON "projects" USING btree ("title","id");--> statement-breakpoint
CREATE INDEX "projects_state_sort_idx" ON "projects" USING btree ("state","id");--> statement-breakpoint
CREATE INDEX "projects_updated_sort_idx" ON "projects" USING btree ("updated_at","id");