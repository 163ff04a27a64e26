import { describe, expect, it } from 'vitest';
import {
  ACTION_FIELDS,
  BUDGET_ITEMS,
  CATALOGUES,
  COUNTRIES,
  DIVISIONS,
  FACULTIES,
  FUNDING_SOURCES,
  INVESTIGATION_LINES,
  PRODUCT_TYPES,
  PROGRAMS,
  SECTIONALS,
  STRATEGY_PERIODS,
  SUBJECTS,
  type TCatalogueDef,
} from '@siiicca/shared';
import { useTestApp } from '../../../test/helpers';
import { call, longText } from './test-fixtures';

const t = useTestApp();

type Body = Record<string, unknown>;
type Case = {
  def: TCatalogueDef;
  /** A valid body whose name (or description) contains `label`. */
  make: (label: string) => Body;
  /** The field that holds the name, searched and sorted by. */
  nameField: string;
  duplicateMessage: string;
  /** [changes to a valid body, field, the spec's message] */
  invalid: [Body, string, string][];
};

let seq = 0;
const next = () => ++seq;
const letters = (n: number) => String.fromCharCode(65 + Math.floor(n / 26) % 26, 65 + (n % 26));
const REQUIRED = 'Campo requerido';
const MIN5 = 'Mínimo 5 caracteres';

const nameRules = (max: number): [Body, string, string][] => [
  [{ name: undefined }, 'name', REQUIRED],
  [{ name: '   ' }, 'name', REQUIRED],
  [{ name: 'abcd' }, 'name', MIN5],
  [{ name: longText(max + 1) }, 'name', `Máximo ${max} letras`],
];
const named = (def: TCatalogueDef, max: number, noun: string): Case => ({
  def,
  make: (label) => ({ name: `${noun} ${label}` }),
  nameField: 'name',
  duplicateMessage: 'Ya existe un registro con ese nombre',
  invalid: nameRules(max),
});

const CASES: Case[] = [
  named(INVESTIGATION_LINES, 255, 'Línea'),
  named(ACTION_FIELDS, 255, 'Campo'),
  named(BUDGET_ITEMS, 255, 'Rubro'),
  named(FUNDING_SOURCES, 255, 'Fuente'),
  named(PRODUCT_TYPES, 255, 'Tipo'),
  named(DIVISIONS, 100, 'División'),
  named(FACULTIES, 100, 'Facultad'),
  {
    def: SUBJECTS,
    make: (label) => ({ name: `Asignatura ${label}`, program_sac: '10125', codesac: `T${100000 + next()}` }),
    nameField: 'name',
    duplicateMessage: 'Ya existe un registro con ese código',
    invalid: [...nameRules(255), [{ codesac: 'abc' }, 'codesac', MIN5], [{ program_sac: undefined }, 'program_sac', REQUIRED]],
  },
  {
    def: SECTIONALS,
    make: (label) => ({ name: `Sede ${label}`, address: 'Calle 10 # 5-20, Pasto', phone: '6027000000', sectional: false }),
    nameField: 'name',
    duplicateMessage: 'Ya existe un registro con ese nombre',
    invalid: [...nameRules(100), [{ address: '' }, 'address', REQUIRED], [{ address: longText(201) }, 'address', 'Máximo 200 letras']],
  },
  {
    def: PROGRAMS,
    make: (label) => ({ codesac: 90000 + next(), name: `Programa ${label}`, type: 'Pregrado', degree_work: true }),
    nameField: 'name',
    duplicateMessage: 'Ya existe un registro con ese código',
    invalid: [...nameRules(100), [{ codesac: -3 }, 'codesac', 'Debe ser un número válido'], [{ codesac: 'abc' }, 'codesac', 'Debe ser un número válido'], [{ type: 'x'.repeat(51) }, 'type', 'Máximo 50 letras']],
  },
  {
    def: COUNTRIES,
    // ISO 3166 keeps X.. codes for user-assigned use, so they never collide with the seeded countries.
    make: (label) => ({ id: `X${letters(next())}`, name: `País ${label}` }),
    nameField: 'name',
    duplicateMessage: 'Ya existe un registro con ese código',
    invalid: [
      [{ id: 'XA' }, 'id', 'Debe tener exactamente 3 caracteres'],
      [{ id: 'X1A' }, 'id', 'Solo se permiten letras'],
      [{ id: undefined }, 'id', REQUIRED],
      [{ name: 'Pe' }, 'name', 'Mínimo 3 caracteres'],
      [{ name: longText(101) }, 'name', 'Máximo 100 letras'],
    ],
  },
  {
    def: STRATEGY_PERIODS,
    make: (label) => ({ description: `Periodo ${label}`, date_start: '2031-01-15', date_end: '2031-06-30' }),
    nameField: 'description',
    duplicateMessage: 'Ya existe un registro con ese nombre',
    invalid: [
      [{ description: '' }, 'description', REQUIRED],
      [{ date_start: undefined }, 'date_start', REQUIRED],
      [{ date_end: '30/06/2031' }, 'date_end', 'Fecha inválida'],
      [{ date_end: '2031-01-14' }, 'date_end', 'La fecha debe ser mayor a la inicial'],
    ],
  },
];

