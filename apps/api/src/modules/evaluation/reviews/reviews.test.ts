import { eq } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { EVAL_REVIEW_API, REVIEW_MSG, type TMyEvaluationDetail } from '@siiicca/shared';
import { announcementAttacheds, evaluations, evaluationScores, users } from '../../../db/schema';
import { bearer, loginAs, useTestApp } from '../../../../test/helpers';
import { PDF, externalInvestigator, insertProject, projectFixture, storeDocument, validProjectBody } from '../../projects/test-fixtures';
import { assign, evaluatedCall, newEvaluator } from './test-fixtures';

const t = useTestApp();
let evaluador = '';
let evaluadorId = 0;
let other: { id: number; token: string };
const PRINCIPAL = { name: 'Gertrudis Zambrano Pinilla', identification: '52987123', email: 'gertrudis.zambrano@usta.test' };
const ALLY = { name: 'Wenceslao Quintero Ruiz', identification: 'CE771234', email: 'wenceslao@aliado.test' };
const UPLOADED = 'Propuesta Gertrudis Zambrano.pdf';
const SECRETS = [PRINCIPAL.name, PRINCIPAL.identification, PRINCIPAL.email, ALLY.name, ALLY.identification, ALLY.email, 'Fundación Ciencia Abierta', 'Ana Lucía Torres', 'María Fernanda Rojas Díaz', 'docente@siiicca.test', UPLOADED];
/** Assignments: blind call (evaluador, other), open call (evaluador), a project still Enviado (evaluador). */
const a = { blind: 0, blindOther: 0, open: 0, notYet: 0 };
let blindCall: Awaited<ReturnType<typeof evaluatedCall>>;
let docId = 0;

const get = (url: string, token = evaluador) => t.app.inject({ url, headers: bearer(token) });
/** A rubric's save names the version its evaluator read: these tests read it just before, as the screen does. */
const withVersion = async (url: string, payload: object | undefined, token: string) => {
  const rubric = /\/evaluation(\/submit)?$/.exec(url);
  if (!rubric || !payload || 'version' in payload) return payload;
  const detail = await t.app.inject({ url: url.slice(0, rubric.index), headers: bearer(token) });
  return { ...payload, version: detail.statusCode === 200 ? (detail.json().version as string) : 'nuevo' };
};
const post = async (url: string, payload?: object, token = evaluador) => {
  const body = await withVersion(url, payload, token);
  return t.app.inject({ method: 'POST', url, headers: bearer(token), ...(body ? { payload: body } : {}) });
};
const put = async (url: string, payload: object, token = evaluador) => t.app.inject({ method: 'PUT', url, headers: bearer(token), payload: await withVersion(url, payload, token) });

async function pdfText(body: Buffer) {
  const doc = await getDocument({ data: new Uint8Array(body), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) pages.push((await (await doc.getPage(i)).getTextContent()).items.map((x) => ('str' in x ? x.str : '')).join(' '));
  return pages.join('\n').replace(/\s+/g, ' ');
}

beforeAll(async () => {
  const ids = await projectFixture(t.db);
  evaluador = await loginAs(t, 'evaluador');
  [{ id: evaluadorId }] = (await t.db.select({ id: users.id }).from(users).where(eq(users.username, 'evaluador'))) as [{ id: number }];
  other = await newEvaluator(t, 'evaluadora.otra');
  const [docente] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, 'docente'));
  blindCall = await evaluatedCall(t, { blind: true, deadline: '2099-12-31', name: 'Convocatoria ciega de evaluación' });
  const openCall = await evaluatedCall(t, { blind: false, deadline: '2099-12-31', name: 'Convocatoria abierta de evaluación' });
  const attached = ids.openAttacheds.find((x) => x.accept.split(',').includes('.pdf'))!;
  const body = (call: number, title: string) => ({
    ...validProjectBody(ids, { title, principal: PRINCIPAL }),
    announcement_id: call,
    external_investigators: [externalInvestigator(ALLY)],
  });
  // Shown to the evaluators of a blind call only because the office said so (issue 39).
  await t.db.update(announcementAttacheds).set({ evaluatorVisible: true }).where(eq(announcementAttacheds.id, attached.id));
  const doc = await storeDocument(t, attached, PDF, UPLOADED);
  const inEval = { state: 'En evaluación' as const, sentAt: new Date() };
  const blindProject = await insertProject(t, docente!.id, { ...body(blindCall.id, 'Agua potable en veredas de Boyacá') }, { ...inEval, documents: [{ ...doc, attachedId: attached.id }] });
  const openProject = await insertProject(t, docente!.id, body(openCall.id, 'Huertas urbanas en Tunja'), { ...inEval, documents: [{ ...doc, attachedId: attached.id }] });
  const sentProject = await insertProject(t, docente!.id, body(openCall.id, 'Proyecto aún sin evaluación'), { state: 'Enviado', sentAt: new Date() });
  a.blind = await assign(t, blindProject, evaluadorId);
  a.blindOther = await assign(t, blindProject, other.id);
  a.open = await assign(t, openProject, evaluadorId);
  a.notYet = await assign(t, sentProject, evaluadorId);
  docId = ((await get(EVAL_REVIEW_API.one(a.blind))).json() as TMyEvaluationDetail).project!.documents[0]!.id;
});

