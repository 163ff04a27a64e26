import fs from 'node:fs';
import path from 'node:path';
import JSZip from 'jszip';
import { beforeAll, describe, expect, it } from 'vitest';
import { MSG, PROJECT_API, PROJECT_MSG, filtersParam, selectionUrl, type TFilterInput, type TSelection } from '@siiicca/shared';
import { rolePermissions, roles, userRoles } from '../../../db/schema';
import type { TStoredDocument } from '../insert-project-rows';
import { bearer, useTestApp } from '../../../../test/helpers';
import { signIn } from '../../../../test/accounts';
import { expectSelectionRefusals, newReviewer, rowsOf, workbook } from '../../../../test/exports';
import { PDF, insertProject, lecturerOf, projectFixture, storeDocument, validProjectBody, xlsxFile, type TProjectFixtureIds } from '../test-fixtures';

const t = useTestApp();
let ids: TProjectFixtureIds;
let a: Awaited<ReturnType<typeof lecturerOf>>;
let b: Awaited<ReturnType<typeof lecturerOf>>;
/** A lecturer whose profile adds projects.export and projects.attachments (not projects.all). */
let exporter: Awaited<ReturnType<typeof lecturerOf>>;
let reviewer = '';
/** A's sent project (title like a formula, two documents), A's draft, B's sent project (hostile title, one document), B's sent project without documents, the exporter's own. */
const P = { formula: 0, draft: 0, hostile: 0, bare: 0, exporters: 0 };
const stored: Record<string, TStoredDocument[]> = {};
const HOSTILE = '../..\\Plan: "Agua"?';
const TITLE = '=1+2 Proyecto de fórmula';

/** A lecturer with a second profile of their own: 'Exportador de Proyectos'. */
async function newExporter() {
  const lecturer = await lecturerOf(t);
  const [role] = await t.db.insert(roles).values({ name: 'Exportador de Proyectos', description: 'Exporta sus proyectos' }).returning({ id: roles.id });
  await t.db.insert(rolePermissions).values(['projects.own', 'projects.export', 'projects.attachments'].map((permissionId) => ({ roleId: role!.id, permissionId })));
  await t.db.insert(userRoles).values({ userId: lecturer.id, roleId: role!.id });
  const token = await signIn(t, { username: lecturer.username, email: '', password: 'Clave de docente 2026', name: '' }, 'sac');
  return { ...lecturer, token };
}

const get = (url: string, token = t.admin) => t.app.inject({ url, headers: bearer(token) });
const excel = (sel: TSelection, token = t.admin) => get(selectionUrl(PROJECT_API.excel, sel), token);
const zip = (sel: TSelection, token = t.admin) => get(selectionUrl(PROJECT_API.attachments, sel), token);

const projectIdsOf = async (body: Buffer) => rowsOf(await workbook(body), 'Proyectos').rows.map((r) => r.Id);
const zipFiles = async (body: Buffer) => Object.values((await JSZip.loadAsync(body)).files).filter((f) => !f.dir).map((f) => f.name).sort();

beforeAll(async () => {
  ids = await projectFixture(t.db);
  [a, b] = [await lecturerOf(t), await lecturerOf(t)];
  exporter = await newExporter();
  reviewer = await newReviewer(t, { username: 'revisor.proyectos', name: 'Revisor de Proyectos', identity: '77002' });
  const xlsx = await xlsxFile();
  // One stored file per document of the open call: a PDF where it takes PDF, else a workbook; uploaded under hostile names.
  const documents = async (count: number) => {
    const out: TStoredDocument[] = [];
    for (const attached of ids.openAttacheds.slice(0, count)) {
      const pdf = attached.accept.split(',').includes('.pdf');
      out.push(await storeDocument(t, attached, pdf ? PDF : xlsx, pdf ? '../../etc/passwd.pdf' : 'C:\\presupuesto\u0007.xlsx'));
    }
    return out;
  };
  const sent = { state: 'Enviado' as const, sentAt: new Date('2026-03-05T17:00:00Z'), createdAt: new Date('2026-03-01T17:00:00Z') };
  stored.formula = await documents(2);
  P.formula = await insertProject(t, a.id, validProjectBody(ids, { title: TITLE, principal: { name: 'Zoe Ñúñez Ramírez' } }), { ...sent, documents: stored.formula });
  P.draft = await insertProject(t, a.id, validProjectBody(ids, { title: 'Borrador de exportación' }), { documents: await documents(1) });
  stored.hostile = await documents(1);
  P.hostile = await insertProject(t, b.id, validProjectBody(ids, { title: HOSTILE }), { ...sent, documents: stored.hostile });
  P.bare = await insertProject(t, b.id, validProjectBody(ids, { title: 'Proyecto sin anexos' }), sent);
  P.exporters = await insertProject(t, exporter.id, validProjectBody(ids, { title: 'Proyecto del exportador' }), { documents: await documents(1) });
  expect(ids.openAttacheds.length).toBeGreaterThanOrEqual(2);
});

