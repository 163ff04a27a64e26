import { beforeAll, describe, expect, it } from 'vitest';
import {
  DASHBOARD_API,
  STRATEGY_API,
  STRATEGY_KINDS,
  STRATEGY_MSG,
  filtersParam,
  strategySelectionUrl,
  type TDashboard,
  type TStrategyDetail,
  type TStrategyKind,
  type TStrategyList,
} from '@siiicca/shared';
import { bearer, useTestApp } from '../../../test/helpers';
import { newLecturer, signIn } from '../../../test/accounts';
import { EXCEL_CELL_MAX, escapeCell } from '../../lib/excel';
import { idsOf, pdfShows, read, workbookSheets, zipNames } from '../../../test/read-back';
import { PDF, fixtureIds, saveMultipart } from './test-fixtures';
import { STRATEGY_COLUMNS } from './exports/strategies-excel';
import type { TStrategyExportRow } from './exports/strategy-rows';
import { boundsStrategy, minimalStrategy, strategyChoices, type TChoices } from './write-read-bodies';

/*
 * What the strategy routes accept, every read route can show (issue 15): drafts with nothing in
 * them, strategies of each kind with only what the save requires, and strategies with every field
 * at its bound, read back from the owner's list, the administrator's list (searched and filtered),
 * the detail, the history, the Excel, the ZIP, the PDF and the dashboard.
 */

const t = useTestApp();
let owner = '';
const choices = {} as Record<TStrategyKind, TChoices>;

beforeAll(async () => {
  owner = await signIn(t, await newLecturer(t), 'sac');
  for (const kind of STRATEGY_KINDS) choices[kind] = await strategyChoices(t.db, kind, await fixtureIds(t.db, kind));
});

const listed = async (url: string, token: string) => idsOf((await read(t, url, token)).json() as TStrategyList);

/** Every route that shows the strategy, as its owner (and, once saved, as the administrator). */
async function readEverywhere(id: number, o: { name: string; saved: boolean; files: boolean }) {
  const q = encodeURIComponent(String(id));
  expect(await listed(`${STRATEGY_API.mine}?q=${q}`, owner)).toContain(id);
  const detail = (await read(t, STRATEGY_API.one(id), owner)).json() as TStrategyDetail;
  expect(detail.name).toBe(o.name);
  await read(t, STRATEGY_API.history(id), owner);
  expect(await pdfShows((await read(t, STRATEGY_API.pdf(id), owner)).rawPayload, `Id ${id}`)).toBe(true);
  const sheets = await workbookSheets((await read(t, strategySelectionUrl(STRATEGY_API.excel, { ids: [id] }), owner)).rawPayload);
  expect(sheets.Estrategias!.map((r) => r.Id)).toEqual([id]);
  const zip = strategySelectionUrl(STRATEGY_API.attachments, { ids: [id] });
  if (o.files) expect((await zipNames((await read(t, zip, owner)).rawPayload)).some((n) => n.startsWith(`${id} - `))).toBe(true);
  else expect((await read(t, zip, owner, 404)).json().message).toBe(STRATEGY_MSG.noAttachments);
  const mine = ((await read(t, DASHBOARD_API, owner)).json() as TDashboard).mine!;
  expect(mine.strategies_by_state!.reduce((n, p) => n + p.value, 0)).toBeGreaterThan(0);
  if (!o.saved) return;

  const filters = filtersParam([{ field: 'name', operation: 'Igual', value: o.name }]);
  expect(await listed(`${STRATEGY_API.all}?filters=${encodeURIComponent(filters)}&per_page=50`, t.admin)).toContain(id);
  expect(await listed(`${STRATEGY_API.all}?q=${q}`, t.admin)).toContain(id);
  await read(t, STRATEGY_API.one(id), t.admin);
  await read(t, STRATEGY_API.pdf(id), t.admin);
  const all = await workbookSheets((await read(t, strategySelectionUrl(STRATEGY_API.excel, { all: true, scope: 'all', filters }), t.admin)).rawPayload);
  expect(all.Estrategias!.map((r) => r.Id)).toContain(id);
  const charts = ((await read(t, DASHBOARD_API, t.admin)).json() as TDashboard).charts;
  expect(charts.find((c) => c.key === 'strategies_by_kind')!.points.find((p) => p.key === detail.strategy)!.value).toBeGreaterThan(0);
}

