import { describe, expect, it } from 'vitest';
import { BUDGET_ITEMS, FUNDING_SOURCES, INVESTIGATION_GROUPS, INVESTIGATION_LINES, PROGRAMS, RESEARCH_HOTBEDS, type TCatalogueDef } from '@siiicca/shared';
import { EXCEL_CELL_MAX, escapeCell, excelFileName } from '../../lib/excel';
import { useTestApp } from '../../../test/helpers';
import { call, readSheet } from './test-fixtures';

const t = useTestApp();

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const exportOf = (def: TCatalogueDef, query = '') => call(t, 'GET', `${def.exportApi}${query}`, t.admin);
const totalOf = async (def: TCatalogueDef, query = '') => (await call(t, 'GET', `${def.api}?per_page=1${query}`, t.admin)).json().meta.total as number;

describe.each([INVESTIGATION_LINES, INVESTIGATION_GROUPS, RESEARCH_HOTBEDS, PROGRAMS].map((d) => [d.exportApi, d] as const))('%s', (_path, def) => {
  it('downloads an .xlsx named after the catalogue and the day, with the Spanish header and every row', async () => {
    const res = await exportOf(def);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX);
    expect(res.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="${def.exportFile}_\\d{4}-\\d{2}-\\d{2}\\.xlsx"$`));
    const sheet = await readSheet(res.rawPayload);
    expect(sheet.rows[0]).toEqual((def.exportColumns ?? def.columns).map((c) => c.header));
    const total = await totalOf(def);
    expect(total).toBeGreaterThan(3);
    expect(sheet.rows).toHaveLength(total + 1); // every row, not the first page of 10
  });

  it('exports exactly what the search selects', async () => {
    const q = def === PROGRAMS ? 'ingenier' : def === INVESTIGATION_LINES ? 'desarrollo' : 'bogota';
    const sheet = await readSheet((await exportOf(def, `?q=${q}`)).rawPayload);
    const total = await totalOf(def, `&q=${q}`);
    expect(total).toBeGreaterThan(0);
    expect(sheet.rows).toHaveLength(total + 1);
  });

  it('is refused to anonymous visitors and lecturers', async () => {
    expect((await call(t, 'GET', def.exportApi!)).statusCode).toBe(401);
    expect((await call(t, 'GET', def.exportApi!, t.docente)).statusCode).toBe(403);
  });
});

// The budget's catalogues (issue 42) hold only what the office writes: the test writes its own rows.
describe.each([BUDGET_ITEMS, FUNDING_SOURCES].map((d) => [d.exportApi, d] as const))('%s', (_path, def) => {
  it('downloads the rows the search selects, in the order asked, named after the catalogue and the day', async () => {
    for (const name of ['Exportable Beta', 'Exportable Alfa', 'Exportable Gama']) {
      expect((await call(t, 'POST', def.api, t.admin, { name, active: name !== 'Exportable Gama' })).statusCode).toBe(201);
    }
    const res = await exportOf(def, '?q=exportable&sort=name');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX);
    expect(res.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="${def.exportFile}_\\d{4}-\\d{2}-\\d{2}\\.xlsx"$`));
    const sheet = await readSheet(res.rawPayload);
    expect(sheet.name).toBe(def.title);
    expect(sheet.rows.map((r) => r.slice(1))).toEqual([
      ['Nombre', 'Estado'],
      ['Exportable Alfa', 'Activo'],
      ['Exportable Beta', 'Activo'],
      ['Exportable Gama', 'Inactivo'],
    ]);
    expect((await call(t, 'GET', def.exportApi!, t.docente)).statusCode).toBe(403);
  });
});

describe('cell contents', () => {
  it('escapes text that a spreadsheet would run as a formula', async () => {
    for (const prefix of ['=', '+', '-', '@']) {
      const res = await call(t, 'POST', INVESTIGATION_LINES.api, t.admin, { name: `${prefix}HYPERLINK("http://x") fórmula peligrosa` });
      expect(res.statusCode, res.body).toBe(201);
    }
    const sheet = await readSheet((await exportOf(INVESTIGATION_LINES, '?q=peligrosa&sort=-name')).rawPayload);
    const names = sheet.rows.slice(1).map((r) => r[1]);
    expect(names).toHaveLength(4);
    for (const name of names) expect(String(name)).toMatch(/^'[=+\-@]HYPERLINK/);
    expect(sheet.rows.slice(1).map((r) => r[2])).toEqual(['Activo', 'Activo', 'Activo', 'Activo']);
  });

  it('writes lists, nested names and numbers as the table shows them', async () => {
    const groups = await readSheet((await exportOf(INVESTIGATION_GROUPS, '?q=Sistemas y Computación')).rawPayload);
    expect(groups.rows[1]).toEqual([
      expect.any(Number),
      'Grupo de Investigación en Ingeniería de Sistemas y Computación',
      'Automatización, control y robótica, Tecnologías de la información y las comunicaciones',
      'Sede Principal Bogotá',
      'COL0123451',
      expect.stringContaining('https://scienti.minciencias.gov.co/'),
      'Activo',
    ]);
    const programs = await readSheet((await exportOf(PROGRAMS, '?q=10125')).rawPayload);
    expect(programs.rows[1]).toEqual([expect.any(Number), 10125, 'Ingeniería de Sistemas', 'Pregrado', 'Sí', 'Activo']);
  });

  it('escapes only text, and names files by Bogotá’s calendar day', () => {
    expect(escapeCell('=1+1')).toBe("'=1+1");
    expect(escapeCell('\tcmd')).toBe("'\tcmd");
    expect(escapeCell('Normal - con guion')).toBe('Normal - con guion');
    expect(escapeCell(-5)).toBe(-5);
    // Past a cell's limit the text is cut with '…', the escaping quote included in the count.
    const long = escapeCell(`=${'x'.repeat(EXCEL_CELL_MAX + 10)}`) as string;
    expect(long).toHaveLength(EXCEL_CELL_MAX);
    expect(long.startsWith("'=x")).toBe(true);
    expect(long.endsWith('…')).toBe(true);
    // 03:00 UTC on the 22nd is still the 21st in Bogotá (UTC-5).
    expect(excelFileName('programas', new Date('2026-11-22T03:00:00Z'))).toBe('programas_2026-11-21.xlsx');
  });
});
