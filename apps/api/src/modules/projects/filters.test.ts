import { beforeAll, describe, expect, it } from 'vitest';
import { count, eq, ne } from 'drizzle-orm';
import { CAT_MSG, MSG, PROJECT_DEFAULT_FILTERS, PROJECT_FILTER_FIELDS, type TFilterInput, type TProjectList } from '@siiicca/shared';
import { announcements, faculties, investigationGroups, projects, sectionals } from '../../db/schema';
import { bearer, useTestApp } from '../../../test/helpers';
import { insertProject, internalInvestigator, lecturerOf, projectFixture, validProjectBody, type TProjectFixtureIds } from './test-fixtures';

const t = useTestApp();

/**
 * The project lists' filter widget (PROJECT_FILTER_FIELDS) on this file's own lecturer's projects:
 * each field with its operations, 'principal', 'group' and 'faculty' read from the investigators,
 * the dates as days in Bogotá, combined filters, the administrators' list, and refused filters.
 */
let ids: TProjectFixtureIds;
let lecturer: Awaited<ReturnType<typeof lecturerOf>>;
const P: Record<'optics' | 'marine' | 'soil', number> = { optics: 0, marine: 0, soil: 0 };
const names = { openCall: '', closedCall: '', sectional: '', group: '', otherGroup: '', faculty: '', otherFaculty: '' };
const PRINCIPAL_ID = `ZX${Date.now() % 1_000_000}`;

beforeAll(async () => {
  ids = await projectFixture(t.db);
  lecturer = await lecturerOf(t);
  const nameOf = async (table: typeof announcements | typeof sectionals | typeof investigationGroups | typeof faculties, id: number) =>
    (await t.db.select({ name: table.name }).from(table).where(eq(table.id, id)))[0]!.name;
  names.openCall = await nameOf(announcements, ids.openCall);
  names.closedCall = await nameOf(announcements, ids.closedCall);
  names.sectional = await nameOf(sectionals, ids.sectional);
  names.group = await nameOf(investigationGroups, ids.group);
  names.faculty = await nameOf(faculties, ids.faculty);
  const [otherGroup] = await t.db.select({ id: investigationGroups.id, name: investigationGroups.name }).from(investigationGroups).where(ne(investigationGroups.name, names.group)).limit(1);
  const [otherFaculty] = await t.db.select({ id: faculties.id, name: faculties.name }).from(faculties).where(ne(faculties.name, names.faculty)).limit(1);
  names.otherGroup = otherGroup!.name;
  names.otherFaculty = otherFaculty!.name;

  // Sent; principal 'Zoe Ñúñez Ramírez' (identification with letters); created Feb 1st, sent Feb 9th late evening in Bogotá (10th in UTC).
  const optics = validProjectBody(ids, { title: 'Óptica Cuántica Aplicada', principal: { name: 'Zoe Ñúñez Ramírez', identification: PRINCIPAL_ID } });
  P.optics = await insertProject(t, lecturer.id, { ...optics, hours: 10 }, {
    state: 'Enviado', createdAt: new Date('2026-02-01T17:00:00Z'), sentAt: new Date('2026-02-10T03:00:00Z'),
  });
  // A draft on the closed call, without a sectional; its Coinvestigador in the other group and faculty; created May 30th in Bogotá (31st in UTC).
  const marine = validProjectBody(ids, { title: 'Biología Marina del Caribe', principal: { name: 'Carlos Pérez Gil' } });
  marine.internal_investigators![1] = { ...internalInvestigator(ids, 'Coinvestigador'), investigation_group_id: otherGroup!.id, faculty_id: otherFaculty!.id };
  P.marine = await insertProject(t, lecturer.id, { ...marine, announcement_id: ids.closedCall, sectional_id: null, hours: 20 }, {
    createdAt: new Date('2025-05-31T03:00:00Z'),
  });
  // Sent; a Coinvestigador named like the first one's principal (he is not a principal here).
  const soil = validProjectBody(ids, { title: 'Suelos Andinos', principal: { name: 'Lucía Gómez Ortiz' } });
  soil.internal_investigators![1] = internalInvestigator(ids, 'Coinvestigador', { name: 'Mateo Núñez' });
  P.soil = await insertProject(t, lecturer.id, { ...soil, hours: 40 }, {
    state: 'Enviado', createdAt: new Date('2026-03-01T17:00:00Z'), sentAt: new Date('2026-03-05T17:00:00Z'),
  });
});

