import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDays, EXECUTION_API, EXECUTION_MSG, MSG, todayInBogota, type TExecutionView } from '@siiicca/shared';
import { callExecutionSettings, executionReports, projectExecutions } from '../../db/schema';
import { bearer, loginAs, useTestApp } from '../../../test/helpers';
import { approvedProject, newCall, postWithVersion, startProject, userIdOf, viewOf } from './test-fixtures';

const t = useTestApp();
let docente2: string;
let callId: number;
let ownerId: number;
const today = todayInBogota();
/** Started 200 days ago: its first progress report is just past due (not yet in arrears), the rest still ahead. */
const START = addDays(today, -200);

beforeAll(async () => {
  docente2 = await loginAs(t, 'docente2');
  callId = (await newCall(t.db)).id;
  ownerId = await userIdOf(t.db, 'docente');
});

/** A project of the file's call, approved a year ago and started 200 days ago as the office. */
async function started() {
  const p = await approvedProject(t.db, { callId, ownerId, approvedAt: new Date(Date.now() - 365 * 86_400_000) });
  const res = await startProject(t, t.admin, p.id, START);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: TExecutionView }).data;
}

const move = (path: (id: number) => string, id: number, body: Record<string, unknown>, token = t.admin) => postWithVersion(t, token, path(id), id, body, t.admin);
const dataOf = (res: { json: () => unknown }) => (res.json() as { data: TExecutionView }).data;
const dues = (v: TExecutionView) => v.schedule.map((r) => r.due_date);

describe('suspending and resuming a project', () => {
  it('suspends with a reason, and resuming moves the end and every owed report by the days suspended', async () => {
    const v = await started();
    expect((await move(EXECUTION_API.suspend, v.project.id, {})).json().errors).toEqual({ reason: [EXECUTION_MSG.reasonRequired] });
    expect((await move(EXECUTION_API.suspend, v.project.id, { reason: 'x' }, t.docente)).statusCode).toBe(403);
    const missing = await t.app.inject({ method: 'POST', url: EXECUTION_API.suspend(v.project.id), headers: bearer(t.admin), payload: { reason: 'Sin versión' } });
    expect(missing.statusCode).toBe(428);
    expect(missing.json().message).toBe(MSG.versionRequired);

    const suspended = await move(EXECUTION_API.suspend, v.project.id, { reason: 'Licencia del investigador principal' });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(suspended.json().message).toBe(EXECUTION_MSG.suspended);
    const s = dataOf(suspended);
    expect(s.project.state).toBe('Suspendido');
    expect(s.execution!.suspended_since).toBe(today);
    expect(s.history.at(-1)).toMatchObject({ from: 'En ejecución', to: 'Suspendido', reason: 'Licencia del investigador principal' });
    expect(s.can).toMatchObject({ suspend: false, resume: true, close: true });
    expect((await move(EXECUTION_API.suspend, v.project.id, { reason: 'Otra vez' })).json().message).toBe(EXECUTION_MSG.moveRefused('Suspendido'));

    // Suspended 10 days ago; its first report was accepted meanwhile (it owes nothing: it stays).
    await t.db.update(projectExecutions).set({ suspendedSince: addDays(today, -10) }).where(eq(projectExecutions.projectId, v.project.id));
    await t.db.update(executionReports).set({ state: 'Aceptado' }).where(eq(executionReports.id, v.schedule[0]!.id));
    const resumed = await move(EXECUTION_API.resume, v.project.id, {});
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(resumed.json().message).toBe(EXECUTION_MSG.resumed);
    const r = dataOf(resumed);
    const end = addDays(v.execution!.end_date, 10);
    expect(r.project.state).toBe('En ejecución');
    expect(r.execution).toMatchObject({ suspended_since: null, end_date: end, planned_end: v.execution!.planned_end });
    expect(dues(r)).toEqual([v.schedule[0]!.due_date, ...dues(v).slice(1).map((d) => addDays(d, 10))]);
    expect(r.schedule.at(-1)).toMatchObject({ kind: 'Final', period_to: end });
    expect(r.schedule.slice(0, -1).map((x) => x.period_to)).toEqual(v.schedule.slice(0, -1).map((x) => x.period_to));
    expect(r.history.at(-1)).toMatchObject({ from: 'Suspendido', to: 'En ejecución', reason: '' });
  });

  it('closes for non-compliance from En ejecución or Suspendido with its justification; a closed project moves no more', async () => {
    const a = await started();
    const b = await started();
    expect((await move(EXECUTION_API.closeForNonCompliance, a.project.id, { reason: '   ' })).json().errors).toEqual({ reason: [EXECUTION_MSG.reasonRequired] });
    const closed = dataOf(await move(EXECUTION_API.closeForNonCompliance, a.project.id, { reason: 'Informe rechazado dos veces' }));
    expect(closed.project.state).toBe('Cerrado por incumplimiento');
    expect(closed.history.at(-1)).toMatchObject({ from: 'En ejecución', to: 'Cerrado por incumplimiento', reason: 'Informe rechazado dos veces' });
    expect(closed.can).toMatchObject({ suspend: false, resume: false, close: false });
    for (const path of [EXECUTION_API.suspend, EXECUTION_API.resume, EXECUTION_API.closeForNonCompliance]) {
      const res = await move(path, a.project.id, { reason: 'x' });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(EXECUTION_MSG.moveRefused('Cerrado por incumplimiento'));
    }
    await move(EXECUTION_API.suspend, b.project.id, { reason: 'Sin contacto' });
    const fromSuspended = dataOf(await move(EXECUTION_API.closeForNonCompliance, b.project.id, { reason: 'Más de 90 días en mora' }));
    expect(fromSuspended.history.slice(-2).map((h) => `${h.from}>${h.to}`)).toEqual(['En ejecución>Suspendido', 'Suspendido>Cerrado por incumplimiento']);
  });
});