const post = (url: string, body: unknown, method: 'POST' | 'PUT' = 'POST') => t.app.inject({ method, url, headers: bearer(owner), payload: body as never });

describe('strategy drafts', () => {
  it('a draft with nothing filled in shows everywhere its owner looks', async () => {
    const res = await post(STRATEGY_API.drafts, { step: 1, data: {} });
    expect(res.statusCode, res.body).toBe(201);
    await readEverywhere(res.json().data.id, { name: '', saved: false, files: false });
  });

  it('a draft holding odd values (a foreign kind, a name over the limit, wrong shapes) still shows', async () => {
    const data = { strategy: 'Otra cosa', name: `  ${'Ñ'.repeat(400)}`, duration: 'doce', actors: [{ type: 'Docente' }], leader: 'x', activities: 'ninguna' };
    const res = await post(STRATEGY_API.drafts, { step: 10, data });
    expect(res.statusCode, res.body).toBe(201);
    await readEverywhere(res.json().data.id, { name: 'Ñ'.repeat(250), saved: false, files: false });
  });
});

describe.each(STRATEGY_KINDS)('%s', (kind) => {
  it('saved with only what the save requires, it shows on every list, export, document and the dashboard', async () => {
    const body = minimalStrategy(kind, choices[kind]);
    const res = await saveMultipart(t, owner, body, []);
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data.id as number;
    await readEverywhere(id, { name: body.name, saved: true, files: false });
    // Unsaved edits kept on a saved strategy (the wizard's draft) do not change what it shows.
    expect((await post(STRATEGY_API.draft(id), { step: 3, data: { name: null }, version: res.json().data.version }, 'PUT')).statusCode).toBe(200);
    await readEverywhere(id, { name: body.name, saved: true, files: false });
  });

  it('saved with every field at its bound (lengths and counts), it shows everywhere too', async () => {
    const body = boundsStrategy(kind, choices[kind]);
    const res = await saveMultipart(t, owner, body, [{ field: 'approvement_letter', filename: `${'carta'.repeat(40)}.pdf`, content: PDF }]);
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data.id as number;
    await readEverywhere(id, { name: body.name, saved: true, files: true });
    const detail = (await read(t, STRATEGY_API.one(id), owner)).json() as TStrategyDetail;
    expect(detail.activities).toHaveLength(body.activities.length);
    expect(detail.actors).toHaveLength(body.actors.length);
    // 300 actors and 200 long activities make a PDF of many pages: slower than the default allows on a busy machine.
  }, 120_000);
});

describe('the Excel of a strategy naming as many rows as the save takes', () => {
  it('keeps every cell within what Excel opens (500 programs of long names are cut, not a damaged file)', () => {
    const names = Array.from({ length: 500 }, (_, n) => `Programa de Especialización en Gerencia de Proyectos de Ingeniería ${n}`);
    const row = { divisions: names, faculties: names, programs: names, subjects: names, investigation_lines: names, action_fields: names } as TStrategyExportRow;
    const lists = STRATEGY_COLUMNS.filter((c) => ['Divisiones', 'Facultades', 'Programas', 'Asignaturas', 'Líneas de Investigación', 'Campos de Acción'].includes(c.header));
    expect(lists).toHaveLength(6);
    for (const c of lists) {
      // Every cell of a workbook passes escapeCell on its way into the file.
      const cell = escapeCell(c.value(row)) as string;
      expect(cell.length).toBeLessThanOrEqual(EXCEL_CELL_MAX);
      expect(cell.endsWith('…')).toBe(true);
      expect(cell.startsWith(names[0]!)).toBe(true);
    }
  });
});
