import { beforeAll, describe, expect, it } from 'vitest';
import { count, eq, inArray } from 'drizzle-orm';
import { CAT_MSG, MSG, type TFilterInput, type TStrategyKind, type TStrategyList } from '@siiicca/shared';
import { faculties, programs, sectionals, strategies, strategyFaculties, strategyPeriods, strategyPrograms } from '../../db/schema';
import { bearer, useTestApp } from '../../../test/helpers';
import { newLecturer, signIn, type TestAccount } from '../../../test/accounts';
import { save, strategyOf } from './test-fixtures';

const t = useTestApp();

/**
 * The strategy list's filter widget, on this file's own lecturer's strategies (the demo lecturers
 * have strategies of their own): every operation on every type of field, 'faculty' and 'program'
 * as "any of the strategy's", combined filters with search, sort and pages, and refused filters.
 */
type Fixture = {
  name: string;
  kind: TStrategyKind;
  state: 'Activo' | 'Vencido' | 'Finalizado';
  created: string; // an instant (UTC); its day in Bogotá is what the date filter compares
  expiration: string;
  faculties: string[];
  programs: string[];
  pastPeriod?: boolean;
  sectional?: string;
};
const FIL = 'Facultad de Filosofía y Letras';
const PSI = 'Facultad de Psicología';
const FIXTURES: Fixture[] = [
  { name: 'Robótica Educativa Ñandú', kind: 'Semilleros de Investigación', state: 'Vencido', created: '2024-03-10T15:00:00Z', expiration: '2024-09-09', faculties: [FIL], programs: ['Doctorado en Filosofía'], pastPeriod: true },
  // Created on January 31st in UTC: still the 30th in Bogotá.
  { name: 'Ciudadanía y Ética', kind: 'Grupos de Estudio', state: 'Finalizado', created: '2025-01-31T03:00:00Z', expiration: '2025-07-29', faculties: [FIL, PSI], programs: ['Psicología', 'Maestría en Psicología Clínica'], pastPeriod: true },
  { name: 'Análisis de Datos Abiertos', kind: 'Grupos de Trabajo', state: 'Activo', created: '2025-06-15T17:00:00Z', expiration: '2026-12-14', faculties: [PSI], programs: ['Psicología'] },
  { name: 'Huertas Comunitarias', kind: 'Colectivos Académicos', state: 'Activo', created: '2026-02-01T17:00:00Z', expiration: '2027-01-31', faculties: [], programs: [], sectional: 'Seccional Tunja' },
  ...[1, 2, 3, 4].map((i): Fixture => ({
    name: `Semillero de Lectura ${i}`,
    kind: 'Semilleros de Investigación',
    state: 'Activo',
    created: `2026-03-0${i}T17:00:00Z`,
    expiration: `2027-03-0${i}`,
    faculties: [PSI],
    programs: ['Psicología'],
  })),
];
const [A, B, C, D, ...E] = FIXTURES.map((f) => f.name) as [string, string, string, string, ...string[]];

let lecturer: TestAccount;
let token = '';
const ids: Record<string, number> = {};

async function idsOf(table: typeof faculties | typeof programs, names: string[]) {
  if (names.length === 0) return [];
  const rows = await t.db.select({ id: table.id, name: table.name }).from(table).where(inArray(table.name, names));
  return names.map((n) => rows.find((r) => r.name === n)!.id);
}

