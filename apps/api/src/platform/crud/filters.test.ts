import { beforeAll, describe, expect, it } from 'vitest';
import { count, like } from 'drizzle-orm';
import { filtersParam, MSG, type TFilterInput } from '@siiicca/shared';
import { programs, strategyPeriods } from '../../db/schema';
import { readDivipola } from '../../db/seed/catalogues/geography';
import { call, readSheet } from '../../modules/catalogues/test-fixtures';
import { useTestApp } from '../../../test/helpers';

const t = useTestApp();

const query = (filters: TFilterInput[], extra = '') => `filters=${encodeURIComponent(filtersParam(filters))}${extra}`;
const list = async (path: string, filters: TFilterInput[], extra = '') => {
  const res = await call(t, 'GET', `${path}?${query(filters, extra)}&per_page=100`, t.admin);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: Record<string, unknown>[]; meta: { total: number } };
};
const refused = async (path: string, filters: unknown) => {
  const res = await call(t, 'GET', `${path}?filters=${encodeURIComponent(JSON.stringify(filters))}`, t.admin);
  expect(res.statusCode, res.body).toBe(400);
  return res.json() as { message: string; errors: Record<string, string[]> };
};

// Rows of this file's own, told apart from the seeded ones by a marker in their names.
const MARK = { field: 'name', operation: 'Parecido', value: 'filtrable' } as const;
const names = (r: { data: Record<string, unknown>[] }) => r.data.map((row) => row.name ?? row.description).sort();

beforeAll(async () => {
  await t.db.insert(programs).values([
    { name: 'Programa Filtrable Álgebra', codesac: 880001, type: 'Pregrado', degreeWork: true, active: true },
    { name: 'Programa filtrable Física', codesac: 880002, type: 'Pregrado', degreeWork: false, active: true },
    { name: 'Programa FILTRABLE Química', codesac: 880003, type: 'Posgrado', degreeWork: false, active: false },
    { name: 'Programa filtrable Ética', codesac: 880004, type: null, degreeWork: true, active: true },
  ]);
  await t.db.insert(strategyPeriods).values([
    { description: 'Periodo filtrable 2031-1', dateStart: '2031-01-15', dateEnd: '2031-06-15' },
    { description: 'Periodo filtrable 2031-2', dateStart: '2031-07-15', dateEnd: '2031-12-15' },
    { description: 'Periodo filtrable 2032-1', dateStart: '2032-01-15', dateEnd: '2032-06-15' },
  ]);
});

