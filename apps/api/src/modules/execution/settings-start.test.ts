import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  addDays,
  EXECUTION_API,
  EXECUTION_MSG,
  MSG,
  plannedEnd,
  reportSchedule,
  todayInBogota,
  type TCallExecutionSettings,
  type TExecutionView,
  type TStartContext,
} from '@siiicca/shared';
import { budgetItems, projects } from '../../db/schema';
import { queryRows } from '../../db/query-rows';
import { bearer, loginAs, useTestApp } from '../../../test/helpers';
import { approvedProject, budgetCatalogues, newCall, postWithVersion, startBody, userIdOf, viewOf } from './test-fixtures';

const t = useTestApp();
let docente2: string;
let callId: number;
let ownerId: number;
const today = todayInBogota();

beforeAll(async () => {
  docente2 = await loginAs(t, 'docente2');
  callId = (await newCall(t.db)).id;
  ownerId = await userIdOf(t.db, 'docente');
});

const settingsUrl = () => EXECUTION_API.callSettings(callId);
const get = (url: string, token = t.admin) => t.app.inject({ url, headers: bearer(token) });
const put = (url: string, payload: Record<string, unknown>, token = t.admin) => t.app.inject({ method: 'PUT', url, headers: bearer(token), payload });
const SETTINGS = { duration_months: 24, report_every_months: 6, final_report_days: 60, budget_max: 20_000_000, extensions_allowed: 1, clean_record_years: 0 };

/** What a project's execution rows are, straight from the tables (a refused write leaves none). */
async function storedOf(id: number) {
  const [row] = await queryRows<{ state: string; executions: number; lines: number; reports: number; transitions: number }>(
    t.db,
    sql`select p.state, (select count(*)::int from project_executions where project_id = p.id) as executions,
      (select count(*)::int from project_budget_lines where project_id = p.id) as lines,
      (select count(*)::int from execution_reports where project_id = p.id) as reports,
      (select count(*)::int from project_transitions where project_id = p.id) as transitions
    from projects p where p.id = ${id}`,
  );
  return row!;
}

describe("a call's execution settings", () => {
  it('answers the defaults before any save, then saves with the version read: 428 without it, 409 with an older one', async () => {
    const first = (await get(settingsUrl())).json() as TCallExecutionSettings;
    expect(first).toMatchObject({ defined: false, duration_months: 12, report_every_months: 6, final_report_days: 60, budget_max: null, extensions_allowed: 1, clean_record_years: 0 });
    expect((await get(settingsUrl(), t.docente)).statusCode).toBe(403);
    expect((await get(EXECUTION_API.callSettings(999_999))).statusCode).toBe(404);

    const missing = await put(settingsUrl(), SETTINGS);
    expect(missing.statusCode).toBe(428);
    expect(missing.json().message).toBe(MSG.versionRequired);
    const saved = await put(settingsUrl(), { ...SETTINGS, version: first.version });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ message: EXECUTION_MSG.settingsSaved, data: { ...SETTINGS, defined: true } });
    const stale = await put(settingsUrl(), { ...SETTINGS, duration_months: 6, version: first.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(EXECUTION_MSG.stale);
    expect(((await get(settingsUrl())).json() as TCallExecutionSettings).duration_months).toBe(24);
    // The same figures saved again still give another version.
    const again = await put(settingsUrl(), { ...SETTINGS, version: saved.json().data.version });
    expect(again.json().data.version).not.toBe(saved.json().data.version);
  });

  it('refuses values out of bounds with the field’s Spanish message, nothing saved', async () => {
    const { version } = (await get(settingsUrl())).json() as TCallExecutionSettings;
    for (const [field, value, message] of [
      ['duration_months', 121, 'Máximo 120 meses'],
      ['duration_months', 0, MSG.minValue(1)],
      ['report_every_months', 1.5, MSG.wholeNumber],
      ['final_report_days', 366, MSG.maxValue(365)],
      ['budget_max', 12.5, EXECUTION_MSG.amountInvalid],
      ['budget_max', -1, MSG.minValue(0)],
      ['extensions_allowed', 11, MSG.maxValue(10)],
      ['clean_record_years', 'dos', MSG.required],
    ] as const) {
      const res = await put(settingsUrl(), { ...SETTINGS, [field]: value, version });
      expect(res.statusCode, `${field}=${value}`).toBe(400);
      expect(res.json().errors?.[field], `${field}=${value}`).toEqual([message]);
    }
    expect(((await get(settingsUrl())).json() as TCallExecutionSettings).version).toBe(version);
  });
});