beforeAll(async () => {
  lecturer = await newLecturer(t);
  token = await signIn(t, lecturer, 'sac');
  const [past] = await t.db.select({ id: strategyPeriods.id }).from(strategyPeriods).where(eq(strategyPeriods.state, false)).limit(1);
  for (const f of FIXTURES) {
    const input = await strategyOf(t.db, f.kind);
    input.name = f.name;
    const res = await save(t, token, input);
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data.id as number;
    ids[f.name] = id;
    // What the wizard cannot choose directly (dates, later states, several faculties): set on the rows.
    const [sectional] = f.sectional ? await t.db.select({ id: sectionals.id }).from(sectionals).where(eq(sectionals.name, f.sectional)) : [];
    await t.db
      .update(strategies)
      .set({
        state: f.state,
        createdAt: new Date(f.created),
        expirationDate: f.expiration,
        ...(f.pastPeriod ? { periodId: past!.id } : {}),
        ...(sectional ? { sectionalId: sectional.id } : {}),
      })
      .where(eq(strategies.id, id));
    await t.db.delete(strategyFaculties).where(eq(strategyFaculties.strategyId, id));
    await t.db.delete(strategyPrograms).where(eq(strategyPrograms.strategyId, id));
    for (const facultyId of await idsOf(faculties, f.faculties)) await t.db.insert(strategyFaculties).values({ strategyId: id, facultyId });
    for (const programId of await idsOf(programs, f.programs)) await t.db.insert(strategyPrograms).values({ strategyId: id, programId });
  }
});

type Answer = { status: number; body: TStrategyList & { message?: string; errors?: Record<string, string[]> } };
const get = async (query: string, path = 'my_strategies', as = token): Promise<Answer> => {
  const res = await t.app.inject({ url: `/api/siiicca/${path}?${query}`, headers: bearer(as) });
  return { status: res.statusCode, body: res.json() };
};
const withFilters = (filters: unknown[], extra = '') => `filters=${encodeURIComponent(JSON.stringify(filters))}${extra}`;
/** The names the lecturer's list shows with these filters, in id order (the order they were created). */
async function names(...filters: TFilterInput[]) {
  const res = await get(withFilters(filters, '&per_page=100&sort=id'));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.meta.total).toBe(res.body.data.length);
  return res.body.data.map((r) => r.name);
}
const refused = async (filters: unknown[]) => {
  const res = await get(withFilters(filters));
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  return res.body as unknown as { message: string; errors: Record<string, string[]> };
};

describe('strategy list filters: each operation on each type of field', () => {
  it("text: 'Igual' is the whole text, 'Parecido' contains, 'No Parecido' does not; all ignore case and accents", async () => {
    expect(await names({ field: 'name', operation: 'Igual', value: 'CIUDADANIA Y ETICA' })).toEqual([B]);
    expect(await names({ field: 'name', operation: 'Igual', value: 'Ética' })).toEqual([]);
    expect(await names({ field: 'name', operation: 'Parecido', value: 'robotica educativa nandu' })).toEqual([A]);
    expect(await names({ field: 'name', operation: 'Parecido', value: 'ANÁLISIS' })).toEqual([C]);
    expect(await names({ field: 'name', operation: 'No Parecido', value: 'lectura' })).toEqual([A, B, C, D]);
    expect(await names({ field: 'sectional.name', operation: 'Parecido', value: 'tunja' })).toEqual([D]);
    expect(await names({ field: 'sectional.name', operation: 'No Parecido', value: 'TUNJA' })).toEqual([A, B, C, ...E]);
    const [pastPeriod] = (await get(`per_page=100&sort=id`)).body.data.filter((r) => r.name === A).map((r) => r.period!);
    expect(await names({ field: 'period.description', operation: 'Igual', value: pastPeriod!.toUpperCase() })).toEqual([A, B]);
    expect(await names({ field: 'user.name', operation: 'Igual', value: lecturer.name.toLowerCase() })).toHaveLength(FIXTURES.length);
    expect(await names({ field: 'user.username', operation: 'Parecido', value: 'nadie-asi' })).toEqual([]);
  });

  it("select: 'Igual' one of its options", async () => {
    expect(await names({ field: 'state', operation: 'Igual', value: 'Vencido' })).toEqual([A]);
    expect(await names({ field: 'state', operation: 'Igual', value: 'Finalizado' })).toEqual([B]);
    expect(await names({ field: 'strategy', operation: 'Igual', value: 'Semilleros de Investigación' })).toEqual([A, ...E]);
    expect(await names({ field: 'strategy', operation: 'Igual', value: 'Grupos de Trabajo' })).toEqual([C]);
  });

  it("number: 'Igual', 'Menor o Igual', 'Mayor o Igual', 'Entre' and 'No Entre' on the id and the period", async () => {
    expect(await names({ field: 'id', operation: 'Igual', value: ids[C]! })).toEqual([C]);
    expect(await names({ field: 'id', operation: 'Igual', value: String(ids[D]) })).toEqual([D]);
    expect(await names({ field: 'id', operation: 'Menor o Igual', value: ids[B]! })).toEqual([A, B]);
    expect(await names({ field: 'id', operation: 'Mayor o Igual', value: ids[E[2]!]! })).toEqual(E.slice(2));
    expect(await names({ field: 'id', operation: 'Entre', value: ids[B]!, value_end: ids[D]! })).toEqual([B, C, D]);
    expect(await names({ field: 'id', operation: 'No Entre', value: ids[B]!, value_end: ids[E[3]!]! })).toEqual([A]);
    const [row] = (await get('per_page=100')).body.data.filter((r) => r.name === A);
    expect(await names({ field: 'period_id', operation: 'Igual', value: row!.period_id! })).toEqual([A, B]);
  });

  it("date: the creation day in Bogotá and the expiration date, with every comparison and range", async () => {
    expect(await names({ field: 'created_at', operation: 'Igual', value: '2025-01-30' })).toEqual([B]);
    expect(await names({ field: 'created_at', operation: 'Igual', value: '2025-01-31' })).toEqual([]);
    expect(await names({ field: 'created_at', operation: 'Menor o Igual', value: '2025-01-30' })).toEqual([A, B]);
    expect(await names({ field: 'created_at', operation: 'Mayor o Igual', value: '2026-02-01' })).toEqual([D, ...E]);
    expect(await names({ field: 'created_at', operation: 'Entre', value: '2024-01-01', value_end: '2025-06-15' })).toEqual([A, B, C]);
    expect(await names({ field: 'created_at', operation: 'No Entre', value: '2024-03-11', value_end: '2026-03-01' })).toEqual([A, ...E.slice(1)]);
    expect(await names({ field: 'expiration_date', operation: 'Igual', value: '2026-12-14' })).toEqual([C]);
    expect(await names({ field: 'expiration_date', operation: 'Menor o Igual', value: '2025-07-29' })).toEqual([A, B]);
    expect(await names({ field: 'expiration_date', operation: 'Mayor o Igual', value: '2027-01-31' })).toEqual([D, ...E]);
    expect(await names({ field: 'expiration_date', operation: 'Entre', value: '2024-09-09', value_end: '2026-12-14' })).toEqual([A, B, C]);
    expect(await names({ field: 'expiration_date', operation: 'No Entre', value: '2024-09-10', value_end: '2027-01-31' })).toEqual([A, ...E]);
  });

  it("faculty and program: ANY of the strategy's matches; the negated operations, when none does", async () => {
    expect(await names({ field: 'faculty', operation: 'Parecido', value: 'psicologia' })).toEqual([B, C, ...E]);
    expect(await names({ field: 'faculty', operation: 'Parecido', value: 'FILOSOFÍA' })).toEqual([A, B]);
    expect(await names({ field: 'faculty', operation: 'Igual', value: 'facultad de filosofia y letras' })).toEqual([A, B]);
    expect(await names({ field: 'faculty', operation: 'Igual', value: 'Filosofía' })).toEqual([]);
    // None of its faculties: a strategy without any counts, one with a matching one among others does not.
    expect(await names({ field: 'faculty', operation: 'No Parecido', value: 'psicología' })).toEqual([A, D]);
    expect(await names({ field: 'faculty', operation: 'No Parecido', value: 'filosofia' })).toEqual([C, D, ...E]);
    expect(await names({ field: 'program', operation: 'Igual', value: 'MAESTRIA EN PSICOLOGIA CLINICA' })).toEqual([B]);
    expect(await names({ field: 'program', operation: 'Igual', value: 'psicología' })).toEqual([B, C, ...E]);
    expect(await names({ field: 'program', operation: 'Parecido', value: 'doctorado' })).toEqual([A]);
    expect(await names({ field: 'program', operation: 'No Parecido', value: 'psicologia' })).toEqual([A, D]);
    // The column still shows every faculty, joined with a dash.
    const [row] = (await get('per_page=100')).body.data.filter((r) => r.name === B);
    expect(row!.faculties).toBe(`${FIL} - ${PSI}`);
  });
});

