DROP INDEX "strategies_state_idx";--> statement-breakpoint
DROP INDEX "strategies_created_idx";--> statement-breakpoint
DROP INDEX "strategy_faculties_faculty_idx";--> statement-breakpoint
DROP INDEX "strategy_programs_program_idx";--> statement-breakpoint
CREATE INDEX "strategies_list_idx" ON "strategies" USING btree ("state","strategy","sectional_id","period_id","user_id","created_at","expiration_date","id");--> statement-breakpoint
CREATE INDEX "strategies_expiration_idx" ON "strategies" USING btree ("expiration_date");--> statement-breakpoint
CREATE INDEX "strategies_created_idx" ON "strategies" USING btree ("created_at","state","strategy","sectional_id","period_id","user_id","expiration_date","id");--> statement-breakpoint
CREATE INDEX "strategy_faculties_faculty_idx" ON "strategy_faculties" USING btree ("faculty_id","strategy_id");--> statement-breakpoint
CREATE INDEX "strategy_programs_program_idx" ON "strategy_programs" USING btree ("program_id","strategy_id");