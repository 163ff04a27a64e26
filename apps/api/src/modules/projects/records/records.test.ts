import { eq } from 'drizzle-orm';
import JSZip from 'jszip';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { MSG, PRODUCT_FAMILY_LABELS, PROJECT_API, PROJECT_MSG, selectionUrl, todayInBogota, type TProjectDetail, type TSelection } from '@siiicca/shared';
import { rolePermissions, roles, userRoles, users } from '../../../db/schema';
import { hashPassword } from '../../../lib/passwords';
import { signIn } from '../../../../test/accounts';
import { bearer, useTestApp } from '../../../../test/helpers';
import {
  PDF,
  insertProject,
  internalInvestigator,
  lecturerOf,
  projectFixture,
  storeDocument,
  validProjectBody,
  type TProjectFixtureIds,
} from '../test-fixtures';
import { longDate } from './document-parts';

const t = useTestApp();
let ids: TProjectFixtureIds;
type Lecturer = Awaited<ReturnType<typeof lecturerOf>>;
let owner: Lecturer;
let member: Lecturer;
let stranger: Lecturer;
/** A Revisor (projects.all and records, no writes) who also takes part in the owner's draft. */
let reviewer = '';
/** A lecturer who may download records (a profile of their own) but not read everyone's projects. */
let clerk = '';
const REVIEWER = { name: 'Revisora de Actas Peña', identity: '77013001' };
/** The owner's draft (the member and the reviewer are Coinvestigadores, a document), the owner's sent project, the stranger's sent project and draft. */
const p = { draft: 0, sent: 0, strangerSent: 0, strangerDraft: 0 };
const SENT_AT = new Date('2026-03-04T15:00:00Z');
let draftDetail: TProjectDetail;

const get = (url: string, token: string) => t.app.inject({ url, headers: bearer(token) });
const startRecords = (sel: TSelection, token = reviewer) => get(selectionUrl(PROJECT_API.startRecords, sel), token);
const commitmentRecords = (sel: TSelection, token = reviewer) => get(selectionUrl(PROJECT_API.commitmentRecords, sel), token);