describe('Mis evaluaciones', () => {
  it('lists only the evaluator’s own assignments, paged and by state, with the evaluation state', async () => {
    const res = await get(`${EVAL_REVIEW_API.mine}?per_page=100`);
    expect(res.statusCode).toBe(200);
    const ids = res.json().data.map((r: { id: number }) => r.id);
    expect(ids).toEqual(expect.arrayContaining([a.blind, a.open, a.notYet]));
    expect(ids).not.toContain(a.blindOther);
    const row = res.json().data.find((r: { id: number }) => r.id === a.blind);
    expect(row).toMatchObject({ call: 'Convocatoria ciega de evaluación', title: 'Agua potable en veredas de Boyacá', deadline: '2099-12-31', state: 'Asignada', review_state: 'Sin iniciar', blind: true });
    const paged = await get(`${EVAL_REVIEW_API.mine}?per_page=1&page=2`);
    expect(paged.json().data).toHaveLength(1);
    expect(paged.json().meta).toMatchObject({ page: 2, per_page: 1, total: res.json().meta.total });
    expect((await get(`${EVAL_REVIEW_API.mine}?state=Rechazada`)).json().data.map((r: { id: number }) => r.id)).not.toContain(a.blind);
    expect((await get(`${EVAL_REVIEW_API.mine}?state=Otra`)).statusCode).toBe(400);
    expect((await get(EVAL_REVIEW_API.mine, t.docente)).statusCode).toBe(403);
  });

  it('answers 404 for another evaluator’s assignment, its PDF and its documents', async () => {
    for (const url of [EVAL_REVIEW_API.one(a.blindOther), EVAL_REVIEW_API.pdf(a.blindOther), EVAL_REVIEW_API.document(a.blindOther, docId), EVAL_REVIEW_API.one(999999)]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toBe(REVIEW_MSG.notFound);
    }
    expect((await post(EVAL_REVIEW_API.accept(a.blindOther))).statusCode).toBe(404);
    expect((await put(EVAL_REVIEW_API.draft(a.blindOther), { scores: [] })).statusCode).toBe(404);
    // A project not in evaluation yet: its assignment is listed, the project is not readable.
    expect((await get(EVAL_REVIEW_API.one(a.notYet))).json().project).toBeNull();
    expect((await get(EVAL_REVIEW_API.pdf(a.notYet))).statusCode).toBe(404);
    expect((await post(EVAL_REVIEW_API.accept(a.notYet))).json().message).toBe(REVIEW_MSG.notInEvaluation);
  });
});