describe('strategy list filters: combined, with the search box, sort and pages', () => {
  it('every filter must hold, the search box too, and the total counts what they select', async () => {
    expect(await names({ field: 'faculty', operation: 'Parecido', value: 'psicologia' }, { field: 'state', operation: 'Igual', value: 'Activo' })).toEqual([C, ...E]);
    expect(
      await names(
        { field: 'faculty', operation: 'Parecido', value: 'psicologia' },
        { field: 'strategy', operation: 'Igual', value: 'Semilleros de Investigación' },
        { field: 'created_at', operation: 'Mayor o Igual', value: '2026-03-03' },
      ),
    ).toEqual(E.slice(2));
    const searched = await get(withFilters([{ field: 'program', operation: 'Parecido', value: 'psicologia' }], '&q=LECTURA 3&per_page=100'));
    expect(searched.body.data.map((r) => r.name)).toEqual([E[2]]);
    expect(searched.body.meta.total).toBe(1);
  });

  it("the search box finds the name, the owner's name, the kind (without accents or case) or the id", async () => {
    const found = async (q: string) => (await get(`q=${encodeURIComponent(q)}&per_page=100&sort=id`)).body.data.map((r) => r.name);
    expect(await found('robotica EDUCATIVA')).toEqual([A]);
    expect(await found(lecturer.name.toUpperCase())).toHaveLength(FIXTURES.length);
    expect(await found('colectivos academicos')).toEqual([D]);
    expect(await found(String(ids[C]))).toContain(C);
    expect(await found("'; drop table strategies; --")).toEqual([]);
  });

  it('sorts and pages the filtered rows', async () => {
    const filters = [{ field: 'faculty', operation: 'Parecido', value: 'psicologia' }];
    const first = await get(withFilters(filters, '&sort=-name&per_page=5'));
    expect(first.body.data.map((r) => r.name)).toEqual([...E].reverse().concat([B]));
    expect(first.body.meta).toMatchObject({ total: 6, page: 1, per_page: 5 });
    const second = await get(withFilters(filters, '&sort=-name&per_page=5&page=2'));
    expect(second.body.data.map((r) => r.name)).toEqual([C]);
    expect(second.body.meta).toMatchObject({ total: 6, page: 2, per_page: 5 });
    const byCreation = await get(withFilters(filters, '&sort=created_at&per_page=10'));
    expect(byCreation.body.data.map((r) => r.name)).toEqual([B, C, ...E]);
  });

  it("filters everyone's strategies the same way on the administrators' list", async () => {
    const mine = { field: 'user.username', operation: 'Igual', value: lecturer.username.toUpperCase() };
    const res = await get(withFilters([mine, { field: 'faculty', operation: 'No Parecido', value: 'psicologia' }], '&sort=name&per_page=10'), 'strategies', t.admin);
    expect(res.status).toBe(200);
    expect(res.body.data.map((r) => r.name)).toEqual([D, A]);
    expect(res.body.meta.total).toBe(2);
  });
});

