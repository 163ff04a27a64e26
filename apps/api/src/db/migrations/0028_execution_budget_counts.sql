CREATE TABLE "execution_budget_counts" (
	"announcement_id" integer PRIMARY KEY NOT NULL,
	"approved" bigint NOT NULL,
	"executed" bigint NOT NULL
);
--> statement-breakpoint
-- The counters follow every write of the amounts they add up, in the write's own transaction
-- (schema/record-counts.ts): statement triggers with transition tables add each statement's amounts
-- per call once, in one ordered upsert (counters locked in the same order everywhere). Every trigger
-- joins `projects` for the call, so the rows a project's deletion cascades to count nothing (their
-- project is gone when they go): the project's own BEFORE DELETE takes its amounts out first. A
-- report deleted alone takes its executed amounts out the same way (its budget rows follow it).
CREATE FUNCTION execution_budget_counts_add(deltas jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO execution_budget_counts AS c (announcement_id, approved, executed)
  SELECT (d->>'a')::int, sum((d->>'ap')::bigint), sum((d->>'ex')::bigint) FROM jsonb_array_elements(deltas) d
  GROUP BY 1 HAVING sum((d->>'ap')::bigint) <> 0 OR sum((d->>'ex')::bigint) <> 0 ORDER BY 1
  ON CONFLICT (announcement_id) DO UPDATE SET approved = c.approved + excluded.approved, executed = c.executed + excluded.executed;
$$;
--> statement-breakpoint
CREATE FUNCTION execution_budget_counts_executions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Each branch names only the transition tables its trigger has.
  IF TG_OP = 'INSERT' THEN
    PERFORM execution_budget_counts_add((SELECT coalesce(jsonb_agg(jsonb_build_object('a', p.announcement_id, 'ap', n.approved_total, 'ex', 0)), '[]')
      FROM new_rows n JOIN projects p ON p.id = n.project_id));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM execution_budget_counts_add((SELECT coalesce(jsonb_agg(jsonb_build_object('a', p.announcement_id, 'ap', -o.approved_total, 'ex', 0)), '[]')
      FROM old_rows o JOIN projects p ON p.id = o.project_id));
  ELSE
    PERFORM execution_budget_counts_add((SELECT coalesce(jsonb_agg(jsonb_build_object('a', p.announcement_id, 'ap', x.approved, 'ex', 0)), '[]')
      FROM (SELECT project_id, approved_total AS approved FROM new_rows UNION ALL SELECT project_id, -approved_total FROM old_rows) x
      JOIN projects p ON p.id = x.project_id));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION execution_budget_counts_reports() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A report moving to or from Aceptado adds or takes out what its budget rows declare.
  PERFORM execution_budget_counts_add((SELECT coalesce(jsonb_agg(jsonb_build_object('a', p.announcement_id, 'ap', 0, 'ex', x.s * b.executed)), '[]')
    FROM (SELECT id, project_id, 1 AS s FROM new_rows WHERE state = 'Aceptado' UNION ALL SELECT id, project_id, -1 FROM old_rows WHERE state = 'Aceptado') x
    JOIN execution_report_budget b ON b.report_id = x.id JOIN projects p ON p.id = x.project_id));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION execution_budget_counts_report_gone() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.state = 'Aceptado' THEN
    PERFORM execution_budget_counts_add((SELECT coalesce(jsonb_agg(jsonb_build_object('a', p.announcement_id, 'ap', 0, 'ex', -b.executed)), '[]')
      FROM execution_report_budget b JOIN projects p ON p.id = OLD.project_id WHERE b.report_id = OLD.id));
  END IF;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE FUNCTION execution_budget_counts_budget() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Each branch names only the transition tables its trigger has; only an accepted report's rows count.
  IF TG_OP = 'INSERT' THEN
    PERFORM execution_budget_counts_add((SELECT coalesce(jsonb_agg(jsonb_build_object('a', p.announcement_id, 'ap', 0, 'ex', n.executed)), '[]')
      FROM new_rows n JOIN execution_reports r ON r.id = n.report_id AND r.state = 'Aceptado' JOIN projects p ON p.id = r.project_id));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM execution_budget_counts_add((SELECT coalesce(jsonb_agg(jsonb_build_object('a', p.announcement_id, 'ap', 0, 'ex', -o.executed)), '[]')
      FROM old_rows o JOIN execution_reports r ON r.id = o.report_id AND r.state = 'Aceptado' JOIN projects p ON p.id = r.project_id));
  ELSE
    PERFORM execution_budget_counts_add((SELECT coalesce(jsonb_agg(jsonb_build_object('a', p.announcement_id, 'ap', 0, 'ex', x.executed)), '[]')
      FROM (SELECT report_id, executed FROM new_rows UNION ALL SELECT report_id, -executed FROM old_rows) x
      JOIN execution_reports r ON r.id = x.report_id AND r.state = 'Aceptado' JOIN projects p ON p.id = r.project_id));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION execution_budget_counts_project_gone() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM execution_budget_counts_add(jsonb_build_array(jsonb_build_object('a', OLD.announcement_id,
    'ap', -coalesce((SELECT approved_total FROM project_executions WHERE project_id = OLD.id), 0),
    'ex', -coalesce((SELECT sum(b.executed) FROM execution_reports r JOIN execution_report_budget b ON b.report_id = r.id WHERE r.project_id = OLD.id AND r.state = 'Aceptado'), 0))));
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE FUNCTION execution_budget_counts_project_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A project moved to another call takes its amounts with it (an update that moves none adds nothing).
  PERFORM execution_budget_counts_add((SELECT coalesce(jsonb_agg(x.d), '[]') FROM (
      SELECT jsonb_build_object('a', o.announcement_id, 'ap', -m.approved, 'ex', -m.executed) AS d, n.announcement_id AS new_call, m.approved, m.executed
      FROM old_rows o JOIN new_rows n ON n.id = o.id AND n.announcement_id <> o.announcement_id
      CROSS JOIN LATERAL (SELECT coalesce((SELECT approved_total FROM project_executions WHERE project_id = o.id), 0) AS approved,
        coalesce((SELECT sum(b.executed) FROM execution_reports r JOIN execution_report_budget b ON b.report_id = r.id WHERE r.project_id = o.id AND r.state = 'Aceptado'), 0) AS executed) m
    ) y CROSS JOIN LATERAL (VALUES (y.d), (jsonb_build_object('a', y.new_call, 'ap', y.approved, 'ex', y.executed))) x(d)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION execution_budget_counts_recount() RETURNS void LANGUAGE sql AS $$
  DELETE FROM execution_budget_counts;
  INSERT INTO execution_budget_counts (announcement_id, approved, executed)
  SELECT announcement_id, sum(approved), sum(executed) FROM (
    SELECT p.announcement_id, e.approved_total AS approved, 0::bigint AS executed FROM project_executions e JOIN projects p ON p.id = e.project_id
    UNION ALL
    SELECT p.announcement_id, 0, b.executed FROM execution_report_budget b JOIN execution_reports r ON r.id = b.report_id AND r.state = 'Aceptado'
      JOIN projects p ON p.id = r.project_id
  ) x GROUP BY 1;
$$;
--> statement-breakpoint
CREATE FUNCTION execution_budget_counts_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM execution_budget_counts_recount();
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER execution_budget_counts_insert AFTER INSERT ON project_executions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION execution_budget_counts_executions();
--> statement-breakpoint
CREATE TRIGGER execution_budget_counts_update AFTER UPDATE ON project_executions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION execution_budget_counts_executions();
--> statement-breakpoint
CREATE TRIGGER execution_budget_counts_delete AFTER DELETE ON project_executions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION execution_budget_counts_executions();
--> statement-breakpoint
CREATE TRIGGER execution_budget_counts_update AFTER UPDATE ON execution_reports REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION execution_budget_counts_reports();
--> statement-breakpoint
CREATE TRIGGER execution_budget_counts_gone BEFORE DELETE ON execution_reports FOR EACH ROW EXECUTE FUNCTION execution_budget_counts_report_gone();
--> statement-breakpoint
CREATE TRIGGER execution_budget_counts_insert AFTER INSERT ON execution_report_budget REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION execution_budget_counts_budget();
--> statement-breakpoint
CREATE TRIGGER execution_budget_counts_update AFTER UPDATE ON execution_report_budget REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION execution_budget_counts_budget();
--> statement-breakpoint
CREATE TRIGGER execution_budget_counts_delete AFTER DELETE ON execution_report_budget REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION execution_budget_counts_budget();
--> statement-breakpoint
CREATE TRIGGER execution_budget_counts_gone BEFORE DELETE ON projects FOR EACH ROW EXECUTE FUNCTION execution_budget_counts_project_gone();
--> statement-breakpoint
CREATE TRIGGER execution_budget_counts_moved AFTER UPDATE ON projects REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION execution_budget_counts_project_moved();
--> statement-breakpoint
CREATE TRIGGER execution_budget_counts_truncate AFTER TRUNCATE ON project_executions FOR EACH STATEMENT EXECUTE FUNCTION execution_budget_counts_truncated();
--> statement-breakpoint
CREATE TRIGGER execution_budget_counts_truncate AFTER TRUNCATE ON execution_reports FOR EACH STATEMENT EXECUTE FUNCTION execution_budget_counts_truncated();
--> statement-breakpoint
CREATE TRIGGER execution_budget_counts_truncate AFTER TRUNCATE ON execution_report_budget FOR EACH STATEMENT EXECUTE FUNCTION execution_budget_counts_truncated();
--> statement-breakpoint
CREATE TRIGGER execution_budget_counts_truncate AFTER TRUNCATE ON projects FOR EACH STATEMENT EXECUTE FUNCTION execution_budget_counts_truncated();
--> statement-breakpoint
SELECT execution_budget_counts_recount();
