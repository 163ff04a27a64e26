import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { EVAL_REVIEW_API, PROJECT_API, REVIEW_MSG, type TMyEvaluationDetail } from '@siiicca/shared';
import { announcementAttacheds, announcements, callEvaluationSettings, users } from '../../../db/schema';
import { SAMPLES } from '../../../lib/content-samples';
import { bearer, loginAs, useTestApp } from '../../../../test/helpers';
import { leaksOf } from '../../../../test/identity-leaks';
import { getDocument } from '../../../../test/pdfjs';
import { insertProject, projectFixture, storeDocument, validProjectBody } from '../../projects/test-fixtures';
import { assign } from './test-fixtures';

/*
 * What the evaluator of a blind call downloads (issue 39), on documents written by a real producer:
 * LibreOffice saved the fixtures (test/fixtures/blind) with 'María Fernanda Rojas Quintero' as their
 * author, in their metadata, a comment and a tracked change. She is the project's principal
 * investigator here. A document the office hides from evaluators is not listed, not downloadable and
 * not in the PDF; every other one reaches the evaluator without her in any layer of it; the owner and
 * the office get the original, byte for byte.
 */
const t = useTestApp();
const FIXTURES = path.join(import.meta.dirname, '../../../../test/fixtures/blind');
const read = (name: string) => fs.readFileSync(path.join(FIXTURES, name));
const AUTHOR = { name: 'María Fernanda Rojas Quintero', identification: '52440911', email: 'maria.rojas@unal.example.edu.co' };
const TOKENS = [AUTHOR.name, 'Fernanda', 'Rojas', 'Quintero', 'MFRQ', 'maria.rojas', AUTHOR.identification];

let evaluador = '';
let assignment = 0;
let projectId = 0;
const docs = { proposal: 0, annex: 0, cv: 0, old: 0 };

const get = (url: string, token = evaluador) => t.app.inject({ url, headers: bearer(token) });

