import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDays, EXECUTION_API, EXECUTION_MSG, EXECUTION_REPORT_API, MSG, REPORT_MSG, todayInBogota, type TExecutionReport, type TExecutionRow } from '@siiicca/shared';
import { mailOutbox } from '../../../db/schema';
import { rowsOf, workbook } from '../../../../test/exports';
import { bearer, loginAs, useTestApp } from '../../../../test/helpers';
import { approvedProject, newCall, postWithVersion, startProject, userIdOf, viewOf, withResults } from '../test-fixtures';

const t = useTestApp();
const today = todayInBogota();
let docente2: string;
let callId: number;
let callName: string;
let ownerId: number;

beforeAll(async () => {
  docente2 = await loginAs(t, 'docente2');
  const call = await newCall(t.db);
  callId = call.id;
  callName = call.name;
  ownerId = await userIdOf(t.db, 'docente');
});

type Json = Record<string, unknown>;
/** A project with two expected results, started `daysAgo` days ago (12 months: a progress report and the final one). */
async function running(daysAgo = 200) {
  const p = await approvedProject(t.db, { callId, ownerId, approvedAt: new Date(Date.now() - 800 * 86_400_000) });
  const results = await withResults(t.db, p.id, 2);
  const res = await startProject(t, t.admin, p.id, addDays(today, -daysAgo));
  expect(res.statusCode, res.body).toBe(200);
  const view = await viewOf(t, t.admin, p.id);
  // Lines by name: Equipos/Contrapartida 5,000,000, Personal/Institución 10,000,000.
  const lines = view.budget.map((l) => l.id);
  return { id: p.id, results, lines, reports: view.schedule.map((r) => r.id) };
}
type TRunning = Awaited<ReturnType<typeof running>>;

const get = (token: string, id: number, rid: number) => t.app.inject({ url: EXECUTION_REPORT_API.one(id, rid), headers: bearer(token) });
const read = async (token: string, id: number, rid: number) => {
  const res = await get(token, id, rid);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TExecutionReport;
};
/** A write with the version read just before by the office (unless the body names one). */
const write = async (method: 'PUT' | 'POST', url: string, id: number, body: Json, token = t.docente) => {
  const version = (await viewOf(t, t.admin, id)).version;
  return t.app.inject({ method, url, headers: bearer(token), payload: { version, ...body } });
};
const save = (p: TRunning, rid: number, body: Json, token = t.docente) => write('PUT', EXECUTION_REPORT_API.one(p.id, rid), p.id, body, token);
const submit = (p: TRunning, rid: number, token = t.docente) => write('POST', EXECUTION_REPORT_API.submit(p.id, rid), p.id, {}, token);
const review = (p: TRunning, rid: number, body: Json, token = t.admin) => write('POST', EXECUTION_REPORT_API.review(p.id, rid), p.id, body, token);
const dataOf = (res: { json: () => unknown }) => (res.json() as { data: TExecutionReport }).data;

/** A complete report: every result's progress, the texts, an amount per line, a product. */
const complete = (p: TRunning, amounts: number[] = [1_000_000, 2_000_000], over: Json = {}): Json => ({
  overall_progress: 40,
  results: p.results.map((result_id, i) => ({ result_id, progress: 30 + i * 10 })),
  activities_done: 'Revisión de literatura y diseño del instrumento',
  activities_pending: 'Trabajo de campo',
  limitations: 'Ninguna',
  dissemination: 'Ponencia en el congreso regional',
  budget: p.lines.map((budget_line_id, i) => ({ budget_line_id, executed: amounts[i] ?? 0, justification: '' })),
  // As read back: what the evidence is stays empty when typed by hand (researchers/doi/doi.test.ts fills it).
  products: [{ result_id: p.results[0], quantity: 1, evidence_kind: 'DOI', evidence: '10.1000/xyz123', title: '', container: '', year: null, work_type: '', work_id: null }],
  ...over,
});
/** What a final report adds (closure/closure.test.ts tests its rules): every result delivered as committed (1 and 2). */
const finalOf = (p: TRunning): Json => ({
  final_results: 'Modelo validado',
  reconciliation: p.results.map((result_id, i) => ({ result_id, delivered: i + 1, evidence: `https://repositorio.test/${result_id}` })),
});

