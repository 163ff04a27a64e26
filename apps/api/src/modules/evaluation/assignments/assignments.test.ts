import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { CONFLICT_REASONS, EVAL_ASSIGNMENT_API, EVAL_ASSIGNMENT_MSG, type TAssignmentProject, type TEvaluatorChoice } from '@siiicca/shared';
import { evaluationAssignments, evaluations, mailOutbox, projects, projectTransitions, strategyActors, thirds, users } from '../../../db/schema';
import { queryRows } from '../../../db/query-rows';
import { bearer, loginAs, useTestApp } from '../../../../test/helpers';
import { newCall, newEvaluators, newProject, someGroups, type TPerson } from './test-fixtures';

const t = useTestApp();
let evaluador: string;
let docenteId: number;
let groups: number[];
let call: number;
let ev: TPerson[];

beforeAll(async () => {
  evaluador = await loginAs(t, 'evaluador');
  docenteId = (await t.db.select({ id: users.id }).from(users).where(eq(users.username, 'docente')))[0]!.id;
  groups = await someGroups(t.db);
  call = await newCall(t.db);
  ev = await newEvaluators(t.db, 6);
});

const assign = (project_id: unknown, evaluator_id: unknown, token = t.admin) =>
  t.app.inject({ method: 'POST', url: EVAL_ASSIGNMENT_API.assign, headers: bearer(token), payload: { project_id, evaluator_id } });
const stateOf = async (id: number) => (await t.db.select({ state: projects.state }).from(projects).where(eq(projects.id, id)))[0]!.state;