type Answer = { status: number; body: TProjectList & { message?: string; errors?: Record<string, string[]> } };
const get = async (query: string, path = 'myprojects', token = lecturer.token): Promise<Answer> => {
  const res = await t.app.inject({ url: `/api/siiicca/${path}?${query}`, headers: bearer(token) });
  return { status: res.statusCode, body: res.json() };
};
const withFilters = (filters: unknown[], extra = '') => `filters=${encodeURIComponent(JSON.stringify(filters))}${extra}`;
/** The ids the lecturer's list shows with these filters, oldest first. */
async function found(...filters: TFilterInput[]) {
  const res = await get(withFilters(filters, '&per_page=100&sort=id'));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.meta.total).toBe(res.body.data.length);
  return res.body.data.map((r) => r.id);
}
const refused = async (filters: unknown[], path = 'myprojects') => {
  const res = await get(withFilters(filters), path);
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  return res.body as unknown as { message: string; errors: Record<string, string[]> };
};

describe('project list filters: each field', () => {
  it('offers the fields of PROJECT_FILTER_FIELDS', () => {
    expect(Object.keys(PROJECT_FILTER_FIELDS).sort()).toEqual(
      ['announcement.name', 'created_at', 'faculty', 'group', 'hours', 'id', 'principal', 'sectional.name', 'sent_at', 'state', 'title', 'user.name'].sort(),
    );
  });

  it("state: 'Igual' one of the states (the web page's default filter among them)", async () => {
    expect(await found(...PROJECT_DEFAULT_FILTERS)).toEqual([P.optics, P.soil]);
    expect(await found({ field: 'state', operation: 'Igual', value: 'Borrador' })).toEqual([P.marine]);
  });

  it("the call's, the sectional's, the lecturer's names and the title, ignoring case and accents", async () => {
    expect(await found({ field: 'announcement.name', operation: 'Igual', value: names.closedCall.toUpperCase() })).toEqual([P.marine]);
    expect(await found({ field: 'announcement.name', operation: 'Parecido', value: names.openCall.toLowerCase() })).toEqual([P.optics, P.soil]);
    expect(await found({ field: 'sectional.name', operation: 'Parecido', value: names.sectional.toLowerCase() })).toEqual([P.optics, P.soil]);
    // A project without a sectional is not like any.
    expect(await found({ field: 'sectional.name', operation: 'No Parecido', value: names.sectional })).toEqual([P.marine]);
    expect(await found({ field: 'user.name', operation: 'Igual', value: lecturer.name.toUpperCase() })).toEqual([P.optics, P.marine, P.soil]);
    expect(await found({ field: 'user.name', operation: 'Parecido', value: 'nadie-asi' })).toEqual([]);
    expect(await found({ field: 'title', operation: 'Parecido', value: 'optica cuantica' })).toEqual([P.optics]);
    expect(await found({ field: 'title', operation: 'Igual', value: 'BIOLOGIA MARINA DEL CARIBE' })).toEqual([P.marine]);
    expect(await found({ field: 'title', operation: 'No Parecido', value: 'ándinos' })).toEqual([P.optics, P.marine]);
  });

  it('principal: the Principal investigator by name or identification, never a Coinvestigador', async () => {
    expect(await found({ field: 'principal', operation: 'Parecido', value: 'nunez' })).toEqual([P.optics]);
    expect(await found({ field: 'principal', operation: 'Igual', value: 'ZOE NUÑEZ RAMIREZ' })).toEqual([P.optics]);
    expect(await found({ field: 'principal', operation: 'Igual', value: PRINCIPAL_ID.toLowerCase() })).toEqual([P.optics]);
    expect(await found({ field: 'principal', operation: 'Parecido', value: 'perez' })).toEqual([P.marine]);
    expect(await found({ field: 'principal', operation: 'No Parecido', value: 'ÑÚÑEZ' })).toEqual([P.marine, P.soil]);
    expect(await found({ field: 'principal', operation: 'Parecido', value: 'mateo' })).toEqual([]);
  });

  it("group and faculty: ANY internal investigator's; the negated operation, when none's", async () => {
    expect(await found({ field: 'group', operation: 'Igual', value: names.otherGroup.toLowerCase() })).toEqual([P.marine]);
    expect(await found({ field: 'group', operation: 'Igual', value: names.group })).toEqual([P.optics, P.marine, P.soil]);
    expect(await found({ field: 'group', operation: 'No Parecido', value: names.otherGroup })).toEqual([P.optics, P.soil]);
    expect(await found({ field: 'faculty', operation: 'Parecido', value: names.otherFaculty.toUpperCase() })).toEqual([P.marine]);
    expect(await found({ field: 'faculty', operation: 'No Parecido', value: names.otherFaculty })).toEqual([P.optics, P.soil]);
    expect(await found({ field: 'faculty', operation: 'No Parecido', value: names.faculty })).toEqual([]);
  });

  it("hours and id: every comparison and range", async () => {
    expect(await found({ field: 'hours', operation: 'Igual', value: 20 })).toEqual([P.marine]);
    expect(await found({ field: 'hours', operation: 'Igual', value: '40' })).toEqual([P.soil]);
    expect(await found({ field: 'hours', operation: 'Menor o Igual', value: 20 })).toEqual([P.optics, P.marine]);
    expect(await found({ field: 'hours', operation: 'Mayor o Igual', value: 20 })).toEqual([P.marine, P.soil]);
    expect(await found({ field: 'hours', operation: 'Entre', value: 15, value_end: 40 })).toEqual([P.marine, P.soil]);
    expect(await found({ field: 'hours', operation: 'No Entre', value: 15, value_end: 40 })).toEqual([P.optics]);
    expect(await found({ field: 'id', operation: 'Igual', value: P.soil })).toEqual([P.soil]);
    expect(await found({ field: 'id', operation: 'Mayor o Igual', value: P.marine })).toEqual([P.marine, P.soil]);
  });

  it('created_at and sent_at: the day in Bogotá', async () => {
    expect(await found({ field: 'created_at', operation: 'Igual', value: '2025-05-30' })).toEqual([P.marine]);
    expect(await found({ field: 'created_at', operation: 'Igual', value: '2025-05-31' })).toEqual([]);
    expect(await found({ field: 'created_at', operation: 'Mayor o Igual', value: '2026-02-01' })).toEqual([P.optics, P.soil]);
    expect(await found({ field: 'created_at', operation: 'Entre', value: '2025-01-01', value_end: '2026-02-01' })).toEqual([P.optics, P.marine]);
    expect(await found({ field: 'created_at', operation: 'No Entre', value: '2025-01-01', value_end: '2026-02-01' })).toEqual([P.soil]);
    expect(await found({ field: 'sent_at', operation: 'Igual', value: '2026-02-09' })).toEqual([P.optics]);
    expect(await found({ field: 'sent_at', operation: 'Igual', value: '2026-02-10' })).toEqual([]);
    expect(await found({ field: 'sent_at', operation: 'Menor o Igual', value: '2026-03-04' })).toEqual([P.optics]);
    // A draft has no sending day: no range holds it.
    expect(await found({ field: 'sent_at', operation: 'No Entre', value: '2026-02-01', value_end: '2026-02-28' })).toEqual([P.soil]);
  });
});

