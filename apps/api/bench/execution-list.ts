/**
 * 'Proyectos en Ejecución' (issue 42) for the record lists' bench (record-lists.ts), over the
 * executions execution-volume.ts loads: page 1 as the office opens it (newest first, 10 per page,
 * the list's default) and page 1 filtered 'En mora: Sí', both also through HTTP; each with its floor
 * written by hand over the alias `p` (the page's ids, then the columns listExecutions answers,
 * decorated after paging: call, faculties, owner, dates, approved and executed totals, the next
 * report's due date, arrears and a pending extension).
 */
import { sql } from 'drizzle-orm';
import { ARREARS_DAYS, EXECUTION_LIST_STATES, REPORT_OWED_STATES, REPORTING_STATES, type TExecutionListQuery } from '@siiicca/shared';
import { listExecutions } from '../src/modules/execution/list/list-executions';
import type { TListBench, TListCase } from './record-lists';

const inList = (values: readonly string[]) => sql.join(values.map((v) => sql`${v}`), sql`, `);
const OWED = inList(REPORT_OWED_STATES);
const TODAY = sql`(current_timestamp at time zone 'America/Bogota')::date`;
/**
 * 'En mora' over the alias `p`: a project still reporting (REPORTING_STATES: a closed project owes
 * nothing more, as the list's IN_ARREARS says) with an owed report past ARREARS_DAYS, as a plain EXISTS.
 */
const IN_ARREARS = sql`(p.state in (${inList(REPORTING_STATES)}) and exists (select 1 from execution_reports r where r.project_id = p.id and r.state in (${OWED})
  and r.due_date < ${TODAY} - ${sql.raw(String(ARREARS_DAYS))}))`;

const CASES: TListCase[] = [
  { name: 'page 1, newest first', query: {}, page: 'first', where: sql`true`, order: sql`p.id desc` },
  {
    name: "page 1, 'En mora: Sí'",
    query: { filters: [{ field: 'in_arrears', operation: 'Igual', value: 'Sí' }] },
    page: 'first',
    where: IN_ARREARS,
    order: sql`p.id desc`,
  },
];

export const EXECUTION_LIST_BENCH: TListBench = {
  label: 'executions',
  url: '/api/siiicca/execution/projects',
  perPage: 10,
  httpCases: CASES.length,
  page: (db, v, q) => listExecutions(db, { userId: v.userId, identity: v.identity, all: true }, q as TExecutionListQuery),
  visible: () => sql`p.state in (${inList(EXECUTION_LIST_STATES)})`,
  from: sql`projects p`,
  id: sql`p.id`,
  decorate: (ids) => sql`
    select p.id, p.title, a.name as announcement,
      (select string_agg(distinct f.name, ', ' order by f.name) from project_investigators pi join faculties f on f.id = pi.faculty_id
        where pi.project_id = p.id and pi.type_third = 'Interno') as faculty,
      u.name as owner, p.state, e.start_date, e.end_date, e.approved_total, x.executed as executed_total,
      (case when e.approved_total > 0 then round(x.executed * 100.0 / e.approved_total) else 0 end)::int as executed_percent,
      (select min(r.due_date)::text from execution_reports r where r.project_id = p.id and r.state in (${OWED})) as next_due,
      ${IN_ARREARS} as in_arrears,
      exists (select 1 from project_extensions pe where pe.project_id = p.id and pe.state = 'Pendiente') as pending_extension
    from (${ids}) pg join projects p on p.id = pg.id join users u on u.id = p.user_id join announcements a on a.id = p.announcement_id
      join project_executions e on e.project_id = p.id
      cross join lateral (select coalesce(sum(b.executed), 0)::bigint as executed from execution_reports r
        join execution_report_budget b on b.report_id = r.id where r.project_id = p.id and r.state = 'Aceptado') x
    order by pg.n`,
  cases: CASES,
};
