import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD_API, EXECUTION_API, EXECUTION_STATES, executionViewPath, todayInBogota, type TDashboard } from '@siiicca/shared';
import { queryRows } from '../../db/query-rows';
import { bearer, useTestApp } from '../../../test/helpers';
import { lecturerOf } from '../projects/test-fixtures';
import { approvedProject, newCall, postWithVersion, startProject } from '../execution/test-fixtures';

/*
 * The execution stage's part of the dashboard (issue 42): the office's figures, compared before and
 * after this file's own projects, and a lecturer's attention list, which never shows another's.
 */

const t = useTestApp();

const dashboard = async (token: string): Promise<TDashboard> => {
  const res = await t.app.inject({ url: DASHBOARD_API, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

/** 'YYYY-MM-DD' `days` after today in Bogotá. */
const inDays = (days: number) => {
  const d = new Date(`${todayInBogota()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** Report `number` of project `id` due `days` from today (its period ending that day), in `state`. */
async function reportDue(id: number, number: number, days: number, state = 'Pendiente') {
  const due = inDays(days);
  const [row] = await queryRows<{ id: number }>(
    t.db,
    sql`update execution_reports set period_from = ${due}::date - 30, period_to = ${due}::date, due_date = ${due}::date, state = ${state}
      where project_id = ${id} and number = ${number} returning id`,
  );
  return row!.id;
}

/** The report declares `executed` pesos on the project's Personal line. */
async function declare(reportId: number, projectId: number, executed: number) {
  await t.db.execute(sql`insert into execution_report_budget (report_id, budget_line_id, executed)
    select ${reportId}, l.id, ${executed} from project_budget_lines l join budget_items i on i.id = l.budget_item_id
    where l.project_id = ${projectId} and i.name = 'Personal'`);
}

type TFigures = NonNullable<TDashboard['execution']>;
const byState = (f: TFigures, state: string) => f.projects_by_state.find((p) => p.key === state)!.value;

let a: Awaited<ReturnType<typeof lecturerOf>>;
let b: Awaited<ReturnType<typeof lecturerOf>>;
let call: { id: number; name: string };
let before: TFigures;
const p: Record<'dueSoon' | 'overdue' | 'arrears' | 'suspended' | 'others', number> = { dueSoon: 0, overdue: 0, arrears: 0, suspended: 0, others: 0 };

beforeAll(async () => {
  a = await lecturerOf(t);
  b = await lecturerOf(t);
  call = await newCall(t.db);
  before = (await dashboard(t.admin)).execution!;
  // Four projects of lecturer a and one of b, each started today (15,000,000 approved: its reports are due months away).
  for (const key of ['dueSoon', 'overdue', 'arrears', 'suspended'] as const) p[key] = (await approvedProject(t.db, { callId: call.id, ownerId: a.id })).id;
  p.others = (await approvedProject(t.db, { callId: call.id, ownerId: b.id })).id;
  for (const id of Object.values(p)) expect((await startProject(t, t.admin, id, todayInBogota())).statusCode).toBe(200);
  expect((await postWithVersion(t, t.admin, EXECUTION_API.suspend(p.suspended), p.suspended, { reason: 'Suspensión del tablero' })).statusCode).toBe(200);
  await reportDue(p.dueSoon, 1, 10);
  await reportDue(p.overdue, 1, -5, 'Borrador');
  await reportDue(p.arrears, 1, -40, 'Con observaciones');
  await reportDue(p.suspended, 1, -40);
  await reportDue(p.others, 1, 3);
  // b's second report accepted with 3,000,000 executed; a's sent one (not accepted) counts for nothing.
  await declare(await reportDue(p.others, 2, -1, 'Aceptado'), p.others, 3_000_000);
  await declare(await reportDue(p.dueSoon, 2, -1, 'Enviado'), p.dueSoon, 1_000_000);
});

describe('GET /api/dashboard: the execution stage', () => {
  it('gives the office the projects by execution state, En mora, the reports due and overdue, and the budget by call', async () => {
    const after = (await dashboard(t.admin)).execution!;
    expect(after.projects_by_state.map((s) => s.key)).toEqual([...EXECUTION_STATES]);
    expect(byState(after, 'En ejecución') - byState(before, 'En ejecución')).toBe(4);
    expect(byState(after, 'Suspendido') - byState(before, 'Suspendido')).toBe(1);
    // En mora: the running projects owing a report more than 30 days late, Suspendido too.
    expect(after.in_arrears - before.in_arrears).toBe(2);
    // Due within 30 days (10 and 3 days) and overdue (5 and 40 days), of projects En ejecución only.
    expect(after.reports_due - before.reports_due).toBe(2);
    expect(after.reports_overdue - before.reports_overdue).toBe(2);
    expect(after.budget_by_call.find((c) => c.key === String(call.id))).toEqual({ key: String(call.id), label: call.name, approved: 75_000_000, executed: 3_000_000, percent: 4 });
  });

  it('keeps every figure equal to the records themselves', async () => {
    const f = (await dashboard(t.admin)).execution!;
    const [live] = await queryRows<{ arrears: number; due: number; overdue: number }>(
      t.db,
      sql`select
        (select count(*)::int from projects p where p.state in ('En ejecución', 'Suspendido') and exists (select 1 from execution_reports r
          where r.project_id = p.id and r.state in ('Pendiente', 'Borrador', 'Con observaciones') and r.due_date < ${todayInBogota()}::date - 30)) as arrears,
        (select count(*)::int from execution_reports r join projects p on p.id = r.project_id where p.state = 'En ejecución'
          and r.state in ('Pendiente', 'Borrador', 'Con observaciones') and r.due_date between ${todayInBogota()}::date and ${todayInBogota()}::date + 30) as due,
        (select count(*)::int from execution_reports r join projects p on p.id = r.project_id where p.state = 'En ejecución'
          and r.state in ('Pendiente', 'Borrador', 'Con observaciones') and r.due_date < ${todayInBogota()}::date) as overdue`,
    );
    expect({ arrears: f.in_arrears, due: f.reports_due, overdue: f.reports_overdue }).toEqual(live);
    const states = await queryRows<{ state: string; n: number }>(t.db, sql`select state, count(*)::int as n from projects group by state`);
    for (const s of f.projects_by_state) expect(s.value, s.key).toBe(states.find((x) => x.state === s.key)?.n ?? 0);
  });

  it('takes a project closed for non-compliance out of En mora', async () => {
    const res = await postWithVersion(t, t.admin, EXECUTION_API.closeForNonCompliance(p.suspended), p.suspended, { reason: 'Informe vencido más de 90 días' });
    expect(res.statusCode, res.body).toBe(200);
    const after = (await dashboard(t.admin)).execution!;
    expect(after.in_arrears - before.in_arrears).toBe(1);
    expect(byState(after, 'Cerrado por incumplimiento') - byState(before, 'Cerrado por incumplimiento')).toBe(1);
    expect(byState(after, 'Suspendido') - byState(before, 'Suspendido')).toBe(0);
  });

  it("gives a lecturer their own reports due and overdue and projects En mora, never another's, and no office figures", async () => {
    const mine = await dashboard(a.token);
    expect(mine.execution).toBeNull();
    const items = mine.mine!.attention.filter((i) => ['report_due', 'report_overdue', 'project_arrears'].includes(i.kind));
    expect(items.map((i) => [i.kind, i.ruta, i.date]).sort()).toEqual(
      [
        ['report_due', executionViewPath(p.dueSoon), inDays(10)],
        ['report_overdue', executionViewPath(p.overdue), inDays(-5)],
        ['report_overdue', executionViewPath(p.arrears), inDays(-40)],
        ['project_arrears', executionViewPath(p.arrears), inDays(-40)],
      ].sort(),
    );
    expect(items.find((i) => i.kind === 'project_arrears')!.label).toMatch(/^Proyecto en mora: /);
    expect(items.find((i) => i.ruta === executionViewPath(p.dueSoon))!.label).toMatch(/^Informe de avance por entregar: /);

    const theirs = await dashboard(b.token);
    expect(theirs.execution).toBeNull();
    expect(theirs.mine!.attention.filter((i) => i.ruta.startsWith(executionViewPath(0).slice(0, -1))).map((i) => [i.kind, i.ruta])).toEqual([
      ['report_due', executionViewPath(p.others)],
    ]);
    expect((await dashboard(t.docente)).execution).toBeNull();
  });

  it('keeps the budget counters equal to the records through starts, acceptances, edits, moves and deletions', async () => {
    type TRow = { announcement_id: number; approved: string; executed: string };
    const counters = () => queryRows<TRow>(t.db, sql`select announcement_id, approved::text, executed::text from execution_budget_counts
      where approved <> 0 or executed <> 0 order by 1`);
    const live = () => queryRows<TRow>(t.db, sql`select announcement_id, sum(approved)::text as approved, sum(executed)::text as executed from (
        select p.announcement_id, e.approved_total as approved, 0::bigint as executed from project_executions e join projects p on p.id = e.project_id
        union all
        select p.announcement_id, 0, b.executed from execution_report_budget b join execution_reports r on r.id = b.report_id and r.state = 'Aceptado'
          join projects p on p.id = r.project_id) x group by 1 having sum(approved) <> 0 or sum(executed) <> 0 order by 1`);
    const same = async (step: string) => expect(await counters(), step).toEqual(await live());
    await same('after the starts and the acceptance');
    const [accepted] = await queryRows<{ id: number }>(t.db, sql`select id from execution_reports where project_id = ${p.others} and number = 2`);
    await t.db.execute(sql`update execution_report_budget set executed = executed + 500 where report_id = ${accepted!.id}`);
    await same('an accepted report\'s amount changed');
    await t.db.execute(sql`update execution_reports set state = 'Con observaciones' where id = ${accepted!.id}`);
    await same('returned');
    await t.db.execute(sql`update execution_reports set state = 'Aceptado' where id in (${accepted!.id}, (select id from execution_reports where project_id = ${p.dueSoon} and number = 2))`);
    await same('two accepted in one statement');
    await t.db.execute(sql`update project_executions set approved_total = approved_total + 1000 where project_id in (${p.dueSoon}, ${p.others})`);
    await same('approved totals changed');
    const other = await newCall(t.db);
    await t.db.execute(sql`update projects set announcement_id = ${other.id} where id = ${p.overdue} or id = ${p.dueSoon}`);
    await same('two projects moved to another call');
    await t.db.execute(sql`delete from project_budget_lines where project_id = ${p.dueSoon} and id = (select min(id) from project_budget_lines where project_id = ${p.dueSoon})`);
    await same('a budget line deleted (its executed rows with it)');
    await t.db.execute(sql`delete from execution_reports where id = ${accepted!.id}`);
    await same('an accepted report deleted');
    // A started project with an accepted report, deleted whole (everything of it cascades). Written
    // straight into the tables: a project started through the routes has an append-only history.
    const [gone] = await queryRows<{ id: number }>(t.db, sql`insert into projects (user_id, announcement_id, title, state, sent_at)
      values (${b.id}, ${call.id}, 'Proyecto que se borra', 'En ejecución', now()) returning id`);
    await t.db.execute(sql`insert into project_executions (project_id, start_date, duration_months, planned_end, end_date, approved_total)
      values (${gone!.id}, '2026-01-01', 12, '2026-12-31', '2026-12-31', 7000000)`);
    await t.db.execute(sql`insert into project_budget_lines (project_id, budget_item_id, funding_source_id, approved)
      values (${gone!.id}, (select id from budget_items where name = 'Personal'), (select min(id) from funding_sources), 7000000)`);
    const [report] = await queryRows<{ id: number }>(t.db, sql`insert into execution_reports (project_id, number, kind, period_from, period_to, due_date, state)
      values (${gone!.id}, 1, 'Avance', '2026-01-01', '2026-06-30', '2026-07-15', 'Aceptado') returning id`);
    await declare(report!.id, gone!.id, 2_000_000);
    await same('another start');
    await t.db.execute(sql`delete from projects where id = ${gone!.id}`);
    await same('a started project deleted');
    const f = (await dashboard(t.admin)).execution!;
    const rows = await live();
    for (const r of rows) {
      const shown = f.budget_by_call.find((c) => c.key === String(r.announcement_id))!;
      expect([shown.approved, shown.executed]).toEqual([Number(r.approved), Number(r.executed)]);
    }
  });
});
