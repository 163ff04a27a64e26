import { sql, type SQL } from 'drizzle-orm';
import { ARREARS_DAYS, EXECUTION_LIST_PATH, EXECUTION_STATES, REPORT_OWED_STATES, REPORTING_STATES, REPORTS_DUE_DAYS } from '@siiicca/shared';
import { ordered, points } from './chart-sql';

/*
 * The execution stage's parts of the dashboard's one statement (dashboard-queries.ts), as scalar
 * subqueries returning json. The rules are the execution stage's (docs/execution.md), written here
 * because modules/execution exports no SQL through its index:
 * - a report is owed while Pendiente, Borrador or Con observaciones (REPORT_OWED_STATES);
 * - a project is En mora when a report it owes is more than ARREARS_DAYS past its due date, counted
 *   for the projects still running (En ejecución, Suspendido): a closed project owes nothing more;
 * - reports due soon and overdue are those of projects En ejecución (a Suspendido project's reports
 *   wait: their due dates move on resumption, and the reminders skip them too);
 * - executed amounts are the sums declared by ACCEPTED reports (modules/execution/reports/executed.ts).
 *
 * Cost (decision 014): the states read the project counters and the budget by call the execution
 * budget counters (db/schema/record-counts.ts, migration 0028: approved of the started projects,
 * executed by their accepted reports, per call); the reports' figures read the owed reports through
 * execution_reports_due_idx (state, due_date), only those due within the window.
 */

const list = (values: readonly string[]) => sql.join(values.map((v) => sql`${v}`), sql`, `);
const OWED = list(REPORT_OWED_STATES);
const RUNNING = list(REPORTING_STATES);

/** The office's figures (execution.manage): every project, whatever its owner. */
export function executionFigures(today: string): SQL {
  const byState = points(sql`select st.v as key, st.v as label, coalesce(sum(c.n), 0)::int as value, st.o as ord
    from ${ordered(EXECUTION_STATES, 'st')} left join project_counts c on c.state = st.v and c.n > 0 group by st.v, st.o`);
  const inArrears = sql`(select count(distinct r.project_id)::int from execution_reports r join projects p on p.id = r.project_id
    where r.state in (${OWED}) and r.due_date < ${today}::date - ${ARREARS_DAYS}::int and p.state in (${RUNNING}))`;
  // From the counters the database keeps per call (migration 0028), not from every accepted report's rows.
  const budget = sql`coalesce((select json_agg(json_build_object('key', a.id::text, 'label', a.name, 'approved', c.approved, 'executed', c.executed,
        'percent', case when c.approved > 0 then round(c.executed * 100.0 / c.approved)::int else 0 end) order by a.fecha_inicio, a.id)
    from execution_budget_counts c join announcements a on a.id = c.announcement_id where c.approved <> 0 or c.executed <> 0), '[]'::json)`;
  // Both report figures in one pass over the owed reports due up to the window's end (an aggregate in FROM: evaluated once).
  return sql`(select json_build_object('projects_by_state', ${byState}, 'in_arrears', ${inArrears},
      'reports_due', rep.due, 'reports_overdue', rep.overdue, 'budget_by_call', ${budget})
    from (select count(*) filter (where r.due_date >= ${today}::date)::int as due, count(*) filter (where r.due_date < ${today}::date)::int as overdue
      from execution_reports r join projects p on p.id = r.project_id
      where r.state in (${OWED}) and r.due_date <= ${today}::date + ${REPORTS_DUE_DAYS}::int and p.state = 'En ejecución') rep)`;
}

/** Labels of a lecturer's execution items (their own projects). */
export const EXECUTION_ATTENTION_LABELS = {
  progressDue: 'Informe de avance por entregar: ',
  finalDue: 'Informe final por entregar: ',
  progressOverdue: 'Informe de avance vencido: ',
  finalOverdue: 'Informe final vencido: ',
  arrears: 'Proyecto en mora: ',
} as const;

/**
 * A lecturer's own execution items for the attention list (columns kind, label, date, ruta, ord): each
 * report their projects En ejecución owe due within REPORTS_DUE_DAYS or overdue, and each of their
 * projects En mora with its oldest overdue due date. Through the reports' project index, owner first.
 */
export function executionAttention(userId: number, today: string): SQL[] {
  const L = EXECUTION_ATTENTION_LABELS;
  const ruta = sql`(${`${EXECUTION_LIST_PATH}/`}::text || p.id::text)`;
  return [
    sql`select case when r.due_date < ${today}::date then 'report_overdue' else 'report_due' end,
        case when r.due_date < ${today}::date then (case when r.kind = 'Final' then ${L.finalOverdue} else ${L.progressOverdue} end)
          else (case when r.kind = 'Final' then ${L.finalDue} else ${L.progressDue} end) end || p.title,
        r.due_date, ${ruta}, 0
      from projects p join execution_reports r on r.project_id = p.id
      where p.user_id = ${userId} and p.state = 'En ejecución' and r.state in (${OWED}) and r.due_date <= ${today}::date + ${REPORTS_DUE_DAYS}::int`,
    sql`select 'project_arrears', ${L.arrears} || p.title, min(r.due_date), ${ruta}, 0
      from projects p join execution_reports r on r.project_id = p.id
      where p.user_id = ${userId} and p.state in (${RUNNING}) and r.state in (${OWED}) and r.due_date < ${today}::date - ${ARREARS_DAYS}::int
      group by p.id, p.title`,
  ];
}
