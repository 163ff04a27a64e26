import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { EXECUTION_API, type TExecutionView } from '@siiicca/shared';
import { queryRows } from '../../db/query-rows';
import { bearer, useTestApp } from '../../../test/helpers';
import { seedExecutionDemo } from './demo-seed';

const t = useTestApp();

type TRow = { id: number; title: string; state: string; in_arrears: boolean; pending_extension: boolean; approved_total: number; next_due: string | null };

describe('the execution demo', () => {
  it('has docente’s projects in execution at every point so far: on time, En mora, an extension waiting, Suspendido; the approved one waits for its start', async () => {
    const list = await t.app.inject({ url: `${EXECUTION_API.list}?per_page=100`, headers: bearer(t.admin) });
    expect(list.statusCode, list.body).toBe(200);
    const rows = (list.json() as { data: TRow[] }).data;
    expect(rows.map((r) => r.state).sort()).toEqual(['En ejecución', 'En ejecución', 'En ejecución', 'Suspendido']);
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
    expect(mine.data.filter((r) => r.state !== 'Aprobado')).toHaveLength(4);
    const late = rows.find((r) => r.in_arrears)!;
    const view = (await t.app.inject({ url: EXECUTION_API.one(late.id), headers: bearer(t.docente) })).json() as TExecutionView;
    expect(view.budget.length).toBe(3);
    expect(view.schedule.some((r) => r.overdue)).toBe(true);

    // Once: a second run writes nothing.
    await seedExecutionDemo(t.db, null);
    const [n] = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from project_executions`);
    expect(n!.n).toBe(4);
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