describe('a report’s draft', () => {
  let p: TRunning;
  let rid: number;
  beforeAll(async () => {
    p = await running();
    rid = p.reports[0]!;
  });

  it('is read by the owner and the office; another lecturer, or a report of another project, is not found', async () => {
    const own = await read(t.docente, p.id, rid);
    expect(own.report).toMatchObject({ id: rid, number: 1, kind: 'Avance', state: 'Pendiente', round: 1, submitted_at: null });
    expect(own.content).toMatchObject({ overall_progress: null, results: [], budget: [], products: [] });
    expect(own.expected_results.map((r) => r.id)).toEqual(p.results);
    expect(own.budget_lines.map((l) => [l.approved, l.executed_before])).toEqual([[5_000_000, 0], [10_000_000, 0]]);
    expect(own.can).toEqual({ edit: true, submit: true, review: false });
    expect(own.version).toBe((await viewOf(t, t.docente, p.id)).version);
    expect((await read(t.admin, p.id, rid)).can).toEqual({ edit: false, submit: false, review: false });
    const other = await get(docente2, p.id, rid);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(EXECUTION_MSG.projectNotFound);
    const elsewhere = await running();
    const foreign = await get(t.docente, elsewhere.id, rid);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(REPORT_MSG.notFound);
    expect((await get(await loginAs(t, 'evaluador'), p.id, rid)).statusCode).toBe(403);
  });

  it('is saved by the owner only, naming the version read (428 without, 409 stale); nothing saved on a refusal', async () => {
    const body = { overall_progress: 20, activities_done: 'Revisión de literatura' };
    const missing = await t.app.inject({ method: 'PUT', url: EXECUTION_REPORT_API.one(p.id, rid), headers: bearer(t.docente), payload: body });
    expect(missing.statusCode).toBe(428);
    expect(missing.json().message).toBe(MSG.versionRequired);
    const before = (await viewOf(t, t.admin, p.id)).version;
    const stale = await t.app.inject({ method: 'PUT', url: EXECUTION_REPORT_API.one(p.id, rid), headers: bearer(t.docente), payload: { ...body, version: 'x'.repeat(27) } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(EXECUTION_MSG.stale);
    for (const token of [docente2, t.admin]) expect((await save(p, rid, body, token)).statusCode).toBe(404);
    expect((await read(t.docente, p.id, rid)).report.state).toBe('Pendiente');
    expect((await viewOf(t, t.admin, p.id)).version).toBe(before);

    const saved = await save(p, rid, body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe(REPORT_MSG.saved);
    const d = dataOf(saved);
    expect(d.report.state).toBe('Borrador');
    expect(d.content).toMatchObject({ overall_progress: 20, activities_done: 'Revisión de literatura', limitations: '', results: [] });
    expect(d.version).not.toBe(before);
    // The execution view shows the draft in its schedule.
    expect((await viewOf(t, t.docente, p.id)).schedule[0]!.state).toBe('Borrador');

    const full = await save(p, rid, complete(p));
    const sent = complete(p) as { budget: { budget_line_id: number }[] };
    // Results and lines come back in their ids' order.
    expect(dataOf(full).content).toEqual({ ...sent, budget: [...sent.budget].sort((a, b) => a.budget_line_id - b.budget_line_id), final_results: '', reconciliation: [] });
  });

  it('refuses bad input with 400 and a Spanish message on the field, never a 500, and keeps what was saved', async () => {
    const kept = (await read(t.docente, p.id, rid)).content;
    const product = (over: Json) => ({ products: [{ result_id: p.results[0], quantity: 1, evidence_kind: 'DOI', evidence: '10.1000/xyz123', ...over }] });
    const cases: [Json, string, string][] = [
      [{ overall_progress: 101 }, 'overall_progress', MSG.maxValue(100)],
      [{ overall_progress: 12.5 }, 'overall_progress', MSG.wholeNumber],
      [{ results: [{ result_id: p.results[0], progress: -1 }] }, 'results.0.progress', MSG.minValue(0)],
      [{ results: [{ result_id: p.results[0], progress: 5 }, { result_id: p.results[0], progress: 6 }] }, 'results.1.result_id', REPORT_MSG.resultDuplicate],
      [{ results: [{ result_id: 999_999, progress: 5 }] }, 'results.0.result_id', REPORT_MSG.resultUnknown],
      [{ budget: [{ budget_line_id: 999_999, executed: 1 }] }, 'budget.0.budget_line_id', REPORT_MSG.budgetLineUnknown],
      [{ budget: [{ budget_line_id: p.lines[0], executed: 1.5 }] }, 'budget.0.executed', EXECUTION_MSG.amountInvalid],
      [{ activities_done: 'x'.repeat(10_001) }, 'activities_done', MSG.max(10_000)],
      [product({ evidence: 'doi:abc' }), 'products.0.evidence', REPORT_MSG.doiInvalid],
      [product({ evidence_kind: 'ISBN', evidence: '978-3-16-148410-1' }), 'products.0.evidence', REPORT_MSG.isbnInvalid],
      [product({ evidence_kind: 'URL', evidence: 'javascript:alert(1)' }), 'products.0.evidence', REPORT_MSG.urlInvalid],
      [product({ evidence_kind: 'Archivo' }), 'products.0.evidence_kind', REPORT_MSG.evidenceKindInvalid],
      [product({ quantity: 0 }), 'products.0.quantity', MSG.minValue(1)],
      [product({ result_id: 999_999 }), 'products.0.result_id', REPORT_MSG.resultUnknown],
    ];
    for (const [body, field, message] of cases) {
      const res = await save(p, rid, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json().errors[field], field).toEqual([message]);
    }
    for (const body of [{ results: 'todos' }, { products: [null] }, { budget: Array.from({ length: 61 }, () => ({})) }]) {
      const res = await save(p, rid, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).not.toMatch(/Invalid|Expected/);
    }
    expect((await read(t.docente, p.id, rid)).content).toEqual(kept);
    // Valid evidence of every kind.
    const ok = await save(p, rid, complete(p, undefined, { products: [
      { result_id: p.results[0], quantity: 2, evidence_kind: 'ISBN', evidence: '978-3-16-148410-0' },
      { result_id: p.results[1], quantity: 1, evidence_kind: 'ISBN', evidence: '0-306-40615-2' },
      { result_id: p.results[1], quantity: 1, evidence_kind: 'URL', evidence: 'https://repositorio.example.edu.co/handle/123' },
    ] }));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(dataOf(ok).content.products.map((x) => x.evidence_kind)).toEqual(['ISBN', 'ISBN', 'URL']);
  });
});

describe('sending and reviewing a report', () => {
  it('is sent complete only (400 listing what is missing), then reviewed: observations, answered, a second round, accepted', async () => {
    const p = await running();
    const rid = p.reports[0]!;
    const empty = await submit(p, rid);
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json().errors).sort()).toEqual(['activities_done', 'budget', 'dissemination', 'limitations', 'overall_progress', 'results']);
    expect(empty.json().message).toBe(REPORT_MSG.incomplete([REPORT_MSG.missingOverall, REPORT_MSG.missingResults, REPORT_MSG.missingActivities, REPORT_MSG.missingLimitations, REPORT_MSG.missingDissemination, REPORT_MSG.missingBudget]));
    await save(p, rid, complete(p, undefined, { results: [{ result_id: p.results[0], progress: 10 }] }));
    expect((await submit(p, rid)).json().errors).toEqual({ results: [REPORT_MSG.missingResults] });
    expect((await review(p, rid, { decision: 'Aceptado' })).json().message).toBe(REPORT_MSG.notSubmitted('Borrador'));

    await save(p, rid, complete(p));
    expect((await submit(p, rid, docente2)).statusCode).toBe(404);
    const sent = await submit(p, rid);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().message).toBe(REPORT_MSG.submitted);
    expect(dataOf(sent).report).toMatchObject({ state: 'Enviado', round: 1, submitted_at: expect.any(String) });
    expect(dataOf(sent).can).toEqual({ edit: false, submit: false, review: false });
    expect((await save(p, rid, complete(p))).json().message).toBe(REPORT_MSG.notEditable('Enviado'));
    expect((await read(t.admin, p.id, rid)).can.review).toBe(true);

    expect((await review(p, rid, { decision: 'Aceptado' }, t.docente)).statusCode).toBe(403);
    for (const decision of ['Con observaciones', 'Rechazado']) {
      expect((await review(p, rid, { decision, comment: '  ' })).json().errors).toEqual({ comment: [REPORT_MSG.commentRequired] });
    }
    expect((await review(p, rid, { decision: 'Aprobado' })).statusCode).toBe(400);
    const returned = await review(p, rid, { decision: 'Con observaciones', comment: 'Detalle la ponencia <congreso>' });
    expect(returned.statusCode, returned.body).toBe(200);
    expect(returned.json().message).toBe(REPORT_MSG.reviewed('Con observaciones'));
    expect(dataOf(returned).report).toMatchObject({ state: 'Con observaciones', round: 1, reviewed_by: expect.any(String), review_comment: 'Detalle la ponencia <congreso>' });
    // Nothing executed yet: the report was not accepted.
    expect((await viewOf(t, t.admin, p.id)).execution!.executed_total).toBe(0);

    // The owner answers: the draft keeps 'Con observaciones' until it is sent again, in its second round.
    const answered = await save(p, rid, complete(p, undefined, { dissemination: 'Ponencia en el congreso regional, Cali, mayo' }));
    expect(dataOf(answered).report).toMatchObject({ state: 'Con observaciones', round: 1 });
    expect(dataOf(await submit(p, rid)).report).toMatchObject({ state: 'Enviado', round: 2 });
    const accepted = await review(p, rid, { decision: 'Aceptado' });
    expect(dataOf(accepted).report).toMatchObject({ state: 'Aceptado', round: 2, review_comment: '' });
    expect((await review(p, rid, { decision: 'Aceptado' })).statusCode).toBe(409);

    const mails = (await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'execution_report_review'))).filter((m) => m.text.includes(`Informe: #1 del proyecto #${p.id}\n`));
    expect(mails.map((m) => m.subject)).toEqual(['Revisión de su informe 1: Con observaciones - SIIICCA', 'Revisión de su informe 1: Aceptado - SIIICCA']);
    expect(mails[0]!.recipient).toBe('docente@siiicca.test');
    expect(mails[0]!.html).toContain('Detalle la ponencia &lt;congreso&gt;');
    expect(mails[0]!.text).toContain(`${t.deps.config.publicUrl}/`);
  });

  it('rejected, ends the report; a suspended project’s reports are not written', async () => {
    const p = await running();
    await save(p, p.reports[0]!, complete(p));
    await submit(p, p.reports[0]!);
    const rejected = dataOf(await review(p, p.reports[0]!, { decision: 'Rechazado', comment: 'No corresponde al periodo' }));
    expect(rejected.report.state).toBe('Rechazado');
    expect((await save(p, p.reports[0]!, complete(p))).json().message).toBe(REPORT_MSG.notEditable('Rechazado'));
    expect((await postWithVersion(t, t.admin, EXECUTION_API.suspend(p.id), p.id, { reason: 'Pausa' })).statusCode).toBe(200);
    const suspended = await save(p, p.reports[1]!, complete(p));
    expect(suspended.statusCode).toBe(409);
    expect(suspended.json().message).toBe(REPORT_MSG.projectNotRunning('Suspendido'));
    expect((await read(t.docente, p.id, p.reports[1]!)).can.edit).toBe(false);
  });
});

