-- The lists search and filter a strategy's name and a project's title by their folded form; stored, computed
-- once per write, a page reading a thousand rows in order to find its matches compares plain text
-- instead of calling search_fold on each row (db/fold.ts, issue 25). The trigram indexes move to them.
-- ANALYZE: the new columns have no statistics until then, and adding a column counts as no change for
-- autovacuum, so a broad search would be planned as a rare one until many rows had been written.
DROP INDEX "strategies_name_trgm";--> statement-breakpoint
DROP INDEX "projects_title_trgm";--> statement-breakpoint
ALTER TABLE "strategies" ADD COLUMN "name_fold" text GENERATED ALWAYS AS (search_fold("name")) STORED;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "title_fold" text GENERATED ALWAYS AS (search_fold("title")) STORED;--> statement-breakpoint
CREATE INDEX "strategies_name_fold_trgm" ON "strategies" USING gin ("name_fold" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "projects_title_fold_trgm" ON "projects" USING gin ("title_fold" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
ANALYZE "strategies";--> statement-breakpoint
ANALYZE "projects";