describe('strategy list filters it cannot apply: a 400 with the message on the filter', () => {
  it('an unknown field, an operation its type does not take, a value of the wrong type', async () => {
    expect(await refused([{ field: 'faculties', operation: 'Parecido', value: 'x' }])).toEqual({
      message: MSG.filterUnknownField,
      errors: { 'filters.0.field': [MSG.filterUnknownField] },
    });
    expect((await refused([{ field: 'user.password_hash', operation: 'Igual', value: 'x' }])).errors).toEqual({ 'filters.0.field': [MSG.filterUnknownField] });
    expect((await refused([{ field: 'name', operation: 'Entre', value: 'a', value_end: 'z' }])).errors).toEqual({ 'filters.0.operation': [MSG.filterOperationNotAllowed] });
    expect((await refused([{ field: 'state', operation: 'Parecido', value: 'Act' }])).errors).toEqual({ 'filters.0.operation': [MSG.filterOperationNotAllowed] });
    expect((await refused([{ field: 'faculty', operation: 'Mayor o Igual', value: 'a' }])).errors).toEqual({ 'filters.0.operation': [MSG.filterOperationNotAllowed] });
    expect((await refused([{ field: 'state', operation: 'Igual', value: 'Cerrado' }])).errors).toEqual({ 'filters.0.value': [MSG.invalidValue] });
    expect((await refused([{ field: 'id', operation: 'Igual', value: 'doce' }])).errors).toEqual({ 'filters.0.value': [MSG.invalidNumber] });
    expect((await refused([{ field: 'created_at', operation: 'Igual', value: '2025-02-30' }])).errors).toEqual({ 'filters.0.value': [CAT_MSG.invalidDate] });
    expect((await refused([{ field: 'created_at', operation: 'Igual', value: 20250101 }])).errors).toEqual({ 'filters.0.value': [CAT_MSG.invalidDate] });
  });

  it('an end before the start, or a range without its end', async () => {
    const dates = await refused([{ field: 'name', operation: 'Parecido', value: 'a' }, { field: 'expiration_date', operation: 'Entre', value: '2026-12-31', value_end: '2026-01-01' }]);
    expect(dates).toEqual({ message: CAT_MSG.endBeforeStart, errors: { 'filters.1.value_end': [CAT_MSG.endBeforeStart] } });
    expect((await refused([{ field: 'id', operation: 'No Entre', value: 9, value_end: 1 }])).errors).toEqual({ 'filters.0.value_end': [MSG.filterRangeInverted] });
    expect((await refused([{ field: 'created_at', operation: 'Entre', value: '2026-01-01' }])).errors).toEqual({ 'filters.0.value_end': [MSG.filterEndRequired] });
    expect((await refused([{ field: 'state', operation: 'Igual' }])).errors).toEqual({ 'filters.0.value': [MSG.filterValueRequired] });
  });

  it('SQL typed in a value is only text to look for: it matches nothing and runs nothing', async () => {
    const before = (await t.db.select({ n: count() }).from(strategies))[0]!.n;
    const injection = "'; drop table strategies; --";
    for (const field of ['name', 'faculty', 'program', 'user.name', 'sectional.name', 'period.description']) {
      for (const operation of ['Igual', 'Parecido'] as const) expect(await names({ field, operation, value: injection })).toEqual([]);
    }
    expect(await names({ field: 'name', operation: 'Parecido', value: "x%' or '1'='1" })).toEqual([]);
    expect(await names({ field: 'faculty', operation: 'No Parecido', value: injection })).toHaveLength(FIXTURES.length);
    expect((await refused([{ field: 'id', operation: 'Igual', value: '1 or 1=1' }])).errors).toEqual({ 'filters.0.value': [MSG.invalidNumber] });
    expect((await refused([{ field: 'name) or (1=1', operation: 'Igual', value: 'x' }])).errors).toEqual({ 'filters.0.field': [MSG.invalidValue] });
    expect((await t.db.select({ n: count() }).from(strategies))[0]!.n).toBe(before);
  });
});
