import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { CONFLICT_REASONS, EVAL_ASSIGNMENT_API, EVAL_ASSIGNMENT_MSG, type TAutoAssignResult } from '@siiicca/shared';
import { callEvaluationSettings, evaluationAssignments, mailOutbox, projects, projectTransitions, userRoles, users } from '../../../db/schema';
import { bearer, useTestApp } from '../../../../test/helpers';
import { newCall, newEvaluators, newProject, someGroups, type TPerson } from './test-fixtures';

const t = useTestApp();
let docenteId: number;
let ev: TPerson[];

beforeAll(async () => {
  docenteId = (await t.db.select({ id: users.id }).from(users).where(eq(users.username, 'docente')))[0]!.id;
  ev = await newEvaluators(t.db, 4);
  // Only this file's evaluators take part: the demo evaluator (and its demo load) steps aside.
  const mine = ev.map((e) => e.id);
  const others = await t.db
    .select({ id: userRoles.userId })
    .from(userRoles)
    .where(and(sql`${userRoles.roleId} = (select id from roles where key = 'evaluator')`, notInArray(userRoles.userId, mine)));
  if (others.length) await t.db.update(users).set({ active: false }).where(inArray(users.id, others.map((o) => o.id)));
});

const auto = async (callId: number) => {
  const res = await t.app.inject({ method: 'POST', url: EVAL_ASSIGNMENT_API.auto(callId), headers: bearer(t.admin) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TAutoAssignResult;
};
const assignmentsOf = (projectIds: number[]) =>
  t.db.select().from(evaluationAssignments).where(inArray(evaluationAssignments.projectId, projectIds));

describe('automatic assignment', () => {
  it('gives every project its evaluators, balancing the load, and moves them to En evaluación', async () => {
    const call = await newCall(t.db);
    const list = [];
    for (let i = 0; i < 6; i++) list.push(await newProject(t.db, { callId: call, ownerId: docenteId }));
    const ids = list.map((p) => p.id);
    const result = await auto(call);
    expect(result).toEqual({ message: EVAL_ASSIGNMENT_MSG.autoDone(12), assigned: 12, incomplete: [] });
    const rows = await assignmentsOf(ids);
    const load = new Map<number, number>();
    for (const r of rows) load.set(r.evaluatorId, (load.get(r.evaluatorId) ?? 0) + 1);
    expect([...load.values()]).toEqual([3, 3, 3, 3]);
    for (const id of ids) expect(rows.filter((r) => r.projectId === id)).toHaveLength(2);
    const states = await t.db.select({ state: projects.state }).from(projects).where(inArray(projects.id, ids));
    expect(new Set(states.map((s) => s.state))).toEqual(new Set(['En evaluación']));
    expect(await t.db.select().from(projectTransitions).where(inArray(projectTransitions.projectId, ids))).toHaveLength(6);
    // One mail per evaluator, listing their projects.
    const mails = await t.db.select().from(mailOutbox).where(and(eq(mailOutbox.kind, 'evaluation_assigned'), inArray(mailOutbox.recipient, ev.map((e) => e.email))));
    expect(mails).toHaveLength(4);
    // Run again: nothing left to do.
    expect((await auto(call)).assigned).toBe(0);
  });

  it('counts Asignada and Aceptada only, never picks a conflict, and says which projects stay incomplete', async () => {
    const call = await newCall(t.db);
    await t.db.insert(callEvaluationSettings).values({ announcementId: call, evaluatorsPerProject: 3 });
    const [g1] = await someGroups(t.db);
    const [e0, e1, e2, e3] = ev as [TPerson, TPerson, TPerson, TPerson];
    // e0 declined, e1 is an investigator, e2 shares the group: only e3 remains for p.
    await newProject(t.db, { callId: call, ownerId: docenteId, state: 'Borrador', investigators: [{ identification: e2.identity, groupId: g1 }] });
    const p = await newProject(t.db, { callId: call, ownerId: docenteId, investigators: [{ identification: e1.identity }, { groupId: g1 }] });
    await t.db.insert(evaluationAssignments).values({ projectId: p.id, evaluatorId: e0.id, state: 'Rechazada', declineReason: 'Sin tiempo' });
    const free = await newProject(t.db, { callId: call, ownerId: docenteId, state: 'En evaluación' });
    await t.db.insert(evaluationAssignments).values({ projectId: free.id, evaluatorId: e0.id, state: 'Aceptada' });
    const result = await auto(call);
    expect(result.assigned).toBe(1 + 2);
    expect(result.incomplete).toEqual([{ id: p.id, title: p.title, missing: 2, reason: EVAL_ASSIGNMENT_MSG.incomplete(2) }]);
    const rows = await assignmentsOf([p.id]);
    expect(rows.filter((r) => r.state === 'Asignada').map((r) => r.evaluatorId)).toEqual([e3.id]);
    expect(EVAL_ASSIGNMENT_MSG.conflict(CONFLICT_REASONS.group)).toContain('grupo de investigación');
    // The project already En evaluación keeps its state and gets no new history line.
    expect(await t.db.select().from(projectTransitions).where(eq(projectTransitions.projectId, free.id))).toHaveLength(0);
  });
});
