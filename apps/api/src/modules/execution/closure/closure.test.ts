import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  addDays,
  CLOSURE_API,
  CLOSURE_MSG,
  EXECUTION_API,
  EXECUTION_MSG,
  EXECUTION_REPORT_API,
  PROJECT_API,
  REPORT_MSG,
  todayInBogota,
  type TExecutionReport,
  type TExecutionView,
} from '@siiicca/shared';
import { callExecutionSettings, projectClosures, projectTransitions } from '../../../db/schema';
import { bearer, loginAs, useTestApp } from '../../../../test/helpers';
import { insertProject, projectFixture, validProjectBody, type TProjectFixtureIds } from '../../projects/test-fixtures';
import { approvedProject, newCall, newProject, postWithVersion, startProject, userIdOf, viewOf, withResults } from '../test-fixtures';

const t = useTestApp();
const today = todayInBogota();
const year = Number(today.slice(0, 4));
let docente2: string;
let callId: number;
let docenteId: number;
let docente2Id: number;

beforeAll(async () => {
  docente2 = await loginAs(t, 'docente2');
  callId = (await newCall(t.db)).id;
  docenteId = await userIdOf(t.db, 'docente');
  docente2Id = await userIdOf(t.db, 'docente2');
});

type Json = Record<string, unknown>;
/** A project of `ownerId` with two expected results (committed 1 and 2), started `daysAgo` days ago for 12 months. */
async function running(ownerId = docenteId, daysAgo = 400) {
  const p = await approvedProject(t.db, { callId, ownerId, approvedAt: new Date(Date.now() - 800 * 86_400_000) });
  const results = await withResults(t.db, p.id, 2);
  const res = await startProject(t, t.admin, p.id, addDays(today, -daysAgo));
  expect(res.statusCode, res.body).toBe(200);
  const view = await viewOf(t, t.admin, p.id);
  const final = view.schedule.find((r) => r.kind === 'Final')!;
  const progress = view.schedule.find((r) => r.kind === 'Avance')!;
  return { id: p.id, results, lines: view.budget.map((l) => l.id), final: final.id, progress: progress.id };
}
type TRunning = Awaited<ReturnType<typeof running>>;

const write = async (method: 'PUT' | 'POST', url: string, id: number, body: Json, token: string) => {
  const version = (await viewOf(t, t.admin, id)).version;
  return t.app.inject({ method, url, headers: bearer(token), payload: { version, ...body } });
};
const tokenOf = (ownerId: number) => (ownerId === docente2Id ? docente2 : t.docente);

/** A complete report's content; a final one adds the final results and the reconciliation given. */
const content = (p: TRunning, over: Json = {}): Json => ({
  overall_progress: 100,
  results: p.results.map((result_id) => ({ result_id, progress: 100 })),
  activities_done: 'Trabajo de campo y análisis',
  limitations: 'Ninguna',
  dissemination: 'Ponencia en el congreso nacional',
  budget: p.lines.map((budget_line_id) => ({ budget_line_id, executed: 1_000_000, justification: '' })),
  products: [{ result_id: p.results[0], quantity: 1, evidence_kind: 'DOI', evidence: '10.1000/final1' }],
  ...over,
});
const reconciled = (p: TRunning): Json => ({
  final_results: 'Se validó el modelo en tres municipios.',
  reconciliation: [
    { result_id: p.results[0], delivered: 1, evidence: 'https://doi.org/10.1000/final1', justification: '' },
    { result_id: p.results[1], delivered: 1, evidence: 'https://repositorio.test/2', justification: 'La segunda publicación está en revisión por pares' },
  ],
});

/** The final report saved complete, sent, and accepted by the office. */
async function finalAccepted(p: TRunning, ownerId = docenteId) {
  const token = tokenOf(ownerId);
  expect((await write('PUT', EXECUTION_REPORT_API.one(p.id, p.final), p.id, content(p, reconciled(p)), token)).statusCode).toBe(200);
  const sent = await write('POST', EXECUTION_REPORT_API.submit(p.id, p.final), p.id, {}, token);
  expect(sent.statusCode, sent.body).toBe(200);
  const reviewed = await write('POST', EXECUTION_REPORT_API.review(p.id, p.final), p.id, { decision: 'Aceptado' }, t.admin);
  expect(reviewed.statusCode, reviewed.body).toBe(200);
}
const finish = (p: { id: number }, body: Json = {}, token = t.admin) => postWithVersion(t, token, CLOSURE_API.finish(p.id), p.id, body, t.admin);
const viewData = (res: { json: () => unknown }) => (res.json() as { data: TExecutionView }).data;

