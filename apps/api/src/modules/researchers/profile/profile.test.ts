import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { TProductCountRow, TResearcherProfile } from '@siiicca/shared';
import { newLecturer, signIn } from '../../../../test/accounts';
import { workbook, rowsOf } from '../../../../test/exports';
import { bearer, createTestApp, loginAs, type TestApp } from '../../../../test/helpers';
import {
  academicPeople, executionReportProducts, executionReports, faculties, investigationGroups, projectInvestigators, sectionals,
  securityEvents, strategies, strategyPeriods, thirds, users,
} from '../../../db/schema';
import { newCall, newProject, withResults } from '../../execution/test-fixtures';

/*
 * 'Perfil del investigador' and its spreadsheets (issue 44, docs/researchers.md): what a lecturer sees
 * of their own records in several states, that another's profile is not found for them, that the
 * office reads anyone's, and the products' counts by faculty, group and year for a period.
 */

let t: TestApp;
let admin: string;
let lecturer: string;
let other: string;
let me: { id: number; name: string; identity: string };
let otherId: number;
const tag = randomBytes(4).toString('hex');
const facultyName = `Facultad de Prueba ${tag}`;
const groupName = `Grupo de Prueba ${tag}`;
const ORCID = '0000-0002-1825-0097';
const DOI = `10.5555/perfil.${tag}`;
let owned: number;
let draft: number;
let invited: number;

const get = (url: string, token: string) => t.app.inject({ url, headers: bearer(token) });
const userOf = async (username: string) => (await t.db.select().from(users).where(eq(users.username, username)))[0]!;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t, 'admin');
  const a = await newLecturer(t);
  const b = await newLecturer(t);
  lecturer = await signIn(t, a, 'sac');
  other = await signIn(t, b, 'sac');
  const ua = await userOf(a.username);
  me = { id: ua.id, name: ua.name, identity: ua.identity! };
  const ub = await userOf(b.username);
  otherId = ub.id;
  // The other lecturer's identifiers are only in the academic directory (no person row keeps them).
  await t.db.insert(academicPeople).values({ identification: ub.identity!, name: ub.name, email: ub.email, role: 'Docente', orcid: '0000-0001-5109-3700', scholar: 'AbCdEf123456' });

  const [sectional] = await t.db.select({ id: sectionals.id }).from(sectionals).limit(1);
  const [faculty] = await t.db.insert(faculties).values({ name: facultyName }).returning({ id: faculties.id });
  const [group] = await t.db.insert(investigationGroups).values({ name: groupName, sectionalId: sectional!.id, colciencias: `COL${tag}` }).returning({ id: investigationGroups.id });
  // The lecturer's own person row (identifiers, group) and the one the other lecturer's project keeps of them.
  const [mine] = await t.db.insert(thirds).values({ typeId: 'CC', identification: me.identity, name: me.name, orcid: ORCID, cvlac: '0001234567', ownerId: me.id, investigationGroupId: group!.id }).returning({ id: thirds.id });
  const [theirs] = await t.db.insert(thirds).values({ typeId: 'CC', identification: me.identity, name: me.name, ownerId: otherId }).returning({ id: thirds.id });

  const call = await newCall(t.db);
  owned = (await newProject(t.db, { callId: call.id, ownerId: me.id, state: 'En ejecución' })).id;
  draft = (await newProject(t.db, { callId: call.id, ownerId: me.id, state: 'Borrador' })).id;
  invited = (await newProject(t.db, { callId: call.id, ownerId: otherId, state: 'Enviado' })).id;
  await t.db.insert(projectInvestigators).values([
    { projectId: owned, thirdId: mine!.id, typeThird: 'Interno', typeInvestigator: 'Principal', facultyId: faculty!.id, investigationGroupId: group!.id },
    { projectId: invited, thirdId: theirs!.id, typeThird: 'Interno', typeInvestigator: 'Coinvestigador' },
  ]);
  const [period] = await t.db.select({ id: strategyPeriods.id }).from(strategyPeriods).limit(1);
  await t.db.insert(strategies).values({ userId: me.id, periodId: period!.id, name: `Semillero ${tag}`, state: 'Activo' });

  // An accepted progress report with two products, and a final report still under review (not delivered yet).
  const [r1, r2] = await withResults(t.db, owned, 2);
  const [accepted, sent] = await t.db.insert(executionReports).values([
    { projectId: owned, number: 1, kind: 'Avance', periodFrom: '2025-01-01', periodTo: '2025-06-30', dueDate: '2025-07-15', state: 'Aceptado', reviewedAt: new Date('2025-07-20T15:00:00Z') },
    { projectId: owned, number: 2, kind: 'Final', periodFrom: '2025-07-01', periodTo: '2025-12-31', dueDate: '2026-01-15', state: 'Enviado' },
  ]).returning({ id: executionReports.id });
  await t.db.insert(executionReportProducts).values([
    { reportId: accepted!.id, resultId: r1!, quantity: 2, evidenceKind: 'DOI', evidence: DOI, position: 0, title: 'Calidad del agua en la cuenca alta', container: 'Revista de Ingeniería', year: 2025 },
    { reportId: accepted!.id, resultId: r2!, quantity: 1, evidenceKind: 'ISBN', evidence: '978-958-00-0000-1', position: 1 },
    { reportId: sent!.id, resultId: r1!, quantity: 5, evidenceKind: 'URL', evidence: 'https://example.org/pendiente', position: 0 },
  ]);
});
afterAll(async () => {
  await t?.close();
});