async function pdfText(body: Buffer) {
  const doc = await getDocument({ data: new Uint8Array(body), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) pages.push((await (await doc.getPage(i)).getTextContent()).items.map((x) => ('str' in x ? x.str : '')).join(' '));
  await doc.destroy();
  return pages.join('\n').replace(/\s+/g, ' ');
}

beforeAll(async () => {
  const ids = await projectFixture(t.db);
  evaluador = await loginAs(t, 'evaluador');
  const [{ id: evaluadorId }] = (await t.db.select({ id: users.id }).from(users).where(eq(users.username, 'evaluador'))) as [{ id: number }];
  const [{ id: docenteId }] = (await t.db.select({ id: users.id }).from(users).where(eq(users.username, 'docente'))) as [{ id: number }];
  const [call] = await t.db
    .insert(announcements)
    .values({ name: 'Convocatoria ciega con documentos', type: 'Multicampus', description: 'Evaluación ciega', fechaInicio: '2026-01-01', fechaFin: '2026-12-31' })
    .returning({ id: announcements.id });
  const attached = await t.db
    .insert(announcementAttacheds)
    .values([
      { announcementId: call!.id, name: 'Propuesta', accept: '.docx', evaluatorVisible: true, position: 1 },
      { announcementId: call!.id, name: 'Anexo técnico', accept: '.pdf', evaluatorVisible: true, position: 2 },
      { announcementId: call!.id, name: 'Hoja de vida CvLAC', accept: '.pdf', evaluatorVisible: false, position: 3 },
      { announcementId: call!.id, name: 'Carta en Word 97', accept: '.doc', evaluatorVisible: true, position: 4 },
    ])
    .returning();
  await t.db.insert(callEvaluationSettings).values({ announcementId: call!.id, blind: true, deadline: '2099-12-31' });
  const [proposal, annex, cv, old] = attached as [typeof attached[number], typeof attached[number], typeof attached[number], typeof attached[number]];
  const stored = [
    await storeDocument(t, proposal, read('informe.docx'), 'Propuesta María Rojas.docx'),
    await storeDocument(t, annex, read('informe.pdf'), 'Anexo.pdf'),
    await storeDocument(t, cv, read('informe.pdf'), 'CvLAC María Fernanda Rojas Quintero.pdf'),
    await storeDocument(t, old, SAMPLES.ole(), 'Carta.doc'),
  ];
  projectId = await insertProject(
    t,
    docenteId,
    { ...validProjectBody(ids, { title: 'Calidad del agua en tres cuencas', principal: AUTHOR }), announcement_id: call!.id },
    { state: 'En evaluación', sentAt: new Date(), documents: stored },
  );
  assignment = await assign(t, projectId, evaluadorId, 'Aceptada');
  const owner = (await get(PROJECT_API.one(projectId), t.docente)).json() as { attacheds: { id: number; attached_id: number }[] };
  const idOf = (attachedId: number) => owner.attacheds.find((d) => d.attached_id === attachedId)!.id;
  Object.assign(docs, { proposal: idOf(proposal.id), annex: idOf(annex.id), cv: idOf(cv.id), old: idOf(old.id) });
});

describe("a blind call's documents as its evaluator gets them", () => {
  it('lists only the documents the office shows evaluators; a hidden one is 404 like any other id', async () => {
    const detail = (await get(EVAL_REVIEW_API.one(assignment))).json() as TMyEvaluationDetail;
    expect(detail.project!.documents.map((d) => d.name)).toEqual(['Propuesta', 'Anexo técnico', 'Carta en Word 97']);
    const hidden = await get(EVAL_REVIEW_API.document(assignment, docs.cv));
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe(REVIEW_MSG.documentNotFound);
  });

  it('a DOCX and a PDF saved by LibreOffice reach the evaluator without their author in any layer, their text kept', async () => {
    for (const [id, fixture] of [[docs.proposal, 'informe.docx'], [docs.annex, 'informe.pdf']] as const) {
      expect(await leaksOf(read(fixture), TOKENS), fixture).not.toEqual([]);
      const res = await get(EVAL_REVIEW_API.document(assignment, id));
      expect(res.statusCode, fixture).toBe(200);
      expect(await leaksOf(res.rawPayload, TOKENS), fixture).toEqual([]);
      expect(res.headers['content-disposition']).toMatch(/filename="Documento-/);
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
    const annex = await get(EVAL_REVIEW_API.document(assignment, docs.annex));
    expect(await pdfText(annex.rawPayload)).toContain('Cronograma de actividades del proyecto de investigación.');
  });

  it("the evaluator's PDF of the project names no one of the team, in its text or its metadata, and leaves the hidden CV out", async () => {
    const pdf = await get(EVAL_REVIEW_API.pdf(assignment));
    expect(pdf.statusCode).toBe(200);
    expect(await leaksOf(pdf.rawPayload, TOKENS)).toEqual([]);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Calidad del agua en tres cuencas');
    expect(text).toContain('Propuesta');
    expect(text).not.toContain('Hoja de vida CvLAC');
  });

  it('an old Office document, whose authors cannot be removed, is refused with the reason rather than sent as uploaded', async () => {
    const res = await get(EVAL_REVIEW_API.document(assignment, docs.old));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(REVIEW_MSG.blindCopyOldFormat);
  });

  it('the owner and the office download every document as it was uploaded, the hidden one included', async () => {
    for (const token of [t.docente, t.admin]) {
      for (const [id, fixture] of [[docs.proposal, 'informe.docx'], [docs.cv, 'informe.pdf']] as const) {
        const res = await get(`${PROJECT_API.file}?id=${projectId}&file=${id}`, token);
        expect(res.statusCode).toBe(200);
        expect(res.rawPayload.equals(read(fixture))).toBe(true);
      }
    }
  });

  it('leaves no scratch file behind', async () => {
    const scratch = path.join(t.deps.config.DATA_DIR, 'files', 'blind');
    expect(fs.existsSync(scratch) ? fs.readdirSync(scratch) : []).toEqual([]);
  });
});