describe('the final report’s reconciliation', () => {
  let p: TRunning;
  beforeAll(async () => {
    p = await running();
  });

  it('is the final report’s only: a progress report with it is refused (400) and keeps nothing', async () => {
    const res = await write('PUT', EXECUTION_REPORT_API.one(p.id, p.progress), p.id, content(p, reconciled(p)), t.docente);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.reconciliation).toEqual([CLOSURE_MSG.finalOnly]);
  });

  it('refuses an unknown result and a result twice (400 on the row)', async () => {
    const unknown = await write('PUT', EXECUTION_REPORT_API.one(p.id, p.final), p.id, content(p, { reconciliation: [{ result_id: 999_999, delivered: 0 }] }), t.docente);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors['reconciliation.0.result_id']).toEqual([REPORT_MSG.resultUnknown]);
    const twice = await write('PUT', EXECUTION_REPORT_API.one(p.id, p.final), p.id, content(p, { reconciliation: [{ result_id: p.results[0], delivered: 1 }, { result_id: p.results[0], delivered: 1 }] }), t.docente);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors['reconciliation.1.result_id']).toEqual([CLOSURE_MSG.reconciliationDuplicate]);
  });

  it('is required on the final report’s submit: the final results, every result, a justification for a shortfall, evidence for a delivery', async () => {
    // A draft without them saves; its submit lists what is missing.
    expect((await write('PUT', EXECUTION_REPORT_API.one(p.id, p.final), p.id, content(p), t.docente)).statusCode).toBe(200);
    const bare = await write('POST', EXECUTION_REPORT_API.submit(p.id, p.final), p.id, {}, t.docente);
    expect(bare.statusCode).toBe(400);
    expect(bare.json().errors).toMatchObject({ final_results: [CLOSURE_MSG.finalResultsMissing], reconciliation: [CLOSURE_MSG.reconciliationMissing] });

    const short = {
      final_results: 'Resultados finales',
      reconciliation: [
        { result_id: p.results[0], delivered: 1, evidence: '' },
        { result_id: p.results[1], delivered: 0, evidence: '', justification: '' },
      ],
    };
    expect((await write('PUT', EXECUTION_REPORT_API.one(p.id, p.final), p.id, content(p, short), t.docente)).statusCode).toBe(200);
    const res = await write('POST', EXECUTION_REPORT_API.submit(p.id, p.final), p.id, {}, t.docente);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      'reconciliation.0.evidence': [CLOSURE_MSG.evidenceRequired],
      'reconciliation.1.justification': [CLOSURE_MSG.shortfallJustification(2, 0)],
    });
    const read = await t.app.inject({ url: EXECUTION_REPORT_API.one(p.id, p.final), headers: bearer(t.docente) });
    expect((read.json() as TExecutionReport).report.state).toBe('Borrador');
    expect((read.json() as TExecutionReport).content.reconciliation).toEqual([
      { result_id: p.results[0], delivered: 1, evidence: '', justification: '' },
      { result_id: p.results[1], delivered: 0, evidence: '', justification: '' },
    ]);
  });

  it('complete, the final report is sent with it and reads it back', async () => {
    expect((await write('PUT', EXECUTION_REPORT_API.one(p.id, p.final), p.id, content(p, reconciled(p)), t.docente)).statusCode).toBe(200);
    const res = await write('POST', EXECUTION_REPORT_API.submit(p.id, p.final), p.id, {}, t.docente);
    expect(res.statusCode, res.body).toBe(200);
    const report = (res.json() as { data: TExecutionReport }).data;
    expect(report.report.state).toBe('Enviado');
    expect(report.content.final_results).toBe('Se validó el modelo en tres municipios.');
    expect(report.content.reconciliation).toHaveLength(2);
  });
});