describe('Perfil del investigador', () => {
  it("shows a lecturer their identifiers, groups, records with role and state, and only accepted reports' products", async () => {
    const res = await get('/api/researchers/me/profile', lecturer);
    expect(res.statusCode).toBe(200);
    const p = res.json() as TResearcherProfile;
    expect(p.id).toBe(me.id);
    expect(p.identifiers).toEqual(expect.arrayContaining([
      { label: 'ORCID', value: ORCID, url: `https://orcid.org/${ORCID}` },
      expect.objectContaining({ label: 'CvLAC', value: '0001234567', url: expect.stringContaining('cod_rh=0001234567') }),
    ]));
    expect(p.groups.map((g) => g.name)).toEqual([groupName]);
    const byId = new Map(p.projects.map((x) => [x.id, x]));
    expect(byId.get(owned)).toMatchObject({ role: 'Propietario', state: 'En ejecución' });
    expect(byId.get(draft)).toMatchObject({ role: 'Propietario', state: 'Borrador' });
    expect(byId.get(invited)).toMatchObject({ role: 'Coinvestigador', state: 'Enviado' });
    expect(p.strategies).toEqual([expect.objectContaining({ name: `Semillero ${tag}`, state: 'Activo', role: 'Propietario' })]);
    expect(p.products).toHaveLength(2);
    expect(p.products.find((x) => x.evidence_kind === 'DOI')).toMatchObject({ project_id: owned, title: 'Calidad del agua en la cuenca alta', container: 'Revista de Ingeniería', year: 2025, quantity: 2, report_kind: 'Avance', evidence: DOI, evidence_url: `https://doi.org/${DOI}`, accepted_on: '2025-07-20' });
    expect(p.products.find((x) => x.evidence_kind === 'ISBN')).toMatchObject({ title: '', year: null, quantity: 1, evidence_url: null });
    // The same profile through its id; the other lecturer's project does not make theirs the lecturer's.
    expect((await get(`/api/researchers/${me.id}/profile`, lecturer)).json()).toEqual(p);
    const theirs = (await get('/api/researchers/me/profile', other)).json() as TResearcherProfile;
    expect(theirs.products).toEqual([]);
    expect(theirs.identifiers).toEqual([
      { label: 'ORCID', value: '0000-0001-5109-3700', url: 'https://orcid.org/0000-0001-5109-3700' },
      { label: 'Google Académico', value: 'AbCdEf123456', url: 'https://scholar.google.com/citations?user=AbCdEf123456' },
    ]);
    expect(theirs.projects.map((x) => x.id)).toEqual([invited]);
  });

  it("answers a lecturer 404 for another's profile or products, and 403 for the office's list and counts", async () => {
    for (const url of [`/api/researchers/${otherId}/profile`, `/api/researchers/${otherId}/products/export`]) {
      const res = await get(url, lecturer);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ message: 'Investigador no encontrado' });
    }
    expect((await get('/api/researchers', lecturer)).statusCode).toBe(403);
    expect((await get('/api/researchers/product-counts?from=2025-01-01&to=2025-12-31', lecturer)).statusCode).toBe(403);
  });

  it("lets the office search the researchers and open anyone's profile", async () => {
    const list = await get(`/api/researchers?q=${encodeURIComponent(me.name)}&per_page=5`, admin);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({ data: [{ id: me.id, name: me.name, email: expect.any(String), identity: me.identity, projects: 2, strategies: 1 }], meta: { total: 1, page: 1, per_page: 5 } });
    // Case ignored; the identification finds the same researcher.
    for (const q of [me.name.toUpperCase(), me.identity]) {
      expect((await get(`/api/researchers?q=${encodeURIComponent(q)}`, admin)).json().data.map((r: { id: number }) => r.id), q).toEqual([me.id]);
    }
    const res = await get(`/api/researchers/${me.id}/profile`, admin);
    expect(res.statusCode).toBe(200);
    expect((res.json() as TResearcherProfile).products).toHaveLength(2);
    expect((await get('/api/researchers/2147483647/profile', admin)).statusCode).toBe(404);
  });
});