describe('filters on a catalogue list', () => {
  it("'Parecido' and 'No Parecido' on text ignore case and accents; 'Igual' is the whole text", async () => {
    expect(names(await list('/api/programs', [MARK]))).toEqual([
      'Programa FILTRABLE Química',
      'Programa Filtrable Álgebra',
      'Programa filtrable Física',
      'Programa filtrable Ética',
    ]);
    expect(names(await list('/api/programs', [MARK, { field: 'name', operation: 'Parecido', value: 'ALGEBRA' }]))).toEqual(['Programa Filtrable Álgebra']);
    expect(names(await list('/api/programs', [MARK, { field: 'name', operation: 'No Parecido', value: 'quimica' }]))).toHaveLength(3);
    expect(names(await list('/api/programs', [{ field: 'name', operation: 'Igual', value: 'programa filtrable etica' }]))).toEqual(['Programa filtrable Ética']);
    // 'No Parecido' keeps the rows with no value at all.
    const untyped = await list('/api/programs', [MARK, { field: 'type', operation: 'No Parecido', value: 'grado' }]);
    expect(names(untyped)).toEqual(['Programa filtrable Ética']);
  });

  it('compares numbers: Igual, Menor o Igual, Mayor o Igual, Entre and No Entre', async () => {
    const codes = async (filter: TFilterInput) => (await list('/api/programs', [MARK, filter])).data.map((p) => p.codesac).sort();
    expect(await codes({ field: 'codesac', operation: 'Igual', value: 880002 })).toEqual([880002]);
    expect(await codes({ field: 'codesac', operation: 'Igual', value: '880003' })).toEqual([880003]);
    expect(await codes({ field: 'codesac', operation: 'Menor o Igual', value: 880002 })).toEqual([880001, 880002]);
    expect(await codes({ field: 'codesac', operation: 'Mayor o Igual', value: 880003 })).toEqual([880003, 880004]);
    expect(await codes({ field: 'codesac', operation: 'Entre', value: 880002, value_end: 880003 })).toEqual([880002, 880003]);
    expect(await codes({ field: 'codesac', operation: 'No Entre', value: 880002, value_end: 880003 })).toEqual([880001, 880004]);
  });

  it('compares booleans with Igual', async () => {
    expect(names(await list('/api/programs', [MARK, { field: 'active', operation: 'Igual', value: false }]))).toEqual(['Programa FILTRABLE Química']);
    expect(names(await list('/api/programs', [MARK, { field: 'degree_work', operation: 'Igual', value: 'true' }]))).toEqual([
      'Programa Filtrable Álgebra',
      'Programa filtrable Ética',
    ]);
  });

  it('compares dates: Igual, Menor o Igual, Mayor o Igual, Entre and No Entre', async () => {
    const url = '/api/siiicca/strategy_periods';
    const mark = { field: 'description', operation: 'Parecido', value: 'filtrable' } as const;
    const periods = async (filter: TFilterInput) => names(await list(url, [mark, filter]));
    expect(await periods({ field: 'date_start', operation: 'Igual', value: '2031-07-15' })).toEqual(['Periodo filtrable 2031-2']);
    expect(await periods({ field: 'date_start', operation: 'Menor o Igual', value: '2031-07-15' })).toEqual(['Periodo filtrable 2031-1', 'Periodo filtrable 2031-2']);
    expect(await periods({ field: 'date_end', operation: 'Mayor o Igual', value: '2031-12-15' })).toEqual(['Periodo filtrable 2031-2', 'Periodo filtrable 2032-1']);
    expect(await periods({ field: 'date_start', operation: 'Entre', value: '2031-01-01', value_end: '2031-12-31' })).toEqual([
      'Periodo filtrable 2031-1',
      'Periodo filtrable 2031-2',
    ]);
    expect(await periods({ field: 'date_start', operation: 'No Entre', value: '2031-01-01', value_end: '2031-12-31' })).toEqual(['Periodo filtrable 2032-1']);
  });

  it('combines filters (all must hold) with the search box, and pages and counts what they select', async () => {
    const both = await list('/api/programs', [MARK, { field: 'active', operation: 'Igual', value: true }, { field: 'codesac', operation: 'Mayor o Igual', value: 880002 }]);
    expect(names(both)).toEqual(['Programa filtrable Física', 'Programa filtrable Ética']);
    expect(both.meta.total).toBe(2);
    const searched = await list('/api/programs', [MARK], '&q=fisica');
    expect(names(searched)).toEqual(['Programa filtrable Física']);
    const page = (await call(t, 'GET', `/api/programs?${query([MARK])}&sort=-codesac&per_page=3&page=2`, t.admin)).json();
    expect(page.data.map((p: { codesac: number }) => p.codesac)).toEqual([880001]);
    expect(page.meta).toEqual({ total: 4, page: 2, per_page: 3 });
  });

  it('filters by a joined name: the cities of a department', async () => {
    const antioquia = readDivipola().filter((r) => r.department_code === '05').length;
    const res = await list('/api/cities', [{ field: 'department', operation: 'Parecido', value: 'ANTIOQUIA' }]);
    expect(res.meta.total).toBe(antioquia);
  });

  it('exports what the filters select', async () => {
    const res = await call(t, 'GET', `/api/programsExport?${query([MARK, { field: 'active', operation: 'Igual', value: false }])}`, t.admin);
    expect(res.statusCode).toBe(200);
    const sheet = await readSheet(res.rawPayload);
    expect(sheet.rows.slice(1).map((r) => r[2])).toEqual(['Programa FILTRABLE Química']);
  });

  it('applies to the users and profiles lists too', async () => {
    const adm = await list('/api/users/users', [{ field: 'account_type', operation: 'Igual', value: 'adm' }]);
    expect(adm.data.length).toBeGreaterThan(0);
    expect(adm.data.every((u) => u.account_type === 'adm')).toBe(true);
    const roles = await list('/api/roles/roles', [{ field: 'name', operation: 'Parecido', value: 'ADMINISTRADOR' }]);
    expect(roles.data.map((r) => r.name)).toEqual(['Administrador']);
  });
});