describe('finishing a project', () => {
  let p: TRunning;
  beforeAll(async () => {
    p = await running();
  });

  it('is refused until the final report is Aceptado (409), and only to the office (403)', async () => {
    const early = await finish(p);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(CLOSURE_MSG.finalNotAccepted('Pendiente'));
    expect((await viewOf(t, t.admin, p.id)).can.finish).toBe(false);
    expect((await finish(p, {}, t.docente)).statusCode).toBe(403);
  });

  it('names the version it finishes: 428 without it, 409 when stale', async () => {
    await finalAccepted(p);
    const none = await t.app.inject({ method: 'POST', url: CLOSURE_API.finish(p.id), headers: bearer(t.admin), payload: {} });
    expect(none.statusCode).toBe(428);
    const stale = await finish(p, { version: 'v0' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(EXECUTION_MSG.stale);
  });

  it('with the final report Aceptado: Finalizado, its history line with the decision, and its acta numbered in the year', async () => {
    expect((await viewOf(t, t.admin, p.id)).can.finish).toBe(true);
    expect((await viewOf(t, t.docente, p.id)).can.finish).toBe(false);
    const res = await finish(p, { reason: 'Cumplió los compromisos del proyecto.' });
    expect(res.statusCode, res.body).toBe(200);
    const view = viewData(res);
    expect(res.json().message).toBe(CLOSURE_MSG.finished);
    expect(view.project.state).toBe('Finalizado');
    expect(view.can.finish).toBe(false);
    expect(view.history.at(-1)).toMatchObject({ from: 'En ejecución', to: 'Finalizado', reason: 'Cumplió los compromisos del proyecto.' });
    const [row] = await t.db.select().from(projectClosures).where(eq(projectClosures.projectId, p.id));
    expect(row).toMatchObject({ year, closedOn: today, decision: 'Cumplió los compromisos del proyecto.' });
    expect(view.closure).toEqual({ number: `No. ${row!.number} de ${year}`, closed_on: today });
    // Once: a second finish is a move from Finalizado.
    const again = await finish(p);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(EXECUTION_MSG.moveRefused('Finalizado'));
  });

  it('without a reason, the standard decision', async () => {
    const q = await running();
    await finalAccepted(q);
    const res = await finish(q);
    expect(res.statusCode, res.body).toBe(200);
    expect(viewData(res).history.at(-1)?.reason).toBe(CLOSURE_MSG.defaultDecision);
  });

  it('two finishes at once take consecutive numbers of the year, never the same', async () => {
    const [a, b] = [await running(), await running()];
    await finalAccepted(a);
    await finalAccepted(b);
    const [ra, rb] = await Promise.all([finish(a), finish(b)]);
    expect([ra.statusCode, rb.statusCode]).toEqual([200, 200]);
    const rows = await t.db.select({ number: projectClosures.number }).from(projectClosures).where(sql`${projectClosures.projectId} in (${a.id}, ${b.id})`);
    const numbers = rows.map((r) => r.number).sort((x, y) => x - y);
    expect(numbers[1]).toBe(numbers[0]! + 1);
    const [max] = await t.db.select({ n: sql<number>`max(number)::int` }).from(projectClosures).where(eq(projectClosures.year, year));
    expect(numbers[1]).toBe(max!.n);
  });
});

describe('the Acta de Finalización', () => {
  let p: TRunning;
  let open: TRunning;
  beforeAll(async () => {
    p = await running();
    open = await running();
    await finalAccepted(p);
    expect((await finish(p)).statusCode).toBe(200);
  });

  it('is downloaded by the owner and the office; another lecturer gets 404; a project not Finalizado has none (404)', async () => {
    for (const token of [t.docente, t.admin]) {
      const res = await t.app.inject({ url: CLOSURE_API.acta(p.id), headers: bearer(token) });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toContain('application/pdf');
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    expect((await t.app.inject({ url: CLOSURE_API.acta(p.id), headers: bearer(docente2) })).statusCode).toBe(404);
    const none = await t.app.inject({ url: CLOSURE_API.acta(open.id), headers: bearer(t.admin) });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(CLOSURE_MSG.noActa);
  });

  it('is among the projects lists’ selection downloads: one PDF, a ZIP of several, 409 naming a project without acta, 404 for another’s', async () => {
    const q = await running();
    await finalAccepted(q);
    expect((await finish(q)).statusCode).toBe(200);
    const one = await t.app.inject({ url: `${CLOSURE_API.actas}/${JSON.stringify([p.id])}`, headers: bearer(t.admin) });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.headers['content-type']).toContain('application/pdf');
    expect(one.headers['content-disposition']).toContain(encodeURIComponent(`Acta de Finalización - ${p.id}.pdf`).slice(0, 10));
    const both = await t.app.inject({ url: `${CLOSURE_API.actas}/${JSON.stringify([p.id, q.id])}`, headers: bearer(t.docente) });
    expect(both.statusCode, both.body).toBe(200);
    expect(both.headers['content-type']).toContain('application/zip');
    const refused = await t.app.inject({ url: `${CLOSURE_API.actas}/${JSON.stringify([p.id, open.id])}`, headers: bearer(t.admin) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(CLOSURE_MSG.notFinished([open.id]));
    expect((await t.app.inject({ url: `${CLOSURE_API.actas}/${JSON.stringify([p.id])}`, headers: bearer(docente2) })).statusCode).toBe(404);
  });
});

describe('the paz y salvo and the clean-record send rule', () => {
  let ids: TProjectFixtureIds;
  let sendCall: number;
  const clearance = (token: string) => t.app.inject({ url: CLOSURE_API.clearance, headers: bearer(token) });
  const setYears = (years: number) =>
    t.db.insert(callExecutionSettings).values({ announcementId: sendCall, cleanRecordYears: years }).onConflictDoUpdate({ target: callExecutionSettings.announcementId, set: { cleanRecordYears: years } });
  const send = async (ownerId: number) => {
    const token = tokenOf(ownerId);
    // The send checks that each required document is there, not its bytes.
    const documents = ids.openAttacheds.filter((a) => a.required).map((a) => ({ attachedId: a.id, path: `prueba/${a.id}.pdf`, name: `${a.name}.pdf`, size: 1 }));
    const id = await insertProject(t, ownerId, validProjectBody(ids), { documents });
    const { version } = (await t.app.inject({ url: PROJECT_API.one(id), headers: bearer(token) })).json() as { version: string };
    return t.app.inject({ method: 'POST', url: PROJECT_API.send, headers: bearer(token), payload: { id, version } });
  };
  const problems = (res: { json: () => { errors?: Record<string, string[]> } }) => res.json().errors?._ ?? [];

  beforeAll(async () => {
    ids = await projectFixture(t.db);
    sendCall = validProjectBody(ids).announcement_id;
  });

  it('a lecturer with a project En mora gets no paz y salvo (409 naming it)', async () => {
    const late = await running(docenteId, 400);
    const res = await clearance(t.docente);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/^Tiene (un proyecto|proyectos) En mora \(N\.º .*\): no se expide paz y salvo$/);
    expect(res.json().message).toContain(String(late.id));
  });

  it('a lecturer without one downloads it', async () => {
    const res = await clearance(docente2);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('the send rule is off at 0: a lecturer En mora sends a new project', async () => {
    await setYears(0);
    const res = await send(docenteId);
    expect(res.statusCode, res.body).toBe(200);
  });

  it('with N > 0: a lecturer En mora cannot send a new project (400, the reason in Spanish); a clean one can', async () => {
    await setYears(2);
    const res = await send(docenteId);
    expect(res.statusCode).toBe(400);
    const reason = problems(res).find((m) => m.startsWith('La convocatoria exige paz y salvo'));
    expect(reason).toMatch(/últimos 2 año\(s\): tiene (un proyecto|proyectos) En mora/);
    expect((await send(docente2Id)).statusCode).toBe(200);
  });

  it('a project Cerrado por incumplimiento refuses the paz y salvo; the send only when closed within the last N years', async () => {
    // Closed three years ago: outside the call's two years (the history is append-only: written so).
    const old = await newProject(t.db, { callId, ownerId: docente2Id, state: 'Cerrado por incumplimiento' });
    await t.db.insert(projectTransitions).values({ projectId: old.id, fromState: 'En ejecución', toState: 'Cerrado por incumplimiento', reason: 'Informe con más de 90 días de mora', createdAt: new Date(Date.now() - 3 * 366 * 86_400_000) });
    const refused = await clearance(docente2);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(CLOSURE_MSG.closedForNonCompliance([old.id]));
    expect((await send(docente2Id)).statusCode).toBe(200);

    const p = await running(docente2Id, 30);
    const closed = await postWithVersion(t, t.admin, EXECUTION_API.closeForNonCompliance(p.id), p.id, { reason: 'Informe rechazado dos veces' });
    expect(closed.statusCode, closed.body).toBe(200);
    const res = await send(docente2Id);
    expect(res.statusCode).toBe(400);
    expect(problems(res)).toContain(CLOSURE_MSG.sendRefusedClosed([p.id], 2));
    expect((await clearance(docente2)).json().message).toBe(CLOSURE_MSG.closedForNonCompliance([old.id, p.id]));
    await setYears(0);
  });
});