describe('GET /getexcel/{ids}', () => {
  it('streams a workbook of the chosen projects: projects, investigators, allies, documents and results keyed by id', async () => {
    const res = await excel({ ids: [P.formula, P.hostile] });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toMatch(/spreadsheetml/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="Proyectos_\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const wb = await workbook(res.rawPayload);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Proyectos', 'Investigadores', 'Aliados', 'Documentos', 'Resultados']);

    const projects = rowsOf(wb, 'Proyectos');
    expect(projects.headers).toEqual([
      'Id', 'Convocatoria', 'Título', 'Seccional', 'Estado', 'Intensidad Horaria', 'Investigador Principal', 'Docente',
      'Fecha de Creación', 'Fecha de Envío', 'Total Horas de Nómina',
    ]);
    expect(projects.rows.map((r) => r.Id)).toEqual([P.hostile, P.formula]);
    const formula = projects.rows[1]!;
    // A title typed like a formula is text in the sheet, never a formula.
    expect(formula).toMatchObject({ Título: `'${TITLE}`, Estado: 'Enviado', 'Intensidad Horaria': ids.hours, 'Investigador Principal': 'Zoe Ñúñez Ramírez', Docente: a.name, 'Total Horas de Nómina': 16 });
    expect(String(formula.Convocatoria).length).toBeGreaterThan(0);
    expect(String(formula.Seccional).length).toBeGreaterThan(0);
    // Bogotá's wall clock: created 17:00 UTC is 12:00 there.
    expect(formula['Fecha de Creación']).toEqual(new Date('2026-03-01T12:00:00Z'));
    expect(formula['Fecha de Envío']).toEqual(new Date('2026-03-05T12:00:00Z'));

    const investigators = rowsOf(wb, 'Investigadores');
    expect(investigators.headers).toEqual([
      'Id Proyecto', 'Tipo de Investigador', 'Tipo de Documento', 'Identificación', 'Nombre', 'Correo Electrónico', 'Celular', 'Ciudad',
      'Formación', 'Vinculación', 'Categoría de Investigador', 'Horas de Nómina', 'Seccional', 'Grupo de Investigación', 'Facultad',
      'CvLAC', 'ORCID', 'Google Scholar',
    ]);
    const team = investigators.rows.filter((r) => r['Id Proyecto'] === P.formula);
    expect(team.map((r) => r['Tipo de Investigador'])).toEqual(['Principal', 'Coinvestigador']);
    expect(team[0]).toMatchObject({ Nombre: 'Zoe Ñúñez Ramírez', 'Tipo de Documento': 'CC', Ciudad: 'Bogotá', Formación: 'Doctorado', Vinculación: 'Tiempo completo', 'Categoría de Investigador': 'I', 'Horas de Nómina': 8 });
    expect(String(team[0]!['Grupo de Investigación']).length).toBeGreaterThan(0);
    expect(String(team[0]!.Facultad).length).toBeGreaterThan(0);
    expect(String(team[0]!.CvLAC)).toMatch(/^https:\/\/scienti/);

    const allies = rowsOf(wb, 'Aliados');
    expect(allies.headers).toEqual([
      'Id Proyecto', 'Tipo de Documento', 'Identificación', 'Nombre', 'Correo Electrónico', 'Celular', 'Ciudad', 'Formación',
      'NIT de la Entidad', 'Nombre de la Entidad', 'Representante Legal', 'País de la Entidad', 'Página Web de la Entidad', 'Interlocutor', 'Teléfono de Contacto',
    ]);
    expect(allies.rows.map((r) => r['Id Proyecto'])).toEqual([P.hostile, P.formula]);
    expect(allies.rows[1]).toMatchObject({
      'Tipo de Documento': 'CE', Ciudad: 'Lima', 'NIT de la Entidad': '900123456-7', 'Nombre de la Entidad': 'Fundación Ciencia Abierta',
      'Representante Legal': 'Ana Lucía Torres', 'Página Web de la Entidad': 'https://ciencia-abierta.test', Interlocutor: 'Ana Lucía Torres',
    });
    // The contact '+57 ...' is a phone, not a formula that could run: written exactly as typed (issue 26).
    expect(allies.rows[1]!['Teléfono de Contacto']).toBe('+57 601 555 1234');
    expect(String(allies.rows[1]!['País de la Entidad']).length).toBeGreaterThan(0);

    const documents = rowsOf(wb, 'Documentos');
    expect(documents.headers).toEqual(['Id Proyecto', 'Documento de la Convocatoria', 'Archivo', 'Tamaño (bytes)', 'Cargado']);
    const own = documents.rows.filter((r) => r['Id Proyecto'] === P.formula);
    expect(own.map((r) => r['Documento de la Convocatoria'])).toEqual(ids.openAttacheds.slice(0, 2).map((x) => x.name));
    expect(own.map((r) => r['Tamaño (bytes)'])).toEqual(stored.formula!.map((d) => d.size));
    expect(own[0]!.Archivo).toBe(stored.formula![0]!.name);
    expect(own[0]!.Cargado).toBeInstanceOf(Date);

    const results = rowsOf(wb, 'Resultados');
    expect(results.headers).toEqual(['Id Proyecto', 'Familia', 'Tipo de Producto', 'Producto', 'Cantidad']);
    const products = results.rows.filter((r) => r['Id Proyecto'] === P.formula);
    expect(products.map((r) => r.Familia)).toEqual([
      'Generación de Nuevo Conocimiento o Desarrollo Tecnológico', 'Apropiación Social del Conocimiento', 'Formación de Recurso Humano',
    ]);
    expect(products.map((r) => r.Cantidad)).toEqual([1, 2, 1]);
    expect(typeof products[0]!.Producto).toBe('string');
  });

  it("selects 'all' the list's search and filters match: the same projects as the list", async () => {
    const filters: TFilterInput[] = [{ field: 'user.name', operation: 'Parecido', value: b.name }, { field: 'state', operation: 'Igual', value: 'Enviado' }];
    const list = await get(`${PROJECT_API.all}?per_page=100&filters=${encodeURIComponent(filtersParam(filters))}`);
    expect(list.statusCode).toBe(200);
    const listed = (list.json().data as { id: number }[]).map((r) => r.id);
    expect(listed).toEqual([P.bare, P.hostile]);
    const res = await excel({ all: true, scope: 'all', filters: filtersParam(filters) });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(await projectIdsOf(res.rawPayload)).toEqual(listed);
    const searched = await excel({ all: true, scope: 'all', q: 'fórmula', filters: filtersParam([{ field: 'principal', operation: 'Parecido', value: 'nunez' }]) });
    expect(await projectIdsOf(searched.rawPayload)).toEqual([P.formula]);
  });

  it('lets a Revisor download, and a lecturer whose profile exports their own list, but not everyone\'s', async () => {
    const chosen = await excel({ ids: [P.formula, P.bare] }, reviewer);
    expect(chosen.statusCode).toBe(200);
    expect(await projectIdsOf(chosen.rawPayload)).toEqual([P.bare, P.formula]);
    expect(await projectIdsOf((await excel({ all: true, scope: 'all', q: 'sin anexos' }, reviewer)).rawPayload)).toEqual([P.bare]);
    // Other people's drafts are not the reviewer's to read.
    expect((await excel({ ids: [P.draft] }, reviewer)).statusCode).toBe(404);

    const mine = await excel({ all: true, scope: 'mine' }, exporter.token);
    expect(mine.statusCode).toBe(200);
    expect(await projectIdsOf(mine.rawPayload)).toEqual([P.exporters]);
    expect(await projectIdsOf((await excel({ ids: [P.exporters] }, exporter.token)).rawPayload)).toEqual([P.exporters]);
    for (const res of [await excel({ all: true, scope: 'all' }, exporter.token), await zip({ all: true, scope: 'all' }, exporter.token)]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: MSG.forbidden });
    }
    const other = await excel({ ids: [P.exporters, P.formula] }, exporter.token);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ message: PROJECT_MSG.notFound });
  });

  it('refuses lecturers (the Docente profile does not export projects), even their own', async () => {
    for (const sel of [{ ids: [P.formula] }, { all: true, scope: 'mine' }, { all: true, scope: 'all' }] as TSelection[]) {
      for (const res of [await excel(sel, a.token), await zip(sel, a.token)]) {
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toMatch(/permiso/i);
      }
    }
  });

  it("answers 404 for a project the user may not read, even among readable ones", async () => {
    for (const chosen of [[P.draft], [P.formula, P.draft], [2_000_000_000]]) {
      const res = await excel({ ids: chosen });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: PROJECT_MSG.notFound });
      expect((await zip({ ids: chosen })).statusCode).toBe(404);
    }
  });

  it('refuses a bad selection with a 400 in Spanish', async () => {
    const tooMany = JSON.stringify(Array.from({ length: 1001 }, (_, i) => i + 1));
    await expectSelectionRefusals((url) => get(url), [PROJECT_API.excel, PROJECT_API.attachments], [
      ['[0]', MSG.invalidValue],
      ['[]', PROJECT_MSG.selectionEmpty],
      [tooMany, PROJECT_MSG.selectionTooLarge(1000)],
      ['[2147483648]', MSG.outOfRange],
      ['drop table projects', MSG.invalidValue],
    ] as const);
    expect((await get(`${PROJECT_API.excel}/all?scope=todos`)).statusCode).toBe(400);
    const unknown = await get(`${PROJECT_API.excel}/all?scope=all&filters=${encodeURIComponent(filtersParam([{ field: 'password', operation: 'Igual', value: 'x' }]))}`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ message: MSG.filterUnknownField, errors: { 'filters.0.field': [MSG.filterUnknownField] } });
  });
});

