import { beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUES, leftOut, maxLengthOf, SECTIONAL_RELATIONSHIP_API, shapeOf, type TCatalogueKey } from '@siiicca/shared';
import type { z } from 'zod';
import { countries, departments, investigationLines, productTypes } from '../src/db/schema';
import { call, readSheet } from '../src/modules/catalogues/test-fixtures';
import { useTestApp } from './helpers';
import { FIXTURES, fill, type TSelection, type TVariant, type TWorld } from './write-read-fixtures';

/*
 * Issue 15: what the product accepts, it can always show. For every catalogue of the registry, a
 * record with only its required fields and one with every field at its bounds are saved through
 * the write routes, then read back through every list, export and selection list that shows them
 * (lecturers included), each answering 200 with the record in it.
 */
const t = useTestApp();
const world = {} as TWorld;
const tree = { division: [] as number[], faculty: [] as number[], program: [] as number[] };
const fixtures = FIXTURES(CATALOGUES);

const created = async (url: string, payload: unknown) => {
  const res = await call(t, 'POST', url, t.admin, payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number | string };
};

/** The world's sectional: its first division and faculty, plus what the tests hang from them. */
const saveTree = async () => {
  const relationship = [
    {
      id: world.divisionId,
      faculties: [{ id: world.facultyId, programs: tree.program.map((id) => ({ id })) }, ...tree.faculty.map((id) => ({ id, programs: [] }))],
    },
    ...tree.division.map((id) => ({ id, faculties: [] })),
  ];
  const res = await call(t, 'POST', SECTIONAL_RELATIONSHIP_API, t.admin, { id: world.sectionalId, relationship });
  expect(res.statusCode, res.body).toBe(200);
};

const freeCodes = (taken: string[], candidates: string[], n: number) => candidates.filter((c) => !taken.includes(c)).slice(0, n);