describe('Exports', () => {
  const lastDownload = async () =>
    (await t.db.select().from(securityEvents).where(and(eq(securityEvents.event, 'personal_data_download'))).orderBy(desc(securityEvents.id)).limit(1))[0]!;

  it("downloads a researcher's products by Minciencias type, with its line in the security trail", async () => {
    const res = await get(`/api/researchers/${me.id}/products/export`, lecturer);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/productos_investigador_\d+_\d{4}-\d{2}-\d{2}\.xlsx/);
    const { headers, rows } = rowsOf(await workbook(res.rawPayload), 'Productos');
    expect(headers).toEqual(['Tipo de producto', 'Producto', 'Título', 'Revista o editorial', 'Año', 'Cantidad', 'Proyecto', 'Informe', 'Tipo de evidencia', 'Evidencia', 'Aceptado']);
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r['Tipo de evidencia'] === 'DOI')).toMatchObject({ Título: 'Calidad del agua en la cuenca alta', 'Revista o editorial': 'Revista de Ingeniería', Año: 2025, Cantidad: 2, Informe: 'Avance 1', Evidencia: DOI, Aceptado: '2025-07-20' });
    expect(await lastDownload()).toMatchObject({ actorId: me.id, details: { what: 'Productos de un investigador', format: 'xlsx', records: 1, ids: [me.id] } });
  });

  it('counts the products delivered by faculty, group and year of acceptance within the period', async () => {
    const ours = (rows: TProductCountRow[]) => rows.filter((r) => r.faculty === facultyName);
    const in2025 = await get('/api/researchers/product-counts?from=2025-07-20&to=2025-12-31', admin);
    expect(in2025.statusCode).toBe(200);
    expect(ours(in2025.json().data)).toEqual([{ faculty: facultyName, group: groupName, year: 2025, products: 3 }]);
    const before = await get('/api/researchers/product-counts?from=2025-01-01&to=2025-07-19', admin);
    expect(ours(before.json().data)).toEqual([]);

    const file = await get('/api/researchers/product-counts/export?from=2025-01-01&to=2025-12-31', admin);
    expect(file.statusCode).toBe(200);
    const { headers, rows } = rowsOf(await workbook(file.rawPayload), 'Productos por facultad y grupo');
    expect(headers).toEqual(['Facultad', 'Grupo de investigación', 'Año', 'Productos']);
    expect(rows.filter((r) => r.Facultad === facultyName)).toEqual([{ Facultad: facultyName, 'Grupo de investigación': groupName, Año: 2025, Productos: 3 }]);
    expect((await lastDownload()).details).toMatchObject({ what: 'Productos por facultad y grupo', format: 'xlsx' });
  });

  it('refuses out-of-bounds queries with a Spanish 400', async () => {
    const inverted = await get('/api/researchers/product-counts?from=2025-12-31&to=2025-01-01', admin);
    expect(inverted.statusCode).toBe(400);
    expect(JSON.stringify(inverted.json())).toContain('La fecha inicial no puede ser posterior a la fecha final');
    for (const url of [
      '/api/researchers/product-counts?from=2025-13-01&to=2025-12-31',
      '/api/researchers/product-counts/export?to=2025-12-31',
      `/api/researchers?q=${'a'.repeat(201)}`,
      '/api/researchers?per_page=101',
      '/api/researchers/0/profile',
      '/api/researchers/abc/products/export',
    ]) {
      const res = await get(url, admin);
      expect(res.statusCode, url).toBe(400);
      expect(typeof res.json().message, url).toBe('string');
    }
  });
});
