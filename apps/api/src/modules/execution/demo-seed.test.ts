import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CLOSURE_API, CLOSURE_MSG, EXECUTION_API, todayInBogota, type TExecutionView } from '@siiicca/shared';
import { queryRows } from '../../db/query-rows';
import { bearer, loginAs, useTestApp } from '../../../test/helpers';
import { seedExecutionDemo } from './demo-seed';

const t = useTestApp();

type TRow = { id: number; title: string; state: string; in_arrears: boolean; pending_extension: boolean; approved_total: number; next_due: string | null };

describe('the execution demo', () => {
  it('has projects in execution at every point: on time, En mora, an extension waiting, Suspendido, Finalizado, Cerrado por incumplimiento (not En mora: it owes nothing more); the approved one waits for its start', async () => {
    const list = await t.app.inject({ url: `${EXECUTION_API.list}?per_page=100`, headers: bearer(t.admin) });
    expect(list.statusCode, list.body).toBe(200);
    const rows = (list.json() as { data: TRow[] }).data;
    expect(rows.map((r) => r.state).sort()).toEqual(['Cerrado por incumplimiento', 'En ejecución', 'En ejecución', 'En ejecución', 'Finalizado', 'Suspendido']);
    expect(rows.filter((r) => r.in_arrears).map((r) => r.title)).toEqual(['Inteligencia artificial para el diagnóstico temprano de la roya del café']);
    expect(rows.filter((r) => r.pending_extension).map((r) => r.title)).toEqual(['Memoria histórica y conflicto armado en los Montes de María']);
    for (const r of rows) expect(r.approved_total).toBeGreaterThan(20_000_000);

    // Each went through the stage's moves: its history ends Aprobado → En ejecución (→ Suspendido).
    const paths = await queryRows<{ state: string; path: string[] }>(
      t.db,
      sql`select p.state, array_agg(t.to_state order by t.id) as path from projects p join project_transitions t on t.project_id = p.id
        where p.id in (select project_id from project_executions) group by p.id, p.state`,
    );
    for (const p of paths) expect(p.path.slice(0, 4)).toEqual(['Enviado', 'En evaluación', 'Aprobado', 'En ejecución']);
    const [waiting] = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from projects where state = 'Aprobado'`);
    expect(waiting!.n).toBeGreaterThanOrEqual(1);

    // The owner reads them, with their schedule and budget.
    const mine = (await t.app.inject({ url: EXECUTION_API.mine, headers: bearer(t.docente) })).json() as { data: { id: number; state: string }[] };
    expect(mine.data.filter((r) => r.state !== 'Aprobado')).toHaveLength(5);
    const late = rows.find((r) => r.in_arrears)!;
    const view = (await t.app.inject({ url: EXECUTION_API.one(late.id), headers: bearer(t.docente) })).json() as TExecutionView;
    expect(view.budget.length).toBe(3);
    expect(view.schedule.some((r) => r.overdue)).toBe(true);

    // Once: a second run writes nothing.
    await seedExecutionDemo(t.db, null);
    const [n] = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from project_executions`);
    expect(n!.n).toBe(6);
  });

  it('has a progress report Con observaciones, and docente2’s project Finalizado with its acta and paz y salvo (docente, En mora, has none)', async () => {
    const [returned] = await queryRows<{ title: string }>(
      t.db,
      sql`select p.title from execution_reports r join projects p on p.id = r.project_id where r.state = 'Con observaciones'`,
    );
    expect(returned?.title).toBe('Memoria histórica y conflicto armado en los Montes de María');
    const docente2 = await loginAs(t, 'docente2');
    const [done] = await queryRows<{ id: number; owner: string; number: number }>(
      t.db,
      sql`select p.id, u.username as owner, c.number from projects p join users u on u.id = p.user_id join project_closures c on c.project_id = p.id where p.state = 'Finalizado'`,
    );
    expect(done).toMatchObject({ owner: 'docente2' });
    const view = (await t.app.inject({ url: EXECUTION_API.one(done!.id), headers: bearer(docente2) })).json() as TExecutionView;
    expect(view.schedule.every((r) => r.state === 'Aceptado')).toBe(true);
    expect(view.history.at(-1)).toMatchObject({ from: 'En ejecución', to: 'Finalizado' });
    expect(view.closure?.number).toMatch(/^No\. \d+ de \d{4}$/);
    const acta = await t.app.inject({ url: CLOSURE_API.acta(done!.id), headers: bearer(docente2) });
    expect(acta.statusCode, acta.body).toBe(200);
    expect((await t.app.inject({ url: CLOSURE_API.clearance, headers: bearer(docente2) })).statusCode).toBe(200);
    const refused = await t.app.inject({ url: CLOSURE_API.clearance, headers: bearer(t.docente) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/En mora/);
    expect(refused.json().message).not.toBe(CLOSURE_MSG.clearanceFailed);
    // The demo's reviews mailed nobody.
    const [mails] = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from mail_outbox where kind = 'execution_report_review'`);
    expect(mails!.n).toBe(0);
  });
});

describe('the execution demo’s dates', () => {
  it('dates every move, report and extension when it plausibly happened, not at the seeding time', async () => {
    const bogota = (column: string) => sql.raw(`(${column} at time zone 'America/Bogota')::date::text`);
    const today = todayInBogota();
    // The start's line on the acta de inicio's day; the suspension's on the day resuming counts from.
    const moves = await queryRows<{ to: string; on: string; start: string; suspended: string | null }>(
      t.db,
      sql`select t.to_state as "to", ${bogota('t.created_at')} as "on", e.start_date::text as start, e.suspended_since::text as suspended
        from project_transitions t join project_executions e on e.project_id = t.project_id
        where t.to_state in ('En ejecución', 'Suspendido', 'Finalizado', 'Cerrado por incumplimiento')`,
    );
    expect(moves.map((m) => m.to).sort()).toEqual(['Cerrado por incumplimiento', 'En ejecución', 'En ejecución', 'En ejecución', 'En ejecución', 'En ejecución', 'En ejecución', 'Finalizado', 'Suspendido']);
    for (const m of moves) {
      expect(m.on < today, `${m.to} on ${m.on}`).toBe(true);
      if (m.to === 'En ejecución') expect(m.on).toBe(m.start);
      if (m.to === 'Suspendido') expect(m.on).toBe(m.suspended);
      if (m.to !== 'En ejecución') expect(m.on > m.start).toBe(true);
    }
    // Reports sent before they were reviewed, both in the past; the acta dated with its closure; the extension asked days ago.
    const reports = await queryRows<{ sent: string; reviewed: string }>(
      t.db,
      sql`select ${bogota('submitted_at')} as sent, ${bogota('reviewed_at')} as reviewed from execution_reports where submitted_at is not null`,
    );
    expect(reports.length).toBeGreaterThanOrEqual(3);
    for (const r of reports) expect(r.sent < r.reviewed && r.reviewed < today, JSON.stringify(r)).toBe(true);
    const [acta] = await queryRows<{ closed: string; at: string; finished: string }>(
      t.db,
      sql`select c.closed_on::text as closed, ${bogota('c.closed_at')} as at, ${bogota('t.created_at')} as finished
        from project_closures c join project_transitions t on t.project_id = c.project_id and t.to_state = 'Finalizado'`,
    );
    expect(acta!.closed).toBe(acta!.finished);
    expect(acta!.at).toBe(acta!.closed);
    const [asked] = await queryRows<{ on: string }>(t.db, sql`select ${bogota('requested_at')} as "on" from project_extensions where state = 'Pendiente'`);
    expect(asked!.on < today).toBe(true);
  });
});

describe('the execution demo on a database whose call was changed since', () => {
  it('is left out whole, without stopping the start, where the call’s settings refuse its starts', async () => {
    await t.db.execute(sql`delete from project_budget_lines`);
    await t.db.execute(sql`delete from execution_reports`);
    await t.db.execute(sql`delete from project_extensions`);
    await t.db.execute(sql`delete from project_executions`);
    const [before] = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from projects`);
    const [call] = await queryRows<{ id: number }>(t.db, sql`select p.announcement_id as id from projects p join users u on u.id = p.user_id where u.username = 'docente' and p.state = 'Aprobado' order by p.id limit 1`);
    await t.db.execute(sql`insert into call_execution_settings (announcement_id, budget_max) values (${call!.id}, 1000000)
      on conflict (announcement_id) do update set budget_max = 1000000`);
    await expect(seedExecutionDemo(t.db, null)).resolves.toBeUndefined();
    const [after] = await queryRows<{ n: number; started: number }>(t.db, sql`select count(*)::int as n, (select count(*)::int from project_executions) as started from projects`);
    expect(after).toEqual({ n: before!.n, started: 0 });
  });
});