const idOf = (res: { json: () => { data: { id: number | string } } }) => res.json().data.id;
const list = async (def: TCatalogueDef, query: string) => {
  const res = await call(t, 'GET', `${def.api}?${query}`, t.admin);
  expect(res.statusCode).toBe(200);
  return res.json() as { data: Body[]; meta: { total: number; page: number; per_page: number } };
};

describe.each(CASES.map((c) => [c.def.key, c] as const))('%s', (_key, c) => {
  const { def } = c;

  it('creates, lists, updates and deletes, each answer carrying its message', async () => {
    const body = c.make('Ciclo Completo');
    const created = await call(t, 'POST', def.api, t.admin, body);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().message).toBe(def.messages.saved);
    expect(created.json().data).toMatchObject({ ...body, [c.nameField]: body[c.nameField] });
    const id = idOf(created);

    const found = await list(def, `q=${encodeURIComponent('Ciclo Completo')}`);
    expect(found.data.map((r) => r.id)).toEqual([id]);
    expect(found.meta).toEqual({ total: 1, page: 1, per_page: 10 });

    const changes = { ...body, [c.nameField]: `${body[c.nameField]} Editado`, active: false, state: false };
    const updated = await call(t, 'PUT', `${def.api}/${id}`, t.admin, changes);
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().message).toBe(def.messages.updated);
    expect(updated.json().data[c.nameField]).toBe(`${body[c.nameField]} Editado`);

    const removed = await call(t, 'DELETE', `${def.api}/${id}`, t.admin);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe(def.messages.deleted);
    expect((await call(t, 'DELETE', `${def.api}/${id}`, t.admin)).statusCode).toBe(404);
    expect((await call(t, 'PUT', `${def.api}/${id}`, t.admin, changes)).json().message).toBe('Registro no encontrado');
  });

  it.each(c.invalid.map(([change, field, message]) => [field, message, change] as const))(
    'refuses an invalid %s with "%s"',
    async (field, message, change) => {
      const res = await call(t, 'POST', def.api, t.admin, { ...c.make('Invalido'), ...change });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[field]).toContain(message);
    },
  );

  it('answers a duplicate with 409 and a clear message', async () => {
    const body = c.make('Duplicado Unico');
    expect((await call(t, 'POST', def.api, t.admin, body)).statusCode).toBe(201);
    const again = await call(t, 'POST', def.api, t.admin, body);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(c.duplicateMessage);
  });

  it('searches ignoring case and accents, sorts both ways and pages in SQL', async () => {
    // The word that orders them comes first, so the result does not depend on the collation.
    for (const label of ['Gama Búsqueda', 'Alfa busqueda', 'Beta BÚSQUEDA']) {
      expect((await call(t, 'POST', def.api, t.admin, c.make(label))).statusCode).toBe(201);
    }
    const names = (r: { data: Body[] }) => r.data.map((row) => /Alfa|Beta|Gama/.exec(String(row[c.nameField]))?.[0]);
    expect(names(await list(def, `q=busqueda&sort=${c.nameField}`))).toEqual(['Alfa', 'Beta', 'Gama']);
    expect(names(await list(def, `q=BUSQUEDA&sort=-${c.nameField}`))).toEqual(['Gama', 'Beta', 'Alfa']);
    const page2 = await list(def, `q=búsqueda&sort=${c.nameField}&per_page=2&page=2`);
    expect(names(page2)).toEqual(['Gama']);
    expect(page2.meta).toEqual({ total: 3, page: 2, per_page: 2 });
    expect((await list(def, `q=busqueda&page=9`)).meta.total).toBe(3);
  });

  it('refuses a sort column or a filter field it does not have, as the description says (400, not the default order)', async () => {
    for (const query of ['sort=password', 'sort=-nope', `filters=${encodeURIComponent(JSON.stringify([{ field: 'password', operation: 'Igual', value: 'x' }]))}`]) {
      const res = await call(t, 'GET', `${def.api}?${query}`, t.admin);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
  });
});

describe('access to every catalogue', () => {
  it.each(Object.values(CATALOGUES).map((d) => [d.api, d] as const))('%s: 401 anonymous, 403 lecturer, 200 admin', async (_api, def) => {
    expect((await call(t, 'GET', def.api)).statusCode).toBe(401);
    const refused = await call(t, 'GET', def.api, t.docente);
    expect(refused.statusCode).toBe(403);
    expect((await call(t, 'POST', def.api, t.docente, {})).statusCode).toBe(403);
    expect((await call(t, 'DELETE', `${def.api}/${def.idKind === 'code' ? '05' : 1}`, t.docente)).statusCode).toBe(403);
    expect((await call(t, 'GET', def.api, t.admin)).statusCode).toBe(200);
  });
});