describe('the start of an approved project', () => {
  it('answers the start dialog: the call’s settings, the approval’s day, the active catalogues; 409 once started', async () => {
    const p = await approvedProject(t.db, { callId, ownerId });
    const ctx = (await get(EXECUTION_API.startContext(p.id))).json() as TStartContext;
    expect(ctx.settings).toMatchObject({ duration_months: 24, budget_max: 20_000_000 });
    expect(ctx.approved_on).toBe(today);
    expect(ctx.budget_items.map((i) => i.name)).toEqual(expect.arrayContaining(['Personal', 'Equipos', 'Publicaciones']));
    expect(ctx.funding_sources.map((s) => s.name)).toEqual(expect.arrayContaining(['Institución', 'Contrapartida', 'Externa']));
    expect(ctx.project.version).toBe((await viewOf(t, t.admin, p.id)).version);
    expect((await get(EXECUTION_API.startContext(p.id), t.docente)).statusCode).toBe(403);
  });

  it('registers the start: the execution, the budget, the schedule and the history line, in the view', async () => {
    const p = await approvedProject(t.db, { callId, ownerId });
    const res = await postWithVersion(t, t.admin, EXECUTION_API.start(p.id), p.id, await startBody(t.db, today, { duration_months: 18 }));
    expect(res.statusCode, res.body).toBe(200);
    const { message, data } = res.json() as { message: string; data: TExecutionView };
    expect(message).toBe(EXECUTION_MSG.started);
    const end = plannedEnd(today, 18);
    expect(data.project.state).toBe('En ejecución');
    expect(data.execution).toMatchObject({ start_date: today, duration_months: 18, planned_end: end, end_date: end, suspended_since: null, approved_total: 15_000_000, executed_total: 0, executed_percent: 0, in_arrears: false });
    expect(data.budget.map((l) => [l.budget_item.name, l.funding_source.name, l.approved, l.executed])).toEqual([
      ['Equipos', 'Contrapartida', 5_000_000, 0],
      ['Personal', 'Institución', 10_000_000, 0],
    ]);
    const expected = reportSchedule(today, end, 6, 60);
    expect(expected.map((r) => r.kind)).toEqual(['Avance', 'Avance', 'Final']);
    expect(data.schedule.map(({ number, kind, period_from, period_to, due_date }) => ({ number, kind, period_from, period_to, due_date }))).toEqual(expected);
    expect(data.schedule.every((r) => r.state === 'Pendiente' && r.round === 1 && !r.overdue)).toBe(true);
    expect(data.history.at(-1)).toMatchObject({ from: 'Aprobado', to: 'En ejecución', reason: `Acta de inicio del ${today.slice(8, 10)}/${today.slice(5, 7)}/${today.slice(0, 4)}`, user: 'Administrador del Sistema' });
    expect(data.can).toMatchObject({ start: false, suspend: true, close: true, resume: false });

    const again = await postWithVersion(t, t.admin, EXECUTION_API.start(p.id), p.id, await startBody(t.db, today));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(EXECUTION_MSG.moveRefused('En ejecución'));
    expect((await get(EXECUTION_API.startContext(p.id))).statusCode).toBe(409);
  });

  it('refuses what breaks the call’s rules or the catalogues with the message on the field, and writes nothing', async () => {
    const p = await approvedProject(t.db, { callId, ownerId });
    const before = await storedOf(p.id);
    const { item, source } = await budgetCatalogues(t.db);
    const [inactive] = await t.db.insert(budgetItems).values({ name: `Rubro inactivo ${p.id}`, active: false }).returning({ id: budgetItems.id });
    const line = (itemId: number, sourceId: number, amount: number) => ({ budget_item_id: itemId, funding_source_id: sourceId, amount });
    const cases: [string, Record<string, unknown>, string, string][] = [
      ['duration over the call’s maximum', { duration_months: 25 }, 'duration_months', EXECUTION_MSG.durationOverMax(24)],
      ['budget over the call’s maximum', { budget: [line(item('Personal'), source('Institución'), 15_000_000), line(item('Software'), source('Externa'), 5_000_001)] }, 'budget', EXECUTION_MSG.budgetTotalOverMax(20_000_001, 20_000_000)],
      ['the same item and source twice', { budget: [line(item('Personal'), source('Externa'), 1), line(item('Personal'), source('Externa'), 2)] }, 'budget.1.funding_source_id', EXECUTION_MSG.budgetDuplicate],
      ['an inactive item', { budget: [line(inactive!.id, source('Externa'), 1)] }, 'budget.0.budget_item_id', EXECUTION_MSG.budgetItemInactive],
      ['a source that does not exist', { budget: [line(item('Software'), 999_999, 1)] }, 'budget.0.funding_source_id', EXECUTION_MSG.fundingSourceInactive],
      ['a start before the approval', { start_date: addDays(today, -1) }, 'start_date', EXECUTION_MSG.startBeforeApproval(today)],
      ['no budget', { budget: [] }, 'budget', EXECUTION_MSG.budgetEmpty],
      ['pesos with decimals', { budget: [line(item('Software'), source('Externa'), 10.5)] }, 'budget.0.amount', EXECUTION_MSG.amountInvalid],
      ['a date that is none', { start_date: '2026-02-30' }, 'start_date', 'Fecha inválida'],
    ];
    for (const [what, over, field, message] of cases) {
      const res = await postWithVersion(t, t.admin, EXECUTION_API.start(p.id), p.id, await startBody(t.db, today, over));
      expect(res.statusCode, what).toBe(400);
      expect(res.json().errors?.[field], `${what}: ${res.body}`).toEqual([message]);
    }
    const stale = await t.app.inject({ method: 'POST', url: EXECUTION_API.start(p.id), headers: bearer(t.admin), payload: { ...(await startBody(t.db, today)), version: 'otra' } });
    expect(stale.statusCode).toBe(409);
    expect(await storedOf(p.id)).toEqual(before);
    expect(before).toMatchObject({ state: 'Aprobado', executions: 0, lines: 0, reports: 0 });
  });

  it('is the office’s: a lecturer is refused (403), a project not approved is not found (404), bad input is a Spanish 400', async () => {
    const p = await approvedProject(t.db, { callId, ownerId });
    const body = { ...(await startBody(t.db, today)), version: (await viewOf(t, t.admin, p.id)).version };
    expect((await t.app.inject({ method: 'POST', url: EXECUTION_API.start(p.id), headers: bearer(docente2), payload: body })).statusCode).toBe(403);
    await t.db.update(projects).set({ state: 'En evaluación' }).where(eq(projects.id, p.id));
    const notApproved = await t.app.inject({ method: 'POST', url: EXECUTION_API.start(p.id), headers: bearer(t.admin), payload: body });
    expect(notApproved.statusCode).toBe(404);
    expect(notApproved.json().message).toBe(EXECUTION_MSG.projectNotFound);
    for (const payload of [{}, { version: 'x', start_date: 5, duration_months: 'doce', budget: 'mucho' }, { ...body, budget: Array.from({ length: 61 }, () => body.budget[0]) }]) {
      const res = await t.app.inject({ method: 'POST', url: EXECUTION_API.start(p.id), headers: bearer(t.admin), payload });
      expect([400, 428], res.body).toContain(res.statusCode);
      expect(res.json().message).toMatch(/[a-záéíóúñ]/i);
    }
    expect((await t.app.inject({ method: 'POST', url: EXECUTION_API.start(0), headers: bearer(t.admin), payload: body })).statusCode).toBe(400);
  });
});