describe('project list filters: combined, with the search box and pages', () => {
  it('every filter must hold, the search box too, and the total counts what they select', async () => {
    expect(await found({ field: 'state', operation: 'Igual', value: 'Enviado' }, { field: 'hours', operation: 'Mayor o Igual', value: 30 })).toEqual([P.soil]);
    const searched = await get(withFilters([{ field: 'state', operation: 'Igual', value: 'Enviado' }], '&q=optica&per_page=5'));
    expect(searched.body.data.map((r) => r.id)).toEqual([P.optics]);
    expect(searched.body.meta.total).toBe(1);
    const paged = await get(withFilters([{ field: 'user.name', operation: 'Igual', value: lecturer.name }], '&per_page=5&page=1&sort=-created_at'));
    expect(paged.body.data.map((r) => r.id)).toEqual([P.soil, P.optics, P.marine]);
  });

  it("filters everyone's projects on the administrators' list (other people's drafts are never there)", async () => {
    const mine = { field: 'user.name', operation: 'Igual', value: lecturer.name };
    const res = await get(withFilters([mine], '&per_page=100&sort=id'), 'projects', t.admin);
    expect(res.status).toBe(200);
    expect(res.body.data.map((r) => r.id)).toEqual([P.optics, P.soil]);
    const principal = await get(withFilters([mine, { field: 'principal', operation: 'Parecido', value: 'Gómez' }]), 'projects', t.admin);
    expect(principal.body.data.map((r) => r.id)).toEqual([P.soil]);
  });
});