describe('a blind call', () => {
  it('names no investigator or ally in the JSON, the PDF or the documents’ names', async () => {
    const res = await get(EVAL_REVIEW_API.one(a.blind));
    expect(res.statusCode).toBe(200);
    const detail = res.json() as TMyEvaluationDetail;
    expect(detail.project!.internal[0]).toMatchObject({ name: null, role: 'Investigador Principal', category: 'I' });
    expect(detail.project!.documents[0]!.file).toMatch(/^Documento-.+\.pdf$/);
    for (const s of SECRETS) expect(res.body).not.toContain(s);

    const pdf = await get(EVAL_REVIEW_API.pdf(a.blind));
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Agua potable en veredas de Boyacá');
    expect(text).toContain('Investigador Principal');
    for (const s of SECRETS) expect(text).not.toContain(s);

    const file = await get(EVAL_REVIEW_API.document(a.blind, docId));
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/filename="Documento-.+\.pdf"/);
    for (const s of SECRETS) expect(decodeURIComponent(String(file.headers['content-disposition']))).not.toContain(s);
  });

  it('shows the names when the call is not blind', async () => {
    const res = await get(EVAL_REVIEW_API.one(a.open));
    expect(res.json().project.internal[0].name).toBe(PRINCIPAL.name);
    expect(res.json().project.owner).toBeTruthy();
    const text = await pdfText((await get(EVAL_REVIEW_API.pdf(a.open))).rawPayload);
    expect(text).toContain(PRINCIPAL.name);
  });
});