async function pdfText(body: Buffer | Uint8Array) {
  const doc = await getDocument({ data: new Uint8Array(body), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return { pages: doc.numPages, text: pages.join('\n').replace(/\s+/g, ' ') };
}

async function userWith(opts: { username: string; name: string; identity: string; roleKeys: string[]; extraPermissions?: string[] }) {
  const password = 'Clave de actas 2026';
  const [u] = await t.db
    .insert(users)
    .values({ username: opts.username, email: `${opts.username}@siiicca.test`, name: opts.name, identity: opts.identity, accountType: 'adm', passwordHash: await hashPassword(password) })
    .returning({ id: users.id });
  for (const key of opts.roleKeys) {
    const [role] = await t.db.select({ id: roles.id }).from(roles).where(eq(roles.key, key));
    await t.db.insert(userRoles).values({ userId: u!.id, roleId: role!.id });
  }
  if (opts.extraPermissions) {
    const [role] = await t.db.insert(roles).values({ name: `Actas ${opts.username}`, description: 'Descarga actas' }).returning({ id: roles.id });
    await t.db.insert(rolePermissions).values(opts.extraPermissions.map((permissionId) => ({ roleId: role!.id, permissionId })));
    await t.db.insert(userRoles).values({ userId: u!.id, roleId: role!.id });
  }
  return signIn(t, { username: opts.username, email: '', password, name: '' }, 'adm');
}

beforeAll(async () => {
  ids = await projectFixture(t.db);
  [owner, member, stranger] = [await lecturerOf(t), await lecturerOf(t), await lecturerOf(t)];
  reviewer = await userWith({ username: 'revisor.actas', name: REVIEWER.name, identity: REVIEWER.identity, roleKeys: ['reviewer'] });
  clerk = await userWith({ username: 'auxiliar.actas', name: 'Auxiliar de Actas', identity: '77013002', roleKeys: ['lecturer'], extraPermissions: ['projects.records'] });

  const body = validProjectBody(ids, { title: 'Deserción estudiantil en Tunja: un análisis con aprendizaje automático', principal: { identification: owner.identity, name: owner.name } });
  body.internal_investigators!.push(
    internalInvestigator(ids, 'Coinvestigador', { identification: member.identity, name: member.name }),
    internalInvestigator(ids, 'Coinvestigador', { identification: REVIEWER.identity, name: REVIEWER.name }),
  );
  body.internal_investigators![1]!.payroll_hours = 4;
  body.external_investigators![0]!.third.name = 'Ana Lucía Torres Ñáñez';
  const letter = ids.openAttacheds.find((a) => a.accept.includes('.pdf'))!;
  p.draft = await insertProject(t, owner.id, body, { documents: [await storeDocument(t, letter, PDF, 'Carta de aval Núñez.pdf')] });
  p.sent = await insertProject(t, owner.id, validProjectBody(ids, { title: 'Proyecto enviado con acta', principal: { identification: owner.identity, name: owner.name } }), {
    state: 'Enviado',
    sentAt: SENT_AT,
  });
  p.strangerSent = await insertProject(t, stranger.id, validProjectBody(ids, { title: 'Proyecto enviado de otro docente' }), { state: 'Enviado', sentAt: SENT_AT });
  p.strangerDraft = await insertProject(t, stranger.id, validProjectBody(ids, { title: 'Borrador de otro docente' }));
  draftDetail = (await get(PROJECT_API.one(p.draft), owner.token)).json() as TProjectDetail;
});

describe('GET /projectpdf/{id}', () => {
  it('lays out the whole project: call, state and dates, team with hours and total, allies, documents, results by family', async () => {
    const res = await get(PROJECT_API.pdf(p.draft), owner.token);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${p.draft}_Desercion estudiantil en Tunja_ un analisis con aprendizaje automatico.pdf"; ` +
        `filename*=UTF-8''${p.draft}_Deserci%C3%B3n%20estudiantil%20en%20Tunja_%20un%20an%C3%A1lisis%20con%20aprendizaje%20autom%C3%A1tico.pdf`,
    );
    const { text } = await pdfText(res.rawPayload);
    const d = draftDetail;
    for (const expected of [
      'Universidad Santo Tomás',
      `Proyecto de Investigación N.º ${p.draft}`,
      'Deserción estudiantil en Tunja: un análisis con aprendizaje automático',
      'Estado y Fechas',
      'Borrador',
      'Sin enviar',
      'Convocatoria',
      d.announcement.name,
      longDate(d.announcement.fecha_inicio),
      'Sede Principal Bogotá',
      `${ids.hours} horas semanales`,
      'Investigadores USTA (4)',
      owner.name,
      member.name,
      REVIEWER.name,
      'Investigador Principal',
      'Coinvestigador',
      'Tiempo completo',
      'Total horas de nómina 28',
      'Aliados Externos (1)',
      'Ana Lucía Torres Ñáñez',
      'Fundación Ciencia Abierta (NIT 900123456-7)',
      'Documentos (1)',
      'Carta de aval Núñez.pdf',
      d.attacheds[0]!.name,
      'Resultados Esperados',
      PRODUCT_FAMILY_LABELS.knowledge,
      PRODUCT_FAMILY_LABELS.social,
      PRODUCT_FAMILY_LABELS.training,
      'Página 1 de',
    ]) expect(text).toContain(expected);
    for (const r of d.results) expect(text).toContain(`${r.product_type.name} ${r.product.name} ${r.quantity}`);
    expect(text).toMatch(/Fecha de Creación \d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
  });

  it('answers an investigator of the project, 404 to another lecturer; a Revisor reads sent projects but not the drafts of others', async () => {
    expect((await get(PROJECT_API.pdf(p.draft), member.token)).statusCode).toBe(200);
    const sent = await pdfText((await get(PROJECT_API.pdf(p.sent), owner.token)).rawPayload);
    expect(sent.text).toContain('Enviado');
    expect(sent.text).toContain('Fecha de Envío 2026-03-04 10:00');
    const refused: [number, string][] = [[p.draft, stranger.token], [p.strangerSent, owner.token], [2_000_000_000, owner.token]];
    for (const [id, token] of refused) {
      const res = await get(PROJECT_API.pdf(id), token);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: PROJECT_MSG.notFound });
    }
    expect((await get(PROJECT_API.pdf(p.strangerSent), reviewer)).statusCode).toBe(200);
    expect((await get(PROJECT_API.pdf(p.strangerDraft), reviewer)).statusCode).toBe(404);
    expect((await get('/api/siiicca/projectpdf/abc', owner.token)).statusCode).toBe(400);
  });
});