describe('project list filters it cannot apply: a 400 with the message on the filter', () => {
  it('an unknown field, an operation its type does not take, a value of the wrong type', async () => {
    for (const path of ['myprojects', 'projects']) {
      const token = path === 'projects' ? t.admin : lecturer.token;
      const res = await get(withFilters([{ field: 'user.password_hash', operation: 'Igual', value: 'x' }]), path, token);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: MSG.filterUnknownField, errors: { 'filters.0.field': [MSG.filterUnknownField] } });
    }
    expect((await refused([{ field: 'title', operation: 'Entre', value: 'a', value_end: 'z' }])).errors).toEqual({ 'filters.0.operation': [MSG.filterOperationNotAllowed] });
    expect((await refused([{ field: 'state', operation: 'Parecido', value: 'Env' }])).errors).toEqual({ 'filters.0.operation': [MSG.filterOperationNotAllowed] });
    expect((await refused([{ field: 'group', operation: 'Mayor o Igual', value: 'a' }])).errors).toEqual({ 'filters.0.operation': [MSG.filterOperationNotAllowed] });
    expect((await refused([{ field: 'hours', operation: 'Parecido', value: '1' }])).errors).toEqual({ 'filters.0.operation': [MSG.filterOperationNotAllowed] });
    expect((await refused([{ field: 'state', operation: 'Igual', value: 'Archivado' }])).errors).toEqual({ 'filters.0.value': [MSG.invalidValue] });
    expect((await refused([{ field: 'hours', operation: 'Igual', value: 'diez' }])).errors).toEqual({ 'filters.0.value': [MSG.invalidNumber] });
    expect((await refused([{ field: 'sent_at', operation: 'Igual', value: '2026-02-30' }])).errors).toEqual({ 'filters.0.value': [CAT_MSG.invalidDate] });
    expect((await refused([{ field: 'title', operation: 'Parecido', value: 'a' }, { field: 'created_at', operation: 'Entre', value: '2026-12-31', value_end: '2026-01-01' }]))).toEqual({
      message: CAT_MSG.endBeforeStart,
      errors: { 'filters.1.value_end': [CAT_MSG.endBeforeStart] },
    });
    expect((await refused([{ field: 'hours', operation: 'Entre', value: 1 }])).errors).toEqual({ 'filters.0.value_end': [MSG.filterEndRequired] });
    expect((await get('filters=%5Bnot%20json')).status).toBe(400);
  });

  it('SQL typed in a value is only text to look for: it matches nothing and runs nothing', async () => {
    const before = (await t.db.select({ n: count() }).from(projects))[0]!.n;
    const injection = "'; drop table projects; --";
    for (const field of ['title', 'principal', 'group', 'faculty', 'user.name', 'sectional.name', 'announcement.name']) {
      for (const operation of ['Igual', 'Parecido'] as const) expect(await found({ field, operation, value: injection })).toEqual([]);
    }
    expect(await found({ field: 'title', operation: 'Parecido', value: "x%' or '1'='1" })).toEqual([]);
    expect((await refused([{ field: 'id', operation: 'Igual', value: '1 or 1=1' }])).errors).toEqual({ 'filters.0.value': [MSG.invalidNumber] });
    expect((await t.db.select({ n: count() }).from(projects))[0]!.n).toBe(before);
  });
});