describe('extensions', () => {
  const ask = (id: number, body: Record<string, unknown>, token = t.docente) => postWithVersion(t, token, EXECUTION_API.extensions(id), id, body, t.admin);
  const decide = (id: number, extensionId: number, body: Record<string, unknown>, token = t.admin) =>
    postWithVersion(t, token, EXECUTION_API.extensionDecision(id, extensionId), id, body, t.admin);

  it('are asked for by the owner only, after the end in force, one pending at a time', async () => {
    const v = await started();
    const id = v.project.id;
    const end = v.execution!.end_date;
    expect((await viewOf(t, t.docente, id)).can.request_extension).toBe(true);
    expect((await viewOf(t, t.admin, id)).can.request_extension).toBe(false);
    const body = { requested_end: addDays(end, 90), justification: 'Retraso en la compra de equipos' };
    for (const token of [docente2, t.admin]) {
      const other = await ask(id, body, token);
      expect(other.statusCode).toBe(404);
      expect(other.json().message).toBe(EXECUTION_MSG.projectNotFound);
    }
    const early = await ask(id, { ...body, requested_end: end });
    expect(early.statusCode).toBe(400);
    expect(early.json().errors).toEqual({ requested_end: [EXECUTION_MSG.extensionBeforeEnd(end)] });
    expect((await ask(id, { ...body, justification: ' ' })).json().errors).toEqual({ justification: [EXECUTION_MSG.justificationRequired] });

    const asked = await ask(id, body);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().message).toBe(EXECUTION_MSG.extensionRequested);
    const a = dataOf(asked);
    expect(a.extensions).toEqual([expect.objectContaining({ previous_end: end, requested_end: body.requested_end, justification: body.justification, state: 'Pendiente', decided_at: null })]);
    expect(a.can.request_extension).toBe(false);
    expect(a.project.state).toBe('En ejecución');
    expect(a.history).toEqual(v.history);
    expect(a.version).not.toBe(v.version);
    expect((await viewOf(t, t.admin, id)).can.decide_extension).toBe(true);
    const pending = await ask(id, { ...body, requested_end: addDays(end, 30) });
    expect(pending.statusCode).toBe(409);
    expect(pending.json().message).toBe(EXECUTION_MSG.extensionPending);
  });

  it('approved, move the end to the one asked for and every owed report by as many days; decided once; then the call’s limit', async () => {
    const v = await started();
    const id = v.project.id;
    const requested = addDays(v.execution!.end_date, 45);
    const x = dataOf(await ask(id, { requested_end: requested, justification: 'Trabajo de campo aplazado por lluvias' })).extensions[0]!;
    expect((await decide(id, x.id, { approved: true }, t.docente)).statusCode).toBe(403);
    const foreign = await decide((await started()).project.id, x.id, { approved: true });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(EXECUTION_MSG.extensionNotFound);

    const approved = await decide(id, x.id, { approved: true, reason: 'Justificada' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().message).toBe(EXECUTION_MSG.extensionApproved);
    const a = dataOf(approved);
    expect(a.execution).toMatchObject({ end_date: requested, planned_end: v.execution!.planned_end });
    expect(dues(a)).toEqual(dues(v).map((d) => addDays(d, 45)));
    expect(a.schedule.at(-1)!.period_to).toBe(requested);
    expect(a.extensions[0]).toMatchObject({ state: 'Aprobada', decision_reason: 'Justificada', decided_at: expect.any(String) });
    expect(a.can).toMatchObject({ decide_extension: false });

    const twice = await decide(id, x.id, { approved: false, reason: 'No' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(EXECUTION_MSG.extensionDecided);
    expect((await viewOf(t, t.docente, id)).can.request_extension).toBe(false);
    const over = await ask(id, { requested_end: addDays(requested, 30), justification: 'Una más' });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(EXECUTION_MSG.extensionLimit(1));
  });

  it('denied (with a reason), keep the dates; a suspended project asks for none; a call without extensions refuses them', async () => {
    const v = await started();
    const id = v.project.id;
    const x = dataOf(await ask(id, { requested_end: addDays(v.execution!.end_date, 10), justification: 'Más tiempo' })).extensions[0]!;
    expect((await decide(id, x.id, { approved: false })).json().errors).toEqual({ reason: [EXECUTION_MSG.reasonRequired] });
    const denied = await decide(id, x.id, { approved: false, reason: 'No se justifica el retraso' });
    expect(denied.json().message).toBe(EXECUTION_MSG.extensionDenied);
    const d = dataOf(denied);
    expect(d.execution!.end_date).toBe(v.execution!.end_date);
    expect(dues(d)).toEqual(dues(v));
    expect(d.extensions[0]).toMatchObject({ state: 'Denegada', decision_reason: 'No se justifica el retraso' });

    await move(EXECUTION_API.suspend, id, { reason: 'Pausa' });
    const suspended = await ask(id, { requested_end: addDays(v.execution!.end_date, 10), justification: 'Más tiempo' });
    expect(suspended.statusCode).toBe(409);
    expect(suspended.json().message).toBe(EXECUTION_MSG.moveRefused('Suspendido'));

    const w = await started();
    await t.db.insert(callExecutionSettings).values({ announcementId: callId, extensionsAllowed: 0 }).onConflictDoUpdate({ target: callExecutionSettings.announcementId, set: { extensionsAllowed: 0 } });
    const none = await ask(w.project.id, { requested_end: addDays(w.execution!.end_date, 10), justification: 'Más tiempo' });
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(EXECUTION_MSG.extensionNotAllowed);
    expect((await viewOf(t, t.docente, w.project.id)).can.request_extension).toBe(false);
  });
});