describe('GET /getanexos/{ids}', () => {
  it("streams a ZIP with a folder per project holding its documents under the call's names, with safe names", async () => {
    const res = await zip({ ids: [P.formula, P.hostile, P.bare] });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="Anexos_Proyectos_\d{4}-\d{2}-\d{2}\.zip"$/);
    const archive = await JSZip.loadAsync(res.rawPayload);
    const folders = Object.values(archive.files).filter((f) => f.dir).map((f) => f.name.replace(/\/$/, ''));
    const [first, second] = ids.openAttacheds;
    const ext = (d: TStoredDocument) => path.extname(d.path);
    const formulaFolder = `${P.formula} - ${TITLE}`;
    // Separators and control characters replaced, dot runs folded, leading dots dropped.
    const hostileFolder = `${P.hostile} - _._Plan_ _Agua__`;
    const expected = [
      `${formulaFolder}/${first!.name}${ext(stored.formula![0]!)}`,
      `${formulaFolder}/${second!.name}${ext(stored.formula![1]!)}`,
      `${hostileFolder}/${first!.name}${ext(stored.hostile![0]!)}`,
    ];
    expect(await zipFiles(res.rawPayload)).toEqual([...expected].sort());
    // The project without documents has no folder.
    expect(folders.every((f) => !f.startsWith(`${P.bare} - `))).toBe(true);
    for (const name of expected) {
      expect(name.split('/')).toHaveLength(2);
      expect(name).not.toMatch(/\.\.|\\|[\p{Cc}\p{Cf}:*?"<>|]|passwd|presupuesto/u);
    }
    const bytes = async (name: string) => Buffer.from(await archive.file(name)!.async('uint8array'));
    const onDisk = (d: TStoredDocument) => fs.readFileSync(path.join(t.deps.config.DATA_DIR, 'files', d.path));
    expect(await bytes(expected[0]!)).toEqual(onDisk(stored.formula![0]!));
    expect(await bytes(expected[1]!)).toEqual(onDisk(stored.formula![1]!));
    expect(await bytes(expected[2]!)).toEqual(onDisk(stored.hostile![0]!));
  });

  it('answers 404 with its message when there is nothing to send, and skips a file gone from disk', async () => {
    const none = await zip({ ids: [P.bare] });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ message: PROJECT_MSG.noAttachments });
    fs.rmSync(path.join(t.deps.config.DATA_DIR, 'files', stored.hostile![0]!.path));
    expect((await zip({ ids: [P.hostile] })).statusCode).toBe(404);
    const rest = await zip({ ids: [P.hostile, P.formula] });
    expect(rest.statusCode).toBe(200);
    expect((await zipFiles(rest.rawPayload)).every((n) => n.startsWith(`${P.formula} - `))).toBe(true);
  });

  it("lets a Revisor download everyone's attachments with scope=all and the list's filters", async () => {
    const filters = filtersParam([{ field: 'title', operation: 'Igual', value: TITLE }]);
    const res = await zip({ all: true, scope: 'all', filters }, reviewer);
    expect(res.statusCode).toBe(200);
    expect((await zipFiles(res.rawPayload)).map((n) => n.split('/')[0])).toEqual([`${P.formula} - ${TITLE}`, `${P.formula} - ${TITLE}`]);
    const own = await zip({ all: true, scope: 'mine' }, exporter.token);
    expect(own.statusCode).toBe(200);
    expect((await zipFiles(own.rawPayload)).every((n) => n.startsWith(`${P.exporters} - `))).toBe(true);
  });
});