describe('assignment by hand', () => {
  it('assigns, moves an Enviado project to En evaluación with its history line, and mails the evaluator', async () => {
    const p = await newProject(t.db, { callId: call, ownerId: docenteId });
    const res = await assign(p.id, ev[0]!.id);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe(EVAL_ASSIGNMENT_MSG.assigned);
    expect(await stateOf(p.id)).toBe('En evaluación');
    const history = await t.db.select().from(projectTransitions).where(eq(projectTransitions.projectId, p.id));
    expect(history.map((h) => [h.fromState, h.toState])).toEqual([['Enviado', 'En evaluación']]);
    const mails = await t.db.select().from(mailOutbox).where(and(eq(mailOutbox.kind, 'evaluation_assigned'), eq(mailOutbox.recipient, ev[0]!.email)));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(p.title);
    // A second evaluator: the project stays En evaluación, no second history line.
    expect((await assign(p.id, ev[1]!.id)).statusCode).toBe(201);
    expect(await t.db.select().from(projectTransitions).where(eq(projectTransitions.projectId, p.id))).toHaveLength(1);
    // The same one again is refused.
    const again = await assign(p.id, ev[0]!.id);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(EVAL_ASSIGNMENT_MSG.conflict(CONFLICT_REASONS.assigned));
    const view = await t.app.inject({ url: EVAL_ASSIGNMENT_API.project(p.id), headers: bearer(t.admin) });
    expect((view.json() as TAssignmentProject).assignments.map((a) => a.evaluator.id)).toEqual([ev[0]!.id, ev[1]!.id]);
  });

  it('refuses every conflict of interest in Spanish, and leaves them out of the choices', async () => {
    const [g1, g2] = groups;
    const [e0, e1, e2, e3, e4, e5] = ev as [TPerson, TPerson, TPerson, TPerson, TPerson, TPerson];
    // e5 belongs to g2 through another project where they are an internal investigator.
    await newProject(t.db, { callId: call, ownerId: docenteId, state: 'Borrador', investigators: [{ identification: e5.identity, groupId: g2 }] });
    const p = await newProject(t.db, {
      callId: call,
      ownerId: e0.id,
      investigators: [
        { identification: e1.identity, groupId: g1 },
        { email: e2.email.toUpperCase(), type: 'Externo' },
        { groupId: g2 },
      ],
    });
    await t.db.insert(evaluationAssignments).values({ projectId: p.id, evaluatorId: e3.id, state: 'Conflicto', declineReason: 'Soy coautor del director' });
    await t.db.insert(evaluationAssignments).values({ projectId: p.id, evaluatorId: e4.id, state: 'Rechazada', declineReason: 'Sin tiempo' });
    const cases: [TPerson, string][] = [
      [e0, CONFLICT_REASONS.owner],
      [e1, CONFLICT_REASONS.investigator],
      [e2, CONFLICT_REASONS.investigator],
      [e3, CONFLICT_REASONS.declared],
      [e4, CONFLICT_REASONS.declared],
      [e5, CONFLICT_REASONS.group],
    ];
    for (const [e, reason] of cases) {
      const res = await assign(p.id, e.id);
      expect(res.statusCode, e.name).toBe(400);
      expect(res.json().message).toBe(EVAL_ASSIGNMENT_MSG.conflict(reason));
    }
    expect(await stateOf(p.id)).toBe('Enviado');
    const choices = (await t.app.inject({ url: EVAL_ASSIGNMENT_API.choices(p.id), headers: bearer(t.admin) })).json() as TEvaluatorChoice[];
    expect(choices.map((c) => c.id)).not.toEqual(expect.arrayContaining([e0.id]));
    for (const e of [e0, e1, e2, e3, e4, e5]) expect(choices.some((c) => c.id === e.id)).toBe(false);
    // The declined ones show with their reasons for the administrator.
    const rows = (await t.app.inject({ url: EVAL_ASSIGNMENT_API.callProjects(call), headers: bearer(t.admin) })).json() as TAssignmentProject[];
    const row = rows.find((r) => r.id === p.id)!;
    expect(row.assignments.map((a) => [a.state, a.decline_reason])).toEqual([
      ['Conflicto', 'Soy coautor del director'],
      ['Rechazada', 'Sin tiempo'],
    ]);
  });

  it('a group shared through the person record (thirds) is a conflict too', async () => {
    const [, , g3] = groups;
    const [e] = await newEvaluators(t.db, 1);
    await newProject(t.db, { callId: call, ownerId: docenteId, state: 'Borrador', investigators: [{ identification: e!.identity, thirdGroupId: g3 }] });
    const p = await newProject(t.db, { callId: call, ownerId: docenteId, investigators: [{ groupId: g3 }] });
    expect((await assign(p.id, e!.id)).json().message).toBe(EVAL_ASSIGNMENT_MSG.conflict(CONFLICT_REASONS.group));
  });

  it('matches an e-mail stored with spaces around it, and a group the evaluator belongs to as an actor of a formative strategy', async () => {
    const [g1, g2] = groups;
    const [spaced, actor] = await newEvaluators(t.db, 2);
    const p = await newProject(t.db, { callId: call, ownerId: docenteId, investigators: [{ email: `  ${spaced!.email.toUpperCase()} `, type: 'Externo' }, { groupId: g2 }] });
    expect((await assign(p.id, spaced!.id)).json().message).toBe(EVAL_ASSIGNMENT_MSG.conflict(CONFLICT_REASONS.investigator));
    // The evaluator is an actor, in group g2, of a demo strategy (their person record has no group).
    const [strategy] = await queryRows<{ id: number }>(t.db, sql`select min(id)::int as id from strategies`);
    const [third] = await t.db.insert(thirds).values({ typeId: 'CC', identification: actor!.identity, name: actor!.name, email: null, sealed: true }).returning({ id: thirds.id });
    await t.db.insert(strategyActors).values({ strategyId: strategy!.id, thirdId: third!.id, type: 'Docente', investigationGroupId: g2 });
    expect((await assign(p.id, actor!.id)).json().message).toBe(EVAL_ASSIGNMENT_MSG.conflict(CONFLICT_REASONS.group));
    // Another group is no conflict.
    const other = await newProject(t.db, { callId: call, ownerId: docenteId, investigators: [{ groupId: g1 }] });
    expect((await assign(other.id, actor!.id)).statusCode).toBe(201);
  });

  it("removing a project's only evaluator sends it back to Enviado with its history line; removing one of two keeps it in evaluation", async () => {
    const p = await newProject(t.db, { callId: call, ownerId: docenteId });
    await assign(p.id, ev[2]!.id);
    await assign(p.id, ev[3]!.id);
    const [a0, a1] = await t.db.select().from(evaluationAssignments).where(eq(evaluationAssignments.projectId, p.id)).orderBy(evaluationAssignments.id);
    const del = (id: number) => t.app.inject({ method: 'DELETE', url: EVAL_ASSIGNMENT_API.one(id), headers: bearer(t.admin) });
    expect((await del(a0!.id)).json().message).toBe(EVAL_ASSIGNMENT_MSG.removed);
    expect(await stateOf(p.id)).toBe('En evaluación');
    expect((await del(a1!.id)).json().message).toBe(EVAL_ASSIGNMENT_MSG.removedLast);
    expect(await stateOf(p.id)).toBe('Enviado');
    const history = await t.db.select().from(projectTransitions).where(eq(projectTransitions.projectId, p.id)).orderBy(projectTransitions.id);
    expect(history.map((h) => [h.fromState, h.toState, h.reason])).toEqual([
      ['Enviado', 'En evaluación', expect.any(String)],
      ['En evaluación', 'Enviado', EVAL_ASSIGNMENT_MSG.lastRemovedReason],
    ]);
  });

  it('an unfinished assignment of a decided project stops counting as open, and counts again when the project returns to evaluation', async () => {
    const [e] = await newEvaluators(t.db, 1);
    const p = await newProject(t.db, { callId: call, ownerId: docenteId });
    expect((await assign(p.id, e!.id)).statusCode).toBe(201);
    const load = async () => {
      const list = (await t.app.inject({ url: `${EVAL_ASSIGNMENT_API.evaluators}?q=${encodeURIComponent(e!.email)}`, headers: bearer(t.admin) })).json() as { data: { id: number; open_assignments: number }[] };
      return list.data.find((x) => x.id === e!.id)!.open_assignments;
    };
    expect(await load()).toBe(1);
    for (const decided of ['Aprobado', 'Rechazado', 'Ajustes solicitados'] as const) {
      await t.db.update(projects).set({ state: decided }).where(eq(projects.id, p.id));
      expect(await load()).toBe(0);
    }
    // With nothing open the Evaluador profile can be taken away; the assignment stays with its state.
    await t.db.update(projects).set({ state: 'En evaluación' }).where(eq(projects.id, p.id));
    expect(await load()).toBe(1);
  });

  it('refuses projects not Enviado or En evaluación, unknown ids (404) and bad input (400)', async () => {
    const draft = await newProject(t.db, { callId: call, ownerId: docenteId, state: 'Borrador' });
    expect((await assign(draft.id, ev[0]!.id)).json().message).toBe(EVAL_ASSIGNMENT_MSG.notAssignable);
    expect((await assign(99_999_999, ev[0]!.id)).statusCode).toBe(404);
    const p = await newProject(t.db, { callId: call, ownerId: docenteId });
    expect((await assign(p.id, docenteId)).statusCode).toBe(404);
    expect((await assign(p.id, 99_999_999)).statusCode).toBe(404);
    expect((await assign('x', -1)).statusCode).toBe(400);
    expect((await t.app.inject({ url: EVAL_ASSIGNMENT_API.project(draft.id), headers: bearer(t.admin) })).statusCode).toBe(404);
    expect((await t.app.inject({ url: EVAL_ASSIGNMENT_API.choices(99_999_999), headers: bearer(t.admin) })).statusCode).toBe(404);
    expect((await t.app.inject({ url: EVAL_ASSIGNMENT_API.callProjects(99_999_999), headers: bearer(t.admin) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: EVAL_ASSIGNMENT_API.one(99_999_999), headers: bearer(t.admin) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: EVAL_ASSIGNMENT_API.auto(99_999_999), headers: bearer(t.admin) })).statusCode).toBe(404);
  });

  it('removes an assignment without evaluation; keeps one with an evaluation or declined', async () => {
    const p = await newProject(t.db, { callId: call, ownerId: docenteId });
    await assign(p.id, ev[0]!.id);
    await assign(p.id, ev[1]!.id);
    const [a0, a1] = await t.db.select().from(evaluationAssignments).where(eq(evaluationAssignments.projectId, p.id)).orderBy(evaluationAssignments.id);
    await t.db.insert(evaluations).values({ assignmentId: a1!.id });
    const del = (id: number) => t.app.inject({ method: 'DELETE', url: EVAL_ASSIGNMENT_API.one(id), headers: bearer(t.admin) });
    expect((await del(a0!.id)).json().message).toBe(EVAL_ASSIGNMENT_MSG.removed);
    const kept = await del(a1!.id);
    expect(kept.statusCode).toBe(400);
    expect(kept.json().message).toBe(EVAL_ASSIGNMENT_MSG.hasEvaluation);
    await t.db.execute(sql`update evaluation_assignments set state = 'Rechazada', decline_reason = 'No' where id = ${a1!.id}`);
    await t.db.delete(evaluations).where(eq(evaluations.assignmentId, a1!.id));
    expect((await del(a1!.id)).json().message).toBe(EVAL_ASSIGNMENT_MSG.declinedStays);
  });

  it('is for evaluations.manage only: docente and evaluador get 403', async () => {
    const p = await newProject(t.db, { callId: call, ownerId: docenteId });
    for (const token of [t.docente, evaluador]) {
      expect((await assign(p.id, ev[0]!.id, token)).statusCode).toBe(403);
      expect((await t.app.inject({ url: EVAL_ASSIGNMENT_API.calls, headers: bearer(token) })).statusCode).toBe(403);
      expect((await t.app.inject({ url: EVAL_ASSIGNMENT_API.callProjects(call), headers: bearer(token) })).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'POST', url: EVAL_ASSIGNMENT_API.auto(call), headers: bearer(token) })).statusCode).toBe(403);
      expect((await t.app.inject({ url: EVAL_ASSIGNMENT_API.evaluators, headers: bearer(token) })).statusCode).toBe(403);
    }
    const calls = (await t.app.inject({ url: EVAL_ASSIGNMENT_API.calls, headers: bearer(t.admin) })).json() as { id: number }[];
    expect(calls.some((c) => c.id === call)).toBe(true);
  });
});