describe('a filter the list cannot apply is a 400 with a Spanish message', () => {
  it('names the field, the operation or the value that is wrong', async () => {
    const unknown = await refused('/api/programs', [{ field: 'password_hash', operation: 'Igual', value: 'x' }]);
    expect(unknown).toEqual({ message: MSG.filterUnknownField, errors: { 'filters.0.field': [MSG.filterUnknownField] } });
    const operation = await refused('/api/programs', [MARK, { field: 'name', operation: 'Entre', value: 'a', value_end: 'z' }]);
    expect(operation.errors).toEqual({ 'filters.1.operation': [MSG.filterOperationNotAllowed] });
    expect((await refused('/api/programs', [{ field: 'codesac', operation: 'Igual', value: 'doce' }])).errors).toEqual({ 'filters.0.value': ['Debe ser un número válido'] });
    expect((await refused('/api/programs', [{ field: 'codesac', operation: 'Igual', value: 1.5 }])).message).toBe('Debe ser un número válido');
    expect((await refused('/api/programs', [{ field: 'codesac', operation: 'Igual', value: 99_999_999_999 }])).message).toBe('Valor fuera de rango');
    expect((await refused('/api/programs', [{ field: 'active', operation: 'Igual', value: 'quizás' }])).message).toBe('Valor no válido');
    const url = '/api/siiicca/strategy_periods';
    expect((await refused(url, [{ field: 'date_start', operation: 'Igual', value: '2031-02-30' }])).message).toBe('Fecha inválida');
    expect((await refused(url, [{ field: 'date_start', operation: 'Igual', value: '1800-01-01' }])).message).toBe('Fecha fuera de rango');
    const backwards = await refused(url, [{ field: 'date_start', operation: 'Entre', value: '2031-12-31', value_end: '2031-01-01' }]);
    expect(backwards.errors).toEqual({ 'filters.0.value_end': ['La fecha debe ser mayor a la inicial'] });
    expect((await refused('/api/programs', [{ field: 'codesac', operation: 'No Entre', value: 9, value_end: 1 }])).message).toBe(MSG.filterRangeInverted);
  });

  it("says what is missing in the spec's words, and refuses text that is not a list of filters", async () => {
    const missing = await refused('/api/programs', [{ operation: 'Entre' }]);
    expect(missing.errors).toEqual({
      'filters.0.field': ['El Tipo es Necesario'],
      'filters.0.value': ['El valor es Necesario'],
      'filters.0.value_end': ['El valor final es Necesario'],
    });
    const broken = await call(t, 'GET', '/api/programs?filters=%5B%7B', t.admin);
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe(MSG.filtersInvalid);
    const many = Array.from({ length: 21 }, () => MARK);
    expect((await refused('/api/programs', many)).message).toBe('Máximo 20 elementos');
  });

  it('never runs SQL written in a filter: values are parameters and fields a fixed list', async () => {
    const before = (await t.db.select({ n: count() }).from(programs))[0]!.n;
    const injected = await list('/api/programs', [{ field: 'name', operation: 'Parecido', value: "x%' or 1=1; drop table programs; --" }]);
    expect(injected.meta.total).toBe(0);
    const quote = await list('/api/programs', [{ field: 'name', operation: 'Igual', value: "' or ''='" }]);
    expect(quote.meta.total).toBe(0);
    expect((await refused('/api/programs', [{ field: 'name) or (1=1', operation: 'Igual', value: 'x' }])).errors).toEqual({ 'filters.0.field': ['Valor no válido'] });
    expect((await refused('/api/programs', [{ field: 'codesac', operation: 'Igual', value: '1 or 1=1' }])).message).toBe('Debe ser un número válido');
    expect((await t.db.select({ n: count() }).from(programs))[0]!.n).toBe(before);
    // A '%' or '_' typed in a value is a character to find, not a wildcard.
    expect((await list('/api/programs', [{ field: 'name', operation: 'Parecido', value: 'filtrable%ica' }])).meta.total).toBe(0);
    expect((await t.db.select({ n: count() }).from(programs).where(like(programs.name, '%filtrable%ica')))[0]!.n).toBeGreaterThan(0);
  });
});
