import { eq, sql } from 'drizzle-orm';
import { ARREARS_DAYS, EXECUTION_STATES, REPORT_OWED_STATES, REPORTING_STATES, type TExecutionRow } from '@siiicca/shared';
import { announcements, projectExecutions, projects, users } from '../../../db/schema';
import type { TRecordJoin } from '../../../platform/records/list';
import { EXECUTED_OF_PROJECT } from '../reports/executed';

/*
 * A row of 'Proyectos en Ejecución' (and of the owner's own list and the Excel): the columns as SQL
 * over `projects` and the tables ROW_JOINS adds. Subqueries over other tables use aliases of their own
 * and name the outer table literally (record-page.ts reads which tables a condition joins from the
 * drizzle columns it names).
 */

const OWED = sql.join(REPORT_OWED_STATES.map((s) => sql`${s}`), sql`, `);
/** Today in Bogotá, as the database reads it (no parameter: a kept first page stays right past midnight). */
const TODAY = sql`(current_timestamp at time zone 'America/Bogota')::date`;

/** The next report the project owes: its due date. */
export const NEXT_DUE = sql<string | null>`(select min(r.due_date)::text from execution_reports r where r.project_id = projects.id and r.state in (${OWED}))`;
/** The execution states that report no more (Finalizado, Cerrado por incumplimiento): EXECUTION_STATES but REPORTING_STATES. */
const CLOSED = sql.join(EXECUTION_STATES.filter((s) => !REPORTING_STATES.includes(s)).map((s) => sql`${s}`), sql`, `);
/**
 * 'En mora': a project still reporting (REPORTING_STATES) with a report owed more than ARREARS_DAYS
 * past its due date. Written as 'not closed' rather than 'in REPORTING_STATES': the same projects,
 * since only a start writes reports and every state after it is an execution state; but the
 * planner, which multiplies it with the list's own states, then estimates the filter at 7,670 for
 * 5,787 real (30,000 started projects) instead of 1,842, and the list's 'aprox.' total with it.
 */
export const IN_ARREARS = sql<boolean>`(${projects.state} not in (${CLOSED}) and exists (select 1 from execution_reports r where r.project_id = projects.id
  and r.state in (${OWED}) and r.due_date < ${TODAY} - ${sql.raw(String(ARREARS_DAYS))}))`;
/** Σ executed: what the project's accepted reports declare (reports/executed.ts). */
export const EXECUTED_TOTAL = EXECUTED_OF_PROJECT;
/** executed / approved in whole percent, as executedPercent computes it. */
export const EXECUTED_PERCENT = sql<number>`(case when ${projectExecutions.approvedTotal} > 0
  then round(${EXECUTED_TOTAL} * 100.0 / ${projectExecutions.approvedTotal}) else 0 end)::int`;
const PENDING_EXTENSION = sql<boolean>`exists (select 1 from project_extensions x where x.project_id = projects.id and x.state = 'Pendiente')`;
/** The faculties of the project's internal investigators, by name. */
const FACULTIES = sql<string | null>`(select string_agg(distinct f.name, ', ' order by f.name) from project_investigators pi
  join faculties f on f.id = pi.faculty_id where pi.project_id = projects.id and pi.type_third = 'Interno')`;

/** The row's columns. */
export const ROW_COLUMNS = {
  id: projects.id,
  title: projects.title,
  announcement: announcements.name,
  faculty: FACULTIES,
  owner: users.name,
  state: projects.state,
  start_date: projectExecutions.startDate,
  end_date: projectExecutions.endDate,
  approved_total: projectExecutions.approvedTotal,
  executed_total: EXECUTED_TOTAL,
  executed_percent: EXECUTED_PERCENT,
  next_due: NEXT_DUE,
  in_arrears: IN_ARREARS,
  pending_extension: PENDING_EXTENSION,
};

/** The tables a row reads besides the project: its owner and call (NOT NULL keys), and its execution (one row per started project). */
export const ROW_JOINS = (executionJoin: 'inner' | 'left'): TRecordJoin[] => [
  { table: users, on: eq(users.id, projects.userId) },
  { table: announcements, on: eq(announcements.id, projects.announcementId) },
  { table: projectExecutions, on: eq(projectExecutions.projectId, projects.id), left: executionJoin === 'left' },
];

type TRaw = { [K in keyof typeof ROW_COLUMNS]: unknown };

/** A row as the lists answer it; a project not started yet (the owner's Aprobado) has no dates. */
export const toRow = (r: TRaw) => ({
  id: r.id as number,
  title: r.title as string,
  announcement: r.announcement as string,
  faculty: (r.faculty as string | null) ?? null,
  owner: r.owner as string,
  state: r.state as TExecutionRow['state'],
  start_date: r.start_date as string,
  end_date: r.end_date as string,
  approved_total: Number(r.approved_total ?? 0),
  executed_total: Number(r.executed_total ?? 0),
  executed_percent: Number(r.executed_percent ?? 0),
  next_due: (r.next_due as string | null) ?? null,
  in_arrears: Boolean(r.in_arrears),
  pending_extension: Boolean(r.pending_extension),
});
