import { beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { DIRECTORY_SUBJECTS } from '../../connectors/academic/directory-subjects';
import {
  divisions,
  faculties,
  investigationLines,
  productTypes,
  programs,
  sectionalFaculties,
  sectionals,
  strategyPeriods,
  subjects,
} from '../../db/schema';
import { useTestApp } from '../../../test/helpers';
import { call, longText } from './test-fixtures';

const t = useTestApp();

const idOf = async (table: PgTable & { id: AnyPgColumn; name: AnyPgColumn }, name: string) =>
  ((await t.db.select({ id: table.id }).from(table).where(eq(table.name, name))) as { id: number }[])[0]!.id;
const post = (url: string, body: unknown) => call(t, 'POST', url, t.admin, body);
const IN_USE = 'Imposible Eliminar Registro';

describe('research groups', () => {
  const url = '/api/siiicca/investigation_groups';
  const body = async (over: Record<string, unknown> = {}) => ({
    sectional_id: await idOf(sectionals, 'Seccional Tunja'),
    name: 'Grupo de Investigación en Agroindustria',
    colciencias: 'COL0200001',
    url: 'https://scienti.minciencias.gov.co/gruplac/jsp/visualiza/visualizagr.jsp?nro=00000000020000',
    investigation_lines: [await idOf(investigationLines, 'Desarrollo sostenible y medio ambiente')],
    ...over,
  });

  it('saves a group with its lines and answers them as ids and names', async () => {
    const created = await post(url, await body());
    expect(created.statusCode, created.body).toBe(201);
    const row = created.json().data;
    expect(row.sectional).toMatchObject({ name: 'Seccional Tunja' });
    expect(row.lines.map((l: { name: string }) => l.name)).toEqual(['Desarrollo sostenible y medio ambiente']);
    const lineIds = [await idOf(investigationLines, 'Infraestructura y materiales'), await idOf(investigationLines, 'Economía regional y desarrollo')];
    const updated = await call(t, 'PUT', `${url}/${row.id}`, t.admin, await body({ investigation_lines: lineIds }));
    expect(updated.json().data.investigation_lines.sort()).toEqual([...lineIds].sort());
    expect(updated.json().data.lines).toHaveLength(2);
  });

  it.each([
    [{ colciencias: '' }, 'colciencias', 'Campo requerido'],
    [{ colciencias: longText(51) }, 'colciencias', 'Máximo 50 letras'],
    [{ sectional_id: undefined }, 'sectional_id', 'Campo requerido'],
    [{ name: longText(256) }, 'name', 'Máximo 255 letras'],
    [{ name: 'Grup' }, 'name', 'Mínimo 5 caracteres'],
    [{ url: 'no es una url' }, 'url', 'Dirección web inválida'],
    [{ investigation_lines: [1, 1] }, 'investigation_lines', 'Elemento repetido en la lista'],
  ])('refuses %o with the spec message', async (change, field, message) => {
    const res = await post(url, await body(change));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toContain(message);
  });

  it('refuses a repeated Colciencias code (any case) and a sectional that does not exist', async () => {
    const again = await post(url, await body({ name: 'Otro nombre de grupo', colciencias: 'col0200001' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Ya existe un grupo con ese código Colciencias');
    const orphan = await post(url, await body({ name: 'Grupo huérfano', colciencias: 'COL0299999', sectional_id: 99999 }));
    expect(orphan.statusCode).toBe(400);
    expect(orphan.json().message).toBe('El registro relacionado no existe');
  });

  it('keeps a line or a sectional that a group uses, and frees them when the group goes', async () => {
    const lineId = await idOf(investigationLines, 'Hábitat, ciudad y territorio');
    const created = await post(url, await body({ name: 'Grupo temporal de hábitat', colciencias: 'COL0277777', investigation_lines: [lineId] }));
    const lineDelete = await call(t, 'DELETE', `/api/siiicca/investigation_lines/${lineId}`, t.admin);
    expect(lineDelete.statusCode).toBe(409);
    expect(lineDelete.json().message).toBe(IN_USE);
    expect((await call(t, 'DELETE', `/api/sectionals/${await idOf(sectionals, 'Seccional Tunja')}`, t.admin)).json().message).toBe(IN_USE);
    expect((await call(t, 'DELETE', `${url}/${created.json().data.id}`, t.admin)).statusCode).toBe(200);
  });

  it('searches and sorts by the sectional name', async () => {
    const res = await call(t, 'GET', `${url}?q=villavicencio&sort=-sectional`, t.admin);
    expect(res.json().data.map((g: { sectional: { name: string } }) => g.sectional.name)).toEqual(['Sede Villavicencio']);
    const sorted = (await call(t, 'GET', `${url}?sort=sectional&per_page=100`, t.admin)).json().data.map((g: { sectional: { name: string } }) => g.sectional.name);
    expect(sorted[0]).toBe('Seccional Bucaramanga');
    expect(sorted.at(-1)).toBe('Sede Villavicencio');
  });
});

describe('research hotbeds', () => {
  const url = '/api/siiicca/research_hotbeds';
  const inTree = async (sectional: string, faculty: string) => {
    const sectionalId = await idOf(sectionals, sectional);
    const facultyId = await idOf(faculties, faculty);
    const [node] = await t.db
      .select({ divisionId: sectionalFaculties.divisionId })
      .from(sectionalFaculties)
      .where(and(eq(sectionalFaculties.sectionalId, sectionalId), eq(sectionalFaculties.facultyId, facultyId)));
    return { sectional_id: sectionalId, division_id: node!.divisionId, faculty_id: facultyId };
  };

  it('saves a hotbed under a division and faculty of its sectional, and answers their names', async () => {
    const res = await post(url, { ...(await inTree('Seccional Bucaramanga', 'Facultad de Optometría')), name: 'Semillero de Salud Visual' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      sectional: { name: 'Seccional Bucaramanga' },
      division: { name: 'División de Ciencias de la Salud' },
      faculty: { name: 'Facultad de Optometría' },
    });
    const facultyDelete = await call(t, 'DELETE', `/api/faculties/${res.json().data.faculty_id}`, t.admin);
    expect(facultyDelete.statusCode).toBe(409);
    expect(facultyDelete.json().message).toBe(IN_USE);
  });

  it('refuses a faculty outside the sectional tree and a missing faculty', async () => {
    // Medellín does not offer Odontología.
    const outside = { ...(await inTree('Seccional Bucaramanga', 'Facultad de Odontología')), sectional_id: await idOf(sectionals, 'Sede Medellín') };
    const res = await post(url, { ...outside, name: 'Semillero fuera del árbol' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.faculty_id).toEqual(['La división y la facultad deben estar relacionadas con la seccional']);
    const missing = await post(url, { ...outside, faculty_id: undefined, name: 'Semillero sin facultad' });
    expect(missing.json().errors.faculty_id).toEqual(['Campo requerido']);
  });
});

describe('products and product types', () => {
  it('saves a product with its types and pivot hours, and keeps a type in use', async () => {
    const typeId = await idOf(productTypes, 'Desarrollo Tecnológico e Innovación');
    const asc = await idOf(productTypes, 'Apropiación Social del Conocimiento');
    const body = { name: 'Aplicación móvil registrada', types: [{ id: typeId, hours: 8 }, { id: typeId, hours: 12 }, { id: asc, hours: 4 }] };
    const created = await post('/api/siiicca/products', body);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data.types).toHaveLength(3);
    expect(created.json().data.types).toContainEqual({ id: typeId, name: 'Desarrollo Tecnológico e Innovación', hours: 12 });
    const id = created.json().data.id;
    const updated = await call(t, 'PUT', `/api/siiicca/products/${id}`, t.admin, { ...body, types: [{ id: asc, hours: 8 }] });
    expect(updated.json().data.types).toEqual([{ id: asc, name: 'Apropiación Social del Conocimiento', hours: 8 }]);

    const repeated = await post('/api/siiicca/products', { name: 'Producto repetido', types: [{ id: asc, hours: 4 }, { id: asc, hours: 4 }] });
    expect(repeated.json().errors.types).toEqual(['Elemento repetido en la lista']);
    const typeDelete = await call(t, 'DELETE', `/api/siiicca/product_types/${asc}`, t.admin);
    expect(typeDelete.statusCode).toBe(409);
    expect(typeDelete.json().message).toBe(IN_USE);
    expect((await call(t, 'DELETE', `/api/siiicca/products/${id}`, t.admin)).statusCode).toBe(200);
  });
});

describe('programs', () => {
  it('adds a program from its name alone (the compact form) and completes it later', async () => {
    const created = await post('/api/programs', { name: 'Licenciatura en Filosofía y Letras' });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ name: 'Licenciatura en Filosofía y Letras', codesac: null, type: null, active: true });
    const id = created.json().data.id;
    const completed = await call(t, 'PUT', `/api/programs/${id}`, t.admin, { name: 'Licenciatura en Filosofía y Letras', codesac: 10777, type: 'Pregrado', degree_work: true, active: true });
    expect(completed.statusCode).toBe(200);
    expect(completed.json().data).toMatchObject({ codesac: 10777, type: 'Pregrado' });
    const bad = await post('/api/programs', { name: 'Prog', codesac: -3 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({ name: ['Mínimo 5 caracteres'] });
  });

  it('stores an emptied SAC box (the form sends an empty string) as no code, and refuses text in it in Spanish', async () => {
    const emptied = await post('/api/programs', { name: 'Maestría en Estudios Andinos', codesac: '' });
    expect(emptied.statusCode, emptied.body).toBe(201);
    expect(emptied.json().data).toMatchObject({ codesac: null });
    const worded = await post('/api/programs', { name: 'Maestría en Estudios Andinos II', codesac: 'diez' });
    expect(worded.statusCode).toBe(400);
    expect(worded.json().errors).toEqual({ codesac: ['Debe ser un número válido'] });
  });
});

describe('strategy periods', () => {
  const url = '/api/siiicca/strategy_periods';
  const activeIds = async () =>
    (await t.db.select({ id: strategyPeriods.id }).from(strategyPeriods).where(eq(strategyPeriods.state, true))).map((r) => r.id);

  it('keeps exactly one active period: activating one deactivates the others', async () => {
    expect(await activeIds()).toHaveLength(1);
    const a = await post(url, { description: 'Periodo intersemestral A', date_start: '2032-01-10', date_end: '2032-02-10', state: true });
    expect(a.statusCode, a.body).toBe(201);
    expect(await activeIds()).toEqual([a.json().data.id]);
    const b = await post(url, { description: 'Periodo intersemestral B', date_start: '2032-03-01', date_end: '2032-06-30' });
    expect(b.json().data.state).toBe(false);
    const activated = await call(t, 'PUT', `${url}/${b.json().data.id}`, t.admin, { ...b.json().data, state: true });
    expect(activated.statusCode).toBe(200);
    expect(await activeIds()).toEqual([b.json().data.id]);
    const current = await call(t, 'GET', '/api/siiicca/selstrategy_periods', t.docente);
    expect(current.json().data).toEqual({ id: b.json().data.id, description: 'Periodo intersemestral B' });
  });

  it('leaves the active period alone when a save fails', async () => {
    const before = await activeIds();
    const res = await call(t, 'PUT', `${url}/999999`, t.admin, { description: 'No existe', date_start: '2033-01-01', date_end: '2033-02-01', state: true });
    expect(res.statusCode).toBe(404);
    expect(await activeIds()).toEqual(before);
  });
});

describe('sectional relationships', () => {
  const url = '/api/sectional_relationship';
  let sectionalId: number;
  let ids: Record<string, number>;

  beforeAll(async () => {
    const created = await post('/api/sectionals', { name: 'Sede Pasto', address: 'Calle 18 # 25-40, Pasto, Nariño' });
    sectionalId = created.json().data.id;
    ids = {
      ing: await idOf(divisions, 'División de Ingenierías'),
      eco: await idOf(divisions, 'División de Ciencias Económicas y Administrativas'),
      sis: await idOf(faculties, 'Facultad de Ingeniería de Sistemas'),
      civ: await idOf(faculties, 'Facultad de Ingeniería Civil'),
      adm: await idOf(faculties, 'Facultad de Administración de Empresas'),
      pSis: (await t.db.select({ id: programs.id }).from(programs).where(eq(programs.codesac, 10125)))[0]!.id,
      pCiv: (await t.db.select({ id: programs.id }).from(programs).where(eq(programs.codesac, 10126)))[0]!.id,
      pAdm: (await t.db.select({ id: programs.id }).from(programs).where(eq(programs.codesac, 10211)))[0]!.id,
    };
  });
  const tree = () => call(t, 'GET', `${url}/${sectionalId}`, t.admin).then((r) => r.json());

  it('saves the division → faculty → program tree and answers it with names', async () => {
    const res = await post(url, {
      id: sectionalId,
      relationship: [
        { id: ids.ing, faculties: [{ id: ids.sis, programs: [{ id: ids.pSis }] }, { id: ids.civ, programs: [{ id: ids.pCiv }] }] },
        { id: ids.eco, faculties: [{ id: ids.adm, programs: [] }] },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Relaciones guardadas correctamente');
    const saved = await tree();
    expect(saved.relationship.map((d: { name: string }) => d.name)).toEqual(['División de Ciencias Económicas y Administrativas', 'División de Ingenierías']);
    expect(saved.relationship[1].faculties[0]).toMatchObject({ name: 'Facultad de Ingeniería Civil', programs: [{ codesac: 10126, name: 'Ingeniería Civil' }] });
    const divisionDelete = await call(t, 'DELETE', `/api/divisions/${ids.eco}`, t.admin);
    expect(divisionDelete.json().message).toBe(IN_USE);
  });

  it('replaces the whole tree in one transaction: a bad program leaves the old tree intact', async () => {
    const before = await tree();
    const res = await post(url, {
      id: sectionalId,
      relationship: [{ id: ids.ing, faculties: [{ id: ids.sis, programs: [{ id: ids.pSis }, { id: 999999 }] }] }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('El registro relacionado no existe');
    expect(await tree()).toEqual(before);

    const smaller = await post(url, { id: sectionalId, relationship: [{ id: ids.eco, faculties: [{ id: ids.adm, programs: [{ id: ids.pAdm }] }] }] });
    expect(smaller.statusCode).toBe(200);
    expect((await tree()).relationship).toEqual([
      { id: ids.eco, name: 'División de Ciencias Económicas y Administrativas', faculties: [{ id: ids.adm, name: 'Facultad de Administración de Empresas', programs: [{ id: ids.pAdm, name: 'Administración de Empresas', codesac: 10211 }] }] },
    ]);
  });

  it.each([
    [[{ faculties: [] }], 'relationship.0.id', 'Debe Seleccionar la División'],
    [[{ id: 1, faculties: [{ id: 2, programs: [{}] }] }], 'relationship.0.faculties.0.programs.0.id', 'Debe Seleccionar la División y Facultad'],
    [[{ id: 1, faculties: [{ id: 2 }] }, { id: 3, faculties: [{ id: 2 }] }], 'relationship.1.faculties.0.id', 'Una facultad solo puede pertenecer a una división de la seccional'],
  ])('refuses an incomplete tree (%#)', async (relationship, field, message) => {
    const res = await post(url, { id: sectionalId, relationship });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toContain(message);
  });

  it('is for administrators only, and 404 for an unknown sectional', async () => {
    expect((await call(t, 'POST', url, t.docente, { id: sectionalId, relationship: [] })).statusCode).toBe(403);
    expect((await call(t, 'GET', `${url}/${sectionalId}`)).statusCode).toBe(401);
    expect((await post(url, { id: 999999, relationship: [] })).statusCode).toBe(404);
  });
});

describe('subjects sync', () => {
  const codes = [...new Set(DIRECTORY_SUBJECTS.map((s) => s.codesac))];
  const stored = async () =>
    (await t.db.select({ n: count() }).from(subjects).where(inArray(subjects.codesac, codes)))[0]!.n;

  it('adds the new subjects, updates the changed ones, and a second run adds nothing', async () => {
    const before = await stored();
    const first = await call(t, 'GET', '/api/siiicca/sync_subjects', t.admin);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      message: `Sincronización finalizada: ${codes.length - before} asignaturas nuevas, 1 actualizadas`,
      added: codes.length - before,
      updated: 1,
    });
    expect(await stored()).toBe(codes.length);
    const [renamed] = await t.db.select({ name: subjects.name }).from(subjects).where(eq(subjects.codesac, '1012502'));
    expect(renamed!.name).toBe('Programación Orientada a Objetos');

    const second = await call(t, 'GET', '/api/siiicca/sync_subjects', t.admin);
    expect(second.json()).toMatchObject({ added: 0, updated: 0 });
    expect(await stored()).toBe(codes.length);
  });

  it('needs the sync permission', async () => {
    expect((await call(t, 'GET', '/api/siiicca/sync_subjects')).statusCode).toBe(401);
    expect((await call(t, 'GET', '/api/siiicca/sync_subjects', t.docente)).statusCode).toBe(403);
  });
});