beforeAll(async () => {
  world.sectionalId = (await created(CATALOGUES.sectionals.api, { name: 'Seccional del contrato', address: 'Calle 1' })).id as number;
  world.divisionId = (await created(CATALOGUES.divisions.api, { name: 'División del contrato' })).id as number;
  world.facultyId = (await created(CATALOGUES.faculties.api, { name: 'Facultad del contrato' })).id as number;
  await saveTree();
  // The longest lists the forms allow need that many rows to choose from.
  const lines = await t.db.insert(investigationLines).values(Array.from({ length: 500 }, (_, i) => ({ name: fill(`Línea del contrato ${i}`, 255) }))).returning({ id: investigationLines.id });
  world.lineIds = lines.map((l) => l.id);
  const types = await t.db.insert(productTypes).values([1, 2, 3].map((i) => ({ name: `Tipo del contrato ${i}` }))).returning({ id: productTypes.id });
  world.productTypeIds = types.map((r) => r.id);
  const letters = 'QRSTUVWXYZ'.split('');
  const takenCountries = (await t.db.select({ id: countries.id }).from(countries)).map((r) => r.id);
  world.countryCodes = freeCodes(takenCountries, letters.flatMap((a) => letters.map((b) => `Q${a}${b}`)), 2) as [string, string];
  const takenDepartments = (await t.db.select({ id: departments.id }).from(departments)).map((r) => r.id);
  const [d1, d2, d3] = freeCodes(takenDepartments, Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0')), 3);
  world.departmentCodes = [d1!, d2!];
  world.cityDepartment = d3!;
  await t.db.insert(departments).values({ id: d3!, countryId: 'COL', name: 'Departamento del contrato' });
});

const requiredKeys = (schema: z.ZodType) =>
  Object.entries(shapeOf(schema))
    .filter(([, field]) => leftOut(field).required)
    .map(([key]) => key)
    .sort();

/** The selection lists are every user's: read them as a lecturer, unless they belong to an administration screen. */
const readSelection = async (sel: TSelection, id: unknown) => {
  const res = await call(t, 'GET', sel.path, sel.path.startsWith('/api/users/') ? t.admin : t.docente);
  expect(res.statusCode, `${sel.path}: ${res.body.slice(0, 300)}`).toBe(200);
  const json = res.json();
  expect(sel.has(Array.isArray(json) ? json : json.data, id), `${sel.path} shows the record`).toBe(true);
};

const KEYS = Object.keys(CATALOGUES) as TCatalogueKey[];

describe.each(KEYS.map((key, i) => [key, i] as const))('%s', (key, index) => {
  const def = CATALOGUES[key];
  const fixture = fixtures[key];

  it.each<TVariant>(['required', 'bounds'])('a record with %s fields is listed, exported and offered in its selection lists', async (variant) => {
    const token = `wrq${index}${variant[0]}`;
    const body = fixture.body(world, token, variant);
    const fields = shapeOf(def.createSchema);
    if (variant === 'required') {
      expect(Object.keys(body).sort(), 'only the required fields, each optional one left out').toEqual(requiredKeys(def.createSchema));
    } else {
      expect(Object.keys(body).sort(), 'every field').toEqual(Object.keys(fields).sort());
      for (const [name, field] of Object.entries(fields)) {
        const max = maxLengthOf(field);
        if (max !== undefined && typeof body[name] === 'string') expect((body[name] as string).length, `${name} at its maximum`).toBe(max);
      }
    }

    const { id } = await created(def.api, body);
    const updated = await call(t, 'PUT', `${def.api}/${id}`, t.admin, body);
    expect(updated.statusCode, updated.body).toBe(200);
    if (fixture.tree) {
      tree[fixture.tree].push(id as number);
      await saveTree();
      const detail = await call(t, 'GET', `${SECTIONAL_RELATIONSHIP_API}/${world.sectionalId}`, t.admin);
      expect(detail.statusCode, detail.body).toBe(200);
    }

    const list = await call(t, 'GET', `${def.api}?q=${token}&per_page=100`, t.admin);
    expect(list.statusCode, list.body.slice(0, 300)).toBe(200);
    expect((list.json().data as { id: unknown }[]).map((r) => r.id)).toContain(id);

    if (def.exportApi) {
      const exported = await call(t, 'GET', `${def.exportApi}?q=${token}`, t.admin);
      expect(exported.statusCode).toBe(200);
      const { rows } = await readSheet(exported.rawPayload);
      expect(rows.slice(1).some((r) => r.includes(id)), 'the export has the record').toBe(true);
      // Excel calls a file with a longer cell damaged.
      for (const cell of rows.flat()) if (typeof cell === 'string') expect(cell.length).toBeLessThanOrEqual(32_767);
    }

    for (const sel of fixture.selections(world, variant, body)) await readSelection(sel, id);
  });
});

describe('profiles and users', () => {
  it.each<TVariant>(['required', 'bounds'])('a profile with %s fields is listed and offered to the user dialog', async (variant) => {
    const token = `wrr${variant[0]}`;
    const body = variant === 'required' ? { name: `${token} mínimo`, description: 'Perfil del contrato' } : { name: fill(token, 100), description: fill(token, 255) };
    const { id } = await created('/api/roles/roles', body);
    const list = await call(t, 'GET', `/api/roles/roles?q=${token}`, t.admin);
    expect(list.statusCode, list.body.slice(0, 300)).toBe(200);
    expect((list.json().data as { id: unknown }[]).map((r) => r.id)).toContain(id);
    const options = await call(t, 'GET', '/api/users/role-options', t.admin);
    expect(options.statusCode).toBe(200);
    expect((options.json() as { id: unknown }[]).map((r) => r.id)).toContain(id);
  });

  it.each<TVariant>(['required', 'bounds'])('a user with %s fields is listed and can be saved again', async (variant) => {
    const token = `wru${variant[0]}`;
    let body: Record<string, unknown> = { name: `${token} mínimo`, email: `${token}@siiicca.test`, identity: '900000001', id_sectional: world.sectionalId };
    if (variant === 'bounds') {
      const roles = await Promise.all(Array.from({ length: 50 }, (_, i) => created('/api/roles/roles', { name: `${token} perfil ${i}`, description: 'Perfil del contrato' })));
      const domain = `${'d'.repeat(63)}.test`;
      body = {
        name: fill(token, 150),
        email: `${token}${'e'.repeat(150 - token.length - domain.length - 1)}@${domain}`,
        username: fill(token, 100).replace(/ /g, '.'),
        identity: '9'.repeat(20),
        id_sectional: world.sectionalId,
        roles: roles.map((r) => r.id),
        active: true,
        account_type: 'adm',
        password: `Contrato#${'z'.repeat(119)}`,
      };
    }
    const { id } = await created('/api/users/users', body);
    expect((await call(t, 'PUT', `/api/users/users/${id}`, t.admin, body)).statusCode).toBe(200);
    const list = await call(t, 'GET', `/api/users/users?q=${token}`, t.admin);
    expect(list.statusCode, list.body.slice(0, 300)).toBe(200);
    expect((list.json().data as { id: unknown }[]).map((r) => r.id)).toContain(id);
  });
});