describe('GET /getactainicio/{ids}', () => {
  it("is one PDF for one project: the record, the project and its call, the start date (the send date), team, allies, products and signatures", async () => {
    const res = await startRecords({ ids: [p.sent] });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`filename="Acta de Inicio - ${p.sent}.pdf"`);
    const { text } = await pdfText(res.rawPayload);
    const year = todayInBogota().slice(0, 4);
    for (const expected of [
      'ACTA DE INICIO DE PROYECTO DE INVESTIGACIÓN',
      `Acta N.º AI-${year}-${String(p.sent).padStart(6, '0')}`,
      `Sede Principal Bogotá, ${longDate(todayInBogota())}`,
      'Proyecto enviado con acta',
      draftDetail.announcement.name,
      'Fecha de inicio 4 de marzo de 2026 (fecha de envío del proyecto a la convocatoria)',
      'Equipo de Investigación',
      owner.name,
      'Horas de Nómina',
      'Total horas de nómina 16',
      'Aliados Externos',
      'Fundación Ciencia Abierta',
      'Productos Comprometidos',
      PRODUCT_FAMILY_LABELS.knowledge,
      'Investigador Principal',
      'Director(a) de Investigación',
      'Decano(a) de Facultad',
    ]) expect(text).toContain(expected);
    for (const r of draftDetail.results) expect(text).toContain(`${r.product.name} ${r.quantity}`);
    expect(text).not.toContain('BORRADOR');
  });

  it("is made for any project the user may read; a draft's record says 'BORRADOR – sin validez' and starts today", async () => {
    const { text } = await pdfText((await startRecords({ ids: [p.draft] })).rawPayload);
    expect(text).toContain('BORRADOR – sin validez: el proyecto no ha sido enviado');
    expect(text).toContain(`Fecha de inicio ${longDate(todayInBogota())} (fecha de expedición de esta acta; el proyecto aún no ha sido enviado)`);
    for (const name of [owner.name, member.name, REVIEWER.name]) expect(text).toContain(name);
  });

  it("is one ZIP of PDFs for several projects, 'Acta de Inicio - <id>.pdf' each", async () => {
    const res = await startRecords({ ids: [p.sent, p.strangerSent, p.draft] });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="actas_inicio_${todayInBogota()}.zip"`);
    const zip = await JSZip.loadAsync(res.rawPayload);
    const names = Object.keys(zip.files).sort();
    expect(names).toEqual([p.draft, p.sent, p.strangerSent].sort((a, b) => a - b).map((id) => `Acta de Inicio - ${id}.pdf`).sort());
    const titles: Record<number, string> = { [p.sent]: 'Proyecto enviado con acta', [p.strangerSent]: 'Proyecto enviado de otro docente', [p.draft]: 'Deserción estudiantil en Tunja' };
    for (const [id, title] of Object.entries(titles)) {
      const bytes = await zip.file(`Acta de Inicio - ${id}.pdf`)!.async('uint8array');
      expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
      const { text } = await pdfText(bytes);
      expect(text).toContain('ACTA DE INICIO DE PROYECTO DE INVESTIGACIÓN');
      expect(text).toContain(title);
      expect(text.includes('BORRADOR')).toBe(Number(id) === p.draft);
    }
  });

  it('takes every project the search matches (all), within what the user may read', async () => {
    const res = await startRecords({ all: true, scope: 'all', q: 'enviado' });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    const names = Object.keys((await JSZip.loadAsync(res.rawPayload)).files);
    expect(names).toEqual(expect.arrayContaining([`Acta de Inicio - ${p.sent}.pdf`, `Acta de Inicio - ${p.strangerSent}.pdf`]));
    const one = await startRecords({ all: true, scope: 'all', q: 'Proyecto enviado con acta' });
    expect(one.headers['content-type']).toBe('application/pdf');
  });

  it('refuses a lecturer (403), a chosen project the user may not read (404 for the whole request), scope all without projects.all (403), bad ids (400)', async () => {
    const lecturer = await startRecords({ ids: [p.sent] }, owner.token);
    expect(lecturer.statusCode).toBe(403);
    expect(lecturer.json()).toEqual({ message: MSG.forbidden });
    const hidden = await startRecords({ ids: [p.sent, p.strangerDraft] });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ message: PROJECT_MSG.notFound });
    expect((await startRecords({ ids: [2_000_000_000] })).statusCode).toBe(404);
    expect((await startRecords({ all: true, scope: 'all' }, clerk)).statusCode).toBe(403);
    expect((await startRecords({ ids: [p.strangerSent] }, clerk)).statusCode).toBe(404);
    const empty = await get(`${PROJECT_API.startRecords}/${encodeURIComponent('[]')}`, reviewer);
    expect(empty.statusCode).toBe(400);
    expect(JSON.stringify(empty.json())).toContain(PROJECT_MSG.selectionEmpty);
    const tooMany = await startRecords({ ids: Array.from({ length: 1001 }, (_, i) => i + 1) });
    expect(tooMany.statusCode).toBe(400);
    expect((await get(`${PROJECT_API.startRecords}/abc`, reviewer)).statusCode).toBe(400);
  });
});

describe('GET /getactacompromiso/{ids}', () => {
  it('states what the principal and the team commit to deliver, the obligations, the team with hours and a signature line for each internal investigator', async () => {
    const res = await commitmentRecords({ ids: [p.draft] });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-disposition']).toContain(`filename="Acta de Compromiso - ${p.draft}.pdf"`);
    const { text } = await pdfText(res.rawPayload);
    for (const expected of [
      'BORRADOR – sin validez',
      'ACTA DE COMPROMISO',
      `Acta N.º AC-${todayInBogota().slice(0, 4)}-${String(p.draft).padStart(6, '0')}`,
      'Deserción estudiantil en Tunja: un análisis con aprendizaje automático',
      draftDetail.announcement.name,
      `${owner.name} en calidad de Investigador Principal`,
      'nos comprometemos a ejecutar el proyecto',
      'Productos que se Compromete a Entregar',
      'Obligaciones del Equipo',
      'informes de avance y el informe final',
      'Reconocer a la Universidad Santo Tomás',
      'Cumplir las horas de nómina asignadas',
      'Total horas de nómina 28',
      'firman los investigadores',
    ]) expect(text).toContain(expected);
    for (const r of draftDetail.results) expect(text).toContain(`${r.product_type.name} ${r.product.name} ${r.quantity}`);
    // The signature lines: one per internal investigator, with their role and identification, after the closing sentence.
    const signing = text.slice(text.indexOf('firman los investigadores'));
    for (const i of draftDetail.internal_investigators) {
      expect(signing).toContain(i.third.name);
      expect(signing).toContain(`CC ${i.third.identification}`);
    }
    expect(signing.match(/Coinvestigador/g)).toHaveLength(3);
    expect(signing).toContain('Investigador Principal');
    expect(text).not.toContain('Ana Lucía Torres Ñáñez');
  });

  it("is one ZIP of PDFs for several projects, 'Acta de Compromiso - <id>.pdf' each; a lecturer is refused", async () => {
    const res = await commitmentRecords({ ids: [p.sent, p.strangerSent] });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="actas_compromiso_${todayInBogota()}.zip"`);
    const zip = await JSZip.loadAsync(res.rawPayload);
    expect(Object.keys(zip.files).sort()).toEqual([`Acta de Compromiso - ${p.sent}.pdf`, `Acta de Compromiso - ${p.strangerSent}.pdf`].sort());
    const { text } = await pdfText(await zip.file(`Acta de Compromiso - ${p.strangerSent}.pdf`)!.async('uint8array'));
    expect(text).toContain('ACTA DE COMPROMISO');
    expect(text).toContain('Proyecto enviado de otro docente');
    expect((await commitmentRecords({ ids: [p.sent] }, owner.token)).statusCode).toBe(403);
    expect((await commitmentRecords({ ids: [p.sent] }, member.token)).statusCode).toBe(403);
  });
});
