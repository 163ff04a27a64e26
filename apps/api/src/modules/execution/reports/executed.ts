import { sql, type AnyColumn } from 'drizzle-orm';

/*
 * What a project has executed: the sum of the amounts declared in its ACCEPTED reports (a draft, a
 * report sent or returned counts for nothing until the office accepts it). Correlated subqueries, so
 * a list page, the view and the Excel stay one statement each.
 */

/** Σ executed on the budget line `lineId` (an SQL column or value) by the accepted reports. */
export const executedOfLine = (lineId: AnyColumn) =>
  sql<string>`(select coalesce(sum(b.executed), 0) from execution_report_budget b join execution_reports r on r.id = b.report_id
    where b.budget_line_id = ${lineId} and r.state = 'Aceptado')`;

/** Σ executed on the project of the outer query's `projects` row by its accepted reports (execution-row.ts). */
export const EXECUTED_OF_PROJECT = sql<number>`(select coalesce(sum(b.executed), 0) from execution_reports r join execution_report_budget b on b.report_id = r.id
  where r.project_id = projects.id and r.state = 'Aceptado')::bigint`;