describe('answering and scoring', () => {
  const scores = (p: number | null, m: number | null) => [
    { criterion_id: blindCall.criteria[0]!, score: p, comment: 'Pertinente para Boyacá' },
    { criterion_id: blindCall.criteria[1]!, score: m, comment: '' },
  ];

  it('refuses a decline without a reason, scores before accepting, and then accepts', async () => {
    const noReason = await post(EVAL_REVIEW_API.decline(a.blind), { reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors.reason).toEqual([REVIEW_MSG.reasonRequired]);
    expect((await post(EVAL_REVIEW_API.decline(a.blind), { reason: 'x'.repeat(1001) })).statusCode).toBe(400);
    expect((await put(EVAL_REVIEW_API.draft(a.blind), { scores: scores(4, 80) })).json().message).toBe(REVIEW_MSG.notAccepted);
    const accepted = await post(EVAL_REVIEW_API.accept(a.blind));
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ state: 'Aceptada', review_state: 'Sin iniciar' });
    expect(accepted.json().criteria.map((c: { name: string }) => c.name)).toEqual(['Pertinencia', 'Metodología']);
    expect((await post(EVAL_REVIEW_API.accept(a.blind))).statusCode).toBe(409);
  });

  it('saves a draft within each scale, refuses to submit it incomplete, then submits once', async () => {
    const outOfScale = await put(EVAL_REVIEW_API.draft(a.blind), { scores: scores(6, 80) });
    expect(outOfScale.statusCode).toBe(400);
    expect(outOfScale.json().errors['scores.0.score']).toEqual([REVIEW_MSG.outOfScale(0, 5)]);
    // Whatever the number, the answer names the scale; a whole-steps criterion refuses decimals.
    expect((await put(EVAL_REVIEW_API.draft(a.blind), { scores: scores(2000, 80) })).json().errors['scores.0.score']).toEqual([REVIEW_MSG.outOfScale(0, 5)]);
    expect((await put(EVAL_REVIEW_API.draft(a.blind), { scores: scores(4, 80.5) })).json().errors['scores.1.score']).toEqual([REVIEW_MSG.wholeSteps(0, 100)]);
    expect((await put(EVAL_REVIEW_API.draft(a.blind), { scores: [{ criterion_id: 999999, score: 1 }] })).json().errors['scores.0.criterion_id']).toEqual([REVIEW_MSG.unknownCriterion]);
    expect((await put(EVAL_REVIEW_API.draft(a.blind), { scores: [], general_comment: 'x'.repeat(5001) })).statusCode).toBe(400);
    expect((await put(EVAL_REVIEW_API.draft(a.blind), { scores: [{ criterion_id: blindCall.criteria[0], score: 1, comment: 'x'.repeat(2001) }] })).statusCode).toBe(400);

    const read = (await get(EVAL_REVIEW_API.one(a.blind))).json().version as string;
    const draft = await put(EVAL_REVIEW_API.draft(a.blind), { scores: scores(4, null).slice(0, 1), general_comment: 'Buen proyecto' });
    expect(draft.statusCode).toBe(200);
    // Another tab that read the rubric before that save overwrites nothing.
    const stale = await put(EVAL_REVIEW_API.draft(a.blind), { version: read, scores: scores(1, null).slice(0, 1), general_comment: 'Otra pestaña' });
    expect(stale.statusCode).toBe(409);
    expect((await get(EVAL_REVIEW_API.one(a.blind))).json().evaluation.general_comment).toBe('Buen proyecto');
    expect(draft.json()).toMatchObject({ review_state: 'Borrador', evaluation: { general_comment: 'Buen proyecto', submitted_at: null, scores: [{ score: 4, comment: 'Pertinente para Boyacá' }] } });
    const incomplete = await post(EVAL_REVIEW_API.submit(a.blind), { scores: scores(4, null), general_comment: 'Buen proyecto' });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().message).toBe(REVIEW_MSG.missingScores);

    const sent = await post(EVAL_REVIEW_API.submit(a.blind), { scores: scores(4.5, 80), general_comment: 'Buen proyecto' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ review_state: 'Enviada', evaluation: { submitted_at: expect.any(String) } });
    for (const again of [put(EVAL_REVIEW_API.draft(a.blind), { scores: scores(1, 1) }), post(EVAL_REVIEW_API.submit(a.blind), { scores: scores(1, 1) })]) {
      const res = await again;
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(REVIEW_MSG.alreadySubmitted);
    }
    expect((await post(EVAL_REVIEW_API.conflict(a.blind), { reason: 'Conozco al autor' })).json().message).toBe(REVIEW_MSG.conflictAfterSubmit);
    const rows = await t.db.select().from(evaluations).where(eq(evaluations.assignmentId, a.blind));
    expect(rows).toHaveLength(1);
    expect(await t.db.select().from(evaluationScores).where(eq(evaluationScores.evaluationId, rows[0]!.id))).toHaveLength(2);
  });

  it('never shows another evaluator’s scores', async () => {
    await post(EVAL_REVIEW_API.accept(a.blindOther), undefined, other.token);
    const mine = (await get(EVAL_REVIEW_API.one(a.blindOther), other.token)).json() as TMyEvaluationDetail;
    expect(mine.evaluation).toBeNull();
    expect(JSON.stringify(mine)).not.toContain('Buen proyecto');
  });

  it('refuses to submit after the call’s evaluation deadline', async () => {
    const late = await evaluatedCall(t, { blind: false, deadline: '2020-01-01', name: 'Convocatoria vencida' });
    const ids = await projectFixture(t.db);
    const project = await insertProject(t, evaluadorId, { ...validProjectBody(ids), announcement_id: late.id }, { state: 'En evaluación', sentAt: new Date() });
    const id = await assign(t, project, other.id, 'Aceptada');
    const res = await post(EVAL_REVIEW_API.submit(id), { scores: late.criteria.map((c) => ({ criterion_id: c, score: 3 })) }, other.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(REVIEW_MSG.deadlinePassed);
  });

  it('declines with a reason, and declares a conflict after accepting (the draft is dropped)', async () => {
    const declined = await post(EVAL_REVIEW_API.decline(a.notYet), { reason: 'Sin disponibilidad este mes' });
    expect(declined.json()).toMatchObject({ state: 'Rechazada', decline_reason: 'Sin disponibilidad este mes', project: null });
    await post(EVAL_REVIEW_API.accept(a.open));
    const openCriteria = (await get(EVAL_REVIEW_API.one(a.open))).json().criteria as { id: number }[];
    await put(EVAL_REVIEW_API.draft(a.open), { scores: [{ criterion_id: openCriteria[0]!.id, score: 2 }] });
    const conflicted = await post(EVAL_REVIEW_API.conflict(a.open), { reason: 'Soy coautor de un artículo con el investigador' });
    expect(conflicted.json()).toMatchObject({ state: 'Conflicto', review_state: 'Sin iniciar', evaluation: null, project: null });
    expect((await get(EVAL_REVIEW_API.pdf(a.open))).statusCode).toBe(404);
  });
});
