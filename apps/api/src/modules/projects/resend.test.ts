import { beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { DECISION_MSG, PROJECT_API, PROJECT_MSG, type TProjectDetail, type TProjectState } from '@siiicca/shared';
import { evaluationAssignments, mailOutbox, projects, projectTransitions } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { bearer, useTestApp } from '../../../test/helpers';
import { recordTransition } from './history/record-transition';
import { projectFixture, saveProject, validProjectBody, type TProjectFixtureIds } from './test-fixtures';
import { insertProject, projectVersionOf, userIdOf } from './send-testing';

const t = useTestApp();
let ids: TProjectFixtureIds;
let docenteId: number;
beforeAll(async () => {
  ids = await projectFixture(t.db);
  docenteId = await userIdOf(t.db, 'docente');
});

const send = async (id: number) => t.app.inject({ method: 'POST', url: PROJECT_API.send, headers: bearer(t.docente), payload: { id, version: await projectVersionOf(t.db, id) } });
const path = async (id: number) =>
  (await t.db.select().from(projectTransitions).where(eq(projectTransitions.projectId, id)).orderBy(asc(projectTransitions.id))).map((r) => `${r.fromState}>${r.toState}`);
const row = async (id: number) => (await t.db.select().from(projects).where(eq(projects.id, id)))[0]!;
/** The body the form saves: the project with its stored documents kept. */
async function body(id: number, title: string) {
  const detail = (await t.app.inject({ url: PROJECT_API.one(id), headers: bearer(t.docente) })).json() as TProjectDetail;
  const attacheds = detail.attacheds.map((a) => ({ id: a.id, attached_id: a.attached_id }));
  return { ...validProjectBody(ids, { title }), attacheds, id, version: await projectVersionOf(t.db, id) };
}
/** The administrator's moves, as the assignment and the decision make them. */
const move = (id: number, from: TProjectState, to: TProjectState) => inTransaction(t.db, (tx) => recordTransition(tx, { projectId: id, userId: null, from, to }));

describe("the project's path: sent, returned with 'Ajustes solicitados', sent again", () => {
  it('records Borrador → Enviado when sent, and sends a returned project back to its evaluators in the next round', async () => {
    const id = await insertProject(t.db, { userId: docenteId, ids, title: 'Proyecto que vuelve con ajustes' });
    expect((await send(id)).json().data.state).toBe('Enviado');
    expect(await path(id)).toEqual(['Borrador>Enviado']);

    // Reminded in the first round (reviews/reminders-job.ts): due again in the next one.
    await t.db.insert(evaluationAssignments).values({ projectId: id, evaluatorId: await userIdOf(t.db, 'evaluador'), state: 'Aceptada', remindedBeforeAt: new Date(), remindedDueAt: new Date() });
    await move(id, 'Enviado', 'En evaluación');
    // While evaluated, the owner can neither change nor send it.
    const locked = await saveProject(t, t.docente, await body(id, 'No se puede'));
    expect(locked.statusCode).toBe(400);
    expect(locked.json().message).toBe(PROJECT_MSG.wrongStateToEdit);
    expect((await send(id)).json().data.state).toBe('En evaluación');

    await move(id, 'En evaluación', 'Ajustes solicitados');
    const edited = await saveProject(t, t.docente, await body(id, 'Proyecto ajustado'));
    expect(edited.statusCode, edited.body).toBe(200);
    // Not a draft: its owner is saving the adjustments.
    expect(edited.json().message).toBe(PROJECT_MSG.adjustmentsSaved);
    expect(await row(id)).toMatchObject({ title: 'Proyecto ajustado', state: 'Ajustes solicitados', evaluationRound: 1 });
    const moved = await saveProject(t, t.docente, { ...(await body(id, 'Otra convocatoria')), announcement_id: ids.closedCall });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().message).toBe(DECISION_MSG.callMoveRefused);
    const del = await t.app.inject({ method: 'DELETE', url: PROJECT_API.one(id), headers: bearer(t.docente) });
    expect(del.json().message).toBe(PROJECT_MSG.wrongStateToDelete);

    const again = await send(id);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.state).toBe('En evaluación');
    expect(await row(id)).toMatchObject({ state: 'En evaluación', evaluationRound: 2 });
    expect(await path(id)).toEqual(['Borrador>Enviado', 'Enviado>En evaluación', 'En evaluación>Ajustes solicitados', 'Ajustes solicitados>En evaluación']);
    // The same evaluators: the assignment stays, its reminders due again for the new round.
    expect(await t.db.select().from(evaluationAssignments).where(eq(evaluationAssignments.projectId, id))).toEqual([
      expect.objectContaining({ state: 'Aceptada', remindedBeforeAt: null, remindedDueAt: null }),
    ]);
    // The evaluator is told once that the project is back, for round 2.
    const mails = await t.db.select().from(mailOutbox).where(and(eq(mailOutbox.kind, 'evaluation_next_round'), eq(mailOutbox.recipient, 'evaluador@siiicca.test')));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('"Proyecto ajustado"');
    expect(mails[0]!.text).toContain('ronda 2');
    expect(mails[0]!.text + mails[0]!.html).not.toContain('María Fernanda');
  });
});
