-- The execution budget counters' triggers (0028) add their deltas with one grouped upsert each, as the
-- record counters' (0014), instead of passing them through a jsonb array: the same deltas, a fraction of
-- the work for a bulk statement (a load of thousands of accepted reports spent most of its time building
-- and reading the array on PGlite).
CREATE OR REPLACE FUNCTION execution_budget_counts_executions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Each branch names only the transition tables its trigger has.
  IF TG_OP = 'INSERT' THEN
    INSERT INTO execution_budget_counts AS c (announcement_id, approved, executed)
    SELECT a, sum(ap), sum(ex) FROM (SELECT p.announcement_id AS a, n.approved_total AS ap, 0::bigint AS ex FROM new_rows n JOIN projects p ON p.id = n.project_id) x
    GROUP BY a HAVING sum(ap) <> 0 OR sum(ex) <> 0 ORDER BY a
    ON CONFLICT (announcement_id) DO UPDATE SET approved = c.approved + excluded.approved, executed = c.executed + excluded.executed;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO execution_budget_counts AS c (announcement_id, approved, executed)
    SELECT a, sum(ap), sum(ex) FROM (SELECT p.announcement_id AS a, -o.approved_total AS ap, 0::bigint AS ex FROM old_rows o JOIN projects p ON p.id = o.project_id) x
    GROUP BY a HAVING sum(ap) <> 0 OR sum(ex) <> 0 ORDER BY a
    ON CONFLICT (announcement_id) DO UPDATE SET approved = c.approved + excluded.approved, executed = c.executed + excluded.executed;
  ELSE
    INSERT INTO execution_budget_counts AS c (announcement_id, approved, executed)
    SELECT a, sum(ap), sum(ex) FROM (SELECT p.announcement_id AS a, y.approved AS ap, 0::bigint AS ex FROM (SELECT project_id, approved_total AS approved FROM new_rows UNION ALL SELECT project_id, -approved_total FROM old_rows) y JOIN projects p ON p.id = y.project_id) x
    GROUP BY a HAVING sum(ap) <> 0 OR sum(ex) <> 0 ORDER BY a
    ON CONFLICT (announcement_id) DO UPDATE SET approved = c.approved + excluded.approved, executed = c.executed + excluded.executed;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION execution_budget_counts_reports() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A report moving to or from Aceptado adds or takes out what its budget rows declare.
    INSERT INTO execution_budget_counts AS c (announcement_id, approved, executed)
    SELECT a, sum(ap), sum(ex) FROM (SELECT p.announcement_id AS a, 0::bigint AS ap, y.s * b.executed AS ex FROM (SELECT id, project_id, 1 AS s FROM new_rows WHERE state = 'Aceptado' UNION ALL SELECT id, project_id, -1 FROM old_rows WHERE state = 'Aceptado') y JOIN execution_report_budget b ON b.report_id = y.id JOIN projects p ON p.id = y.project_id) x
    GROUP BY a HAVING sum(ap) <> 0 OR sum(ex) <> 0 ORDER BY a
    ON CONFLICT (announcement_id) DO UPDATE SET approved = c.approved + excluded.approved, executed = c.executed + excluded.executed;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION execution_budget_counts_report_gone() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.state = 'Aceptado' THEN
    INSERT INTO execution_budget_counts AS c (announcement_id, approved, executed)
    SELECT a, sum(ap), sum(ex) FROM (SELECT p.announcement_id AS a, 0::bigint AS ap, -b.executed AS ex FROM execution_report_budget b JOIN projects p ON p.id = OLD.project_id WHERE b.report_id = OLD.id) x
    GROUP BY a HAVING sum(ap) <> 0 OR sum(ex) <> 0 ORDER BY a
    ON CONFLICT (announcement_id) DO UPDATE SET approved = c.approved + excluded.approved, executed = c.executed + excluded.executed;
  END IF;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION execution_budget_counts_budget() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Each branch names only the transition tables its trigger has; only an accepted report's rows count.
  IF TG_OP = 'INSERT' THEN
    INSERT INTO execution_budget_counts AS c (announcement_id, approved, executed)
    SELECT a, sum(ap), sum(ex) FROM (SELECT p.announcement_id AS a, 0::bigint AS ap, n.executed AS ex FROM new_rows n JOIN execution_reports r ON r.id = n.report_id AND r.state = 'Aceptado' JOIN projects p ON p.id = r.project_id) x
    GROUP BY a HAVING sum(ap) <> 0 OR sum(ex) <> 0 ORDER BY a
    ON CONFLICT (announcement_id) DO UPDATE SET approved = c.approved + excluded.approved, executed = c.executed + excluded.executed;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO execution_budget_counts AS c (announcement_id, approved, executed)
    SELECT a, sum(ap), sum(ex) FROM (SELECT p.announcement_id AS a, 0::bigint AS ap, -o.executed AS ex FROM old_rows o JOIN execution_reports r ON r.id = o.report_id AND r.state = 'Aceptado' JOIN projects p ON p.id = r.project_id) x
    GROUP BY a HAVING sum(ap) <> 0 OR sum(ex) <> 0 ORDER BY a
    ON CONFLICT (announcement_id) DO UPDATE SET approved = c.approved + excluded.approved, executed = c.executed + excluded.executed;
  ELSE
    INSERT INTO execution_budget_counts AS c (announcement_id, approved, executed)
    SELECT a, sum(ap), sum(ex) FROM (SELECT p.announcement_id AS a, 0::bigint AS ap, y.executed AS ex FROM (SELECT report_id, executed FROM new_rows UNION ALL SELECT report_id, -executed FROM old_rows) y JOIN execution_reports r ON r.id = y.report_id AND r.state = 'Aceptado' JOIN projects p ON p.id = r.project_id) x
    GROUP BY a HAVING sum(ap) <> 0 OR sum(ex) <> 0 ORDER BY a
    ON CONFLICT (announcement_id) DO UPDATE SET approved = c.approved + excluded.approved, executed = c.executed + excluded.executed;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION execution_budget_counts_project_gone() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO execution_budget_counts AS c (announcement_id, approved, executed)
    SELECT a, sum(ap), sum(ex) FROM (SELECT OLD.announcement_id AS a, -coalesce((SELECT approved_total FROM project_executions WHERE project_id = OLD.id), 0) AS ap, -coalesce((SELECT sum(b.executed) FROM execution_reports r JOIN execution_report_budget b ON b.report_id = r.id WHERE r.project_id = OLD.id AND r.state = 'Aceptado'), 0) AS ex) x
    GROUP BY a HAVING sum(ap) <> 0 OR sum(ex) <> 0 ORDER BY a
    ON CONFLICT (announcement_id) DO UPDATE SET approved = c.approved + excluded.approved, executed = c.executed + excluded.executed;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION execution_budget_counts_project_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A project moved to another call takes its amounts with it (an update that moves none adds nothing).
    INSERT INTO execution_budget_counts AS c (announcement_id, approved, executed)
    SELECT a, sum(ap), sum(ex) FROM (SELECT v.a, v.ap, v.ex FROM (SELECT o.announcement_id AS old_call, n.announcement_id AS new_call, coalesce((SELECT approved_total FROM project_executions WHERE project_id = o.id), 0) AS approved, coalesce((SELECT sum(b.executed) FROM execution_reports r JOIN execution_report_budget b ON b.report_id = r.id WHERE r.project_id = o.id AND r.state = 'Aceptado'), 0) AS executed FROM old_rows o JOIN new_rows n ON n.id = o.id AND n.announcement_id <> o.announcement_id) m CROSS JOIN LATERAL (VALUES (m.old_call, -m.approved, -m.executed), (m.new_call, m.approved, m.executed)) v(a, ap, ex)) x
    GROUP BY a HAVING sum(ap) <> 0 OR sum(ex) <> 0 ORDER BY a
    ON CONFLICT (announcement_id) DO UPDATE SET approved = c.approved + excluded.approved, executed = c.executed + excluded.executed;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP FUNCTION execution_budget_counts_add(jsonb);
