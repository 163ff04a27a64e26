CREATE TABLE "project_counts" (
	"state" text NOT NULL,
	"announcement_id" integer NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "project_counts_group" UNIQUE("state","announcement_id")
);
--> statement-breakpoint
CREATE TABLE "strategy_counts" (
	"state" text NOT NULL,
	"kind" text,
	"sectional_id" integer,
	"period_id" integer NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "strategy_counts_group" UNIQUE NULLS NOT DISTINCT("state","kind","sectional_id","period_id")
);
--> statement-breakpoint
-- The counters follow every change of strategies and projects in the change's own transaction
-- (schema/record-counts.ts). Statement triggers with transition tables: a bulk insert adds its
-- groups once, not row by row. One ordered statement per change locks its counters in the same
-- order in every transaction, and an update that moves no record between groups touches none.
CREATE FUNCTION strategy_counts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Each branch names only the transition tables its trigger has.
  IF TG_OP = 'INSERT' THEN
    INSERT INTO strategy_counts AS c (state, kind, sectional_id, period_id, n)
    SELECT state, kind, sectional_id, period_id, sum(d)::int FROM (SELECT state, strategy AS kind, sectional_id, period_id, 1 AS d FROM new_rows) x
    GROUP BY 1, 2, 3, 4 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (state, kind, sectional_id, period_id) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO strategy_counts AS c (state, kind, sectional_id, period_id, n)
    SELECT state, kind, sectional_id, period_id, sum(d)::int FROM (SELECT state, strategy AS kind, sectional_id, period_id, -1 AS d FROM old_rows) x
    GROUP BY 1, 2, 3, 4 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (state, kind, sectional_id, period_id) DO UPDATE SET n = c.n + excluded.n;
  ELSE
    INSERT INTO strategy_counts AS c (state, kind, sectional_id, period_id, n)
    SELECT state, kind, sectional_id, period_id, sum(d)::int FROM (SELECT state, strategy AS kind, sectional_id, period_id, 1 AS d FROM new_rows UNION ALL SELECT state, strategy AS kind, sectional_id, period_id, -1 AS d FROM old_rows) x
    GROUP BY 1, 2, 3, 4 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (state, kind, sectional_id, period_id) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION project_counts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Each branch names only the transition tables its trigger has.
  IF TG_OP = 'INSERT' THEN
    INSERT INTO project_counts AS c (state, announcement_id, n)
    SELECT state, announcement_id, sum(d)::int FROM (SELECT state, announcement_id, 1 AS d FROM new_rows) x
    GROUP BY 1, 2 HAVING sum(d) <> 0 ORDER BY 1, 2
    ON CONFLICT (state, announcement_id) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO project_counts AS c (state, announcement_id, n)
    SELECT state, announcement_id, sum(d)::int FROM (SELECT state, announcement_id, -1 AS d FROM old_rows) x
    GROUP BY 1, 2 HAVING sum(d) <> 0 ORDER BY 1, 2
    ON CONFLICT (state, announcement_id) DO UPDATE SET n = c.n + excluded.n;
  ELSE
    INSERT INTO project_counts AS c (state, announcement_id, n)
    SELECT state, announcement_id, sum(d)::int FROM (SELECT state, announcement_id, 1 AS d FROM new_rows UNION ALL SELECT state, announcement_id, -1 AS d FROM old_rows) x
    GROUP BY 1, 2 HAVING sum(d) <> 0 ORDER BY 1, 2
    ON CONFLICT (state, announcement_id) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION record_counts_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('DELETE FROM %I', TG_ARGV[0]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER strategy_counts_insert AFTER INSERT ON strategies REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION strategy_counts_follow();
--> statement-breakpoint
CREATE TRIGGER strategy_counts_update AFTER UPDATE ON strategies REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION strategy_counts_follow();
--> statement-breakpoint
CREATE TRIGGER strategy_counts_delete AFTER DELETE ON strategies REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION strategy_counts_follow();
--> statement-breakpoint
CREATE TRIGGER strategy_counts_truncate AFTER TRUNCATE ON strategies FOR EACH STATEMENT EXECUTE FUNCTION record_counts_clear('strategy_counts');
--> statement-breakpoint
CREATE TRIGGER project_counts_insert AFTER INSERT ON projects REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION project_counts_follow();
--> statement-breakpoint
CREATE TRIGGER project_counts_update AFTER UPDATE ON projects REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION project_counts_follow();
--> statement-breakpoint
CREATE TRIGGER project_counts_delete AFTER DELETE ON projects REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION project_counts_follow();
--> statement-breakpoint
CREATE TRIGGER project_counts_truncate AFTER TRUNCATE ON projects FOR EACH STATEMENT EXECUTE FUNCTION record_counts_clear('project_counts');
--> statement-breakpoint
INSERT INTO strategy_counts (state, kind, sectional_id, period_id, n)
SELECT state, strategy, sectional_id, period_id, count(*)::int FROM strategies GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO project_counts (state, announcement_id, n)
SELECT state, announcement_id, count(*)::int FROM projects GROUP BY 1, 2;