describe('the budget executed', () => {
  it('needs a justification on a line executed past its approved amount, counting the accepted reports; accepted amounts are the view’s and the list’s', async () => {
    const p = await running(400);
    const [first, final] = [p.reports[0]!, p.reports[1]!];
    // Equipos (5,000,000): 4,000,000 in the first report, accepted; Personal (10,000,000): 1,000,000.
    await save(p, first, complete(p, [4_000_000, 1_000_000]));
    await submit(p, first);
    await review(p, first, { decision: 'Aceptado' });
    const view = await viewOf(t, t.admin, p.id);
    expect(view.budget.map((l) => l.executed)).toEqual([4_000_000, 1_000_000]);
    expect(view.execution).toMatchObject({ approved_total: 15_000_000, executed_total: 5_000_000, executed_percent: 33 });
    const list = await t.app.inject({ url: `${EXECUTION_API.list}?q=${p.id}&filters=${encodeURIComponent(JSON.stringify([{ field: 'announcement.name', operation: 'Igual', value: callName }]))}`, headers: bearer(t.admin) });
    expect((list.json().data as TExecutionRow[]).find((r) => r.id === p.id)).toMatchObject({ executed_total: 5_000_000, executed_percent: 33 });

    // The final report: 2,000,000 more on Equipos passes its 5,000,000.
    const before = await read(t.docente, p.id, final);
    expect(before.budget_lines.map((l) => l.executed_before)).toEqual([4_000_000, 1_000_000]);
    const over = await save(p, final, complete(p, [2_000_000, 0], finalOf(p)));
    expect(over.statusCode).toBe(400);
    expect(over.json().errors).toEqual({ 'budget.0.justification': [REPORT_MSG.overBudget(6_000_000, 5_000_000)] });
    expect((await read(t.docente, p.id, final)).report.state).toBe('Pendiente');
    const justified = await save(p, final, complete(p, [2_000_000, 0], { ...finalOf(p), budget: [
      { budget_line_id: p.lines[0], executed: 2_000_000, justification: 'Reposición de un equipo dañado en campo' },
      { budget_line_id: p.lines[1], executed: 0 },
    ] }));
    expect(justified.statusCode, justified.body).toBe(200);
    // Not executed until accepted.
    expect((await viewOf(t, t.admin, p.id)).execution!.executed_total).toBe(5_000_000);
    await submit(p, final);
    await review(p, final, { decision: 'Aceptado' });
    expect((await viewOf(t, t.admin, p.id)).execution).toMatchObject({ executed_total: 7_000_000, executed_percent: 47 });
    const excel = await t.app.inject({ url: `${EXECUTION_API.excel}?ids=${encodeURIComponent(`[${p.id}]`)}`, headers: bearer(t.admin) });
    expect(rowsOf(await workbook(excel.rawPayload), 'Presupuesto').rows.map((r) => r.Ejecutado)).toEqual([6_000_000, 1_000_000]);
  });

  it('is checked again at acceptance: two reports sent before either was accepted may not pass a line unjustified', async () => {
    const p = await running(400);
    const [first, final] = [p.reports[0]!, p.reports[1]!];
    for (const [rid, amounts] of [[first, [4_000_000, 0]], [final, [2_000_000, 0]]] as const) {
      expect((await save(p, rid, complete(p, [...amounts], rid === final ? finalOf(p) : {}))).statusCode).toBe(200);
      expect((await submit(p, rid)).statusCode).toBe(200);
    }
    expect((await review(p, first, { decision: 'Aceptado' })).statusCode).toBe(200);
    const refused = await review(p, final, { decision: 'Aceptado' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(REPORT_MSG.overBudgetAtReview('Equipos'));
    expect((await read(t.admin, p.id, final)).report.state).toBe('Enviado');
    expect(dataOf(await review(p, final, { decision: 'Con observaciones', comment: 'Justifique el exceso en Equipos' })).report.state).toBe('Con observaciones');
  });
});
