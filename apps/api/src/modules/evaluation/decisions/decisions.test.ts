import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { DECISION_MSG, EVAL_DECISION_API, todayInBogota, type TCallResults, type TProjectOutcome, type TProjectResults, type TTransitionList } from '@siiicca/shared';
import { callCriteria, evaluationAssignments, evaluations, evaluationScores, mailOutbox, projects, rolePermissions, roles, userRoles, users } from '../../../db/schema';
import { hashPassword } from '../../../lib/passwords';
import { signIn } from '../../../../test/accounts';
import { inTransaction } from '../../../db/transaction';
import { queryRows } from '../../../db/query-rows';
import { bearer, loginAs, useTestApp } from '../../../../test/helpers';
import { recordTransition } from '../../projects';

const t = useTestApp();
let docente2: string;
let evaluador: string;
const EVALUATOR_NAMES = ['Laura Patricia Méndez Ortiz', 'evaluador@siiicca.test', 'Andrés Felipe Montoya Ríos', 'evaluador2@siiicca.test'];

beforeAll(async () => {
  docente2 = await loginAs(t, 'docente2');
  evaluador = await loginAs(t, 'evaluador');
});

const idOf = async (title: string) => (await t.db.select({ id: projects.id }).from(projects).where(eq(projects.title, title)))[0]!.id;
const get = (url: string, token = t.admin) => t.app.inject({ url, headers: bearer(token) });
const decide = (id: number, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: EVAL_DECISION_API.decide(id), headers: bearer(t.admin), payload });
const READY = 'Gamificación para la enseñanza de la programación en primer semestre';
const RETURNED = 'Energía solar fotovoltaica para escuelas rurales de Boyacá';
const APPROVED = 'Salud mental y bienestar de estudiantes universitarios en la pospandemia';

/** A demo project moved to 'En evaluación' with one submitted evaluation by evaluador (as the review would write it). */
async function evaluated(title: string) {
  const id = await idOf(title);
  const [ev] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, 'evaluador'));
  const criteria = await t.db.select().from(callCriteria);
  await inTransaction(t.db, async (tx) => {
    await recordTransition(tx, { projectId: id, userId: null, from: 'Enviado', to: 'En evaluación' });
    const [a] = await tx.insert(evaluationAssignments).values({ projectId: id, evaluatorId: ev!.id, state: 'Aceptada' }).returning();
    const [e] = await tx.insert(evaluations).values({ assignmentId: a!.id, submittedAt: new Date() }).returning();
    await tx.insert(evaluationScores).values(criteria.map((c) => ({ evaluationId: e!.id, criterionId: c.id, score: c.scaleMax })));
  });
  return id;
}

describe('the history of a project', () => {
  it('answers its transitions oldest first to its owner and the administrator, 404 to another lecturer, 403 to an evaluator', async () => {
    const id = await idOf(RETURNED);
    const own = (await get(EVAL_DECISION_API.history(id), t.docente)).json() as TTransitionList;
    expect(own.data.map((h) => `${h.from}>${h.to}`)).toEqual(['Borrador>Enviado', 'Enviado>En evaluación', 'En evaluación>Ajustes solicitados']);
    expect(own.data[0]).toMatchObject({ user: 'María Fernanda Rojas Díaz', reason: '' });
    expect((await get(EVAL_DECISION_API.history(id))).statusCode).toBe(200);
    expect((await get(EVAL_DECISION_API.history(id), docente2)).statusCode).toBe(404);
    expect((await get(EVAL_DECISION_API.history(id), evaluador)).statusCode).toBe(403);
  });

  it('answers an evaluation office without any project permission for a sent project, and 404 for a draft, as if it did not exist', async () => {
    const password = 'Clave de la oficina 2026';
    const [u] = await t.db.insert(users).values({ username: 'oficina.evaluacion', email: 'oficina.evaluacion@siiicca.test', name: 'Oficina de Evaluación', identity: '77019001', accountType: 'adm', passwordHash: await hashPassword(password) }).returning({ id: users.id });
    const [role] = await t.db.insert(roles).values({ name: 'Solo evaluación', description: 'Gestiona evaluaciones' }).returning({ id: roles.id });
    await t.db.insert(rolePermissions).values({ roleId: role!.id, permissionId: 'evaluations.manage' });
    await t.db.insert(userRoles).values({ userId: u!.id, roleId: role!.id });
    const office = await signIn(t, { username: 'oficina.evaluacion', email: '', password, name: '' }, 'adm');
    const [draft] = await t.db.select({ id: projects.id }).from(projects).where(eq(projects.state, 'Borrador')).limit(1);
    expect((await get(EVAL_DECISION_API.history(await idOf(RETURNED)), office)).statusCode).toBe(200);
    expect((await get(EVAL_DECISION_API.projectResults(await idOf(RETURNED)), office)).statusCode).toBe(200);
    expect((await get(EVAL_DECISION_API.history(draft!.id), office)).statusCode).toBe(404);
    expect((await get(EVAL_DECISION_API.projectResults(draft!.id), office)).statusCode).toBe(404);
  });

  it('is append-only: the database refuses to change or delete a line', async () => {
    const id = await idOf(RETURNED);
    await expect(t.db.execute(sql`update project_transitions set reason = 'otra' where project_id = ${id}`)).rejects.toThrow();
    await expect(t.db.execute(sql`delete from project_transitions where project_id = ${id}`)).rejects.toThrow();
    const [n] = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from project_transitions where project_id = ${id} and reason <> 'otra'`);
    expect(n!.n).toBe(3);
  });
});

describe("the administrator's results and decision", () => {
  it('shows every evaluation of the round, the weighted scores, the mean and the divergence flag', async () => {
    const id = await idOf(READY);
    const r = (await get(EVAL_DECISION_API.projectResults(id))).json() as TProjectResults;
    expect(r.evaluations.map((e) => e.weighted)).toEqual([72, 46]);
    expect(r).toMatchObject({ mean: 59, divergent: true, can_decide: true });
    const call = (await get(EVAL_DECISION_API.callResults(r.project.announcement_id))).json() as TCallResults;
    expect(call.data.find((p) => p.id === id)).toMatchObject({ submitted: 2, expected: 2, mean: 59, divergent: true });
    expect((await get(EVAL_DECISION_API.projectResults(id), t.docente)).statusCode).toBe(403);
  });

  it('needs a justification and a project in evaluation with a submitted evaluation', async () => {
    const id = await idOf(READY);
    const none = await decide(id, { decision: 'Aprobado', justification: '   ' });
    expect(none.statusCode).toBe(400);
    expect(JSON.stringify(none.json())).toContain(DECISION_MSG.justificationRequired);
    expect((await decide(id, { decision: 'Archivado', justification: 'x' })).statusCode).toBe(400);
    expect((await decide(id, { decision: 'Aprobado', justification: 'x'.repeat(4001) })).statusCode).toBe(400);
    const notYet = await decide(await idOf('Evaluación de impacto de los consultorios jurídicos en comunidades rurales'), { decision: 'Aprobado', justification: 'Bien' });
    expect(notYet.json().message).toBe(DECISION_MSG.noEvaluations);
    expect((await decide(await idOf(APPROVED), { decision: 'Rechazado', justification: 'No' })).json().message).toBe(DECISION_MSG.notInEvaluation);
  });

  it("decides 'Ajustes solicitados' with its history line and mails the owner without any evaluator's name", async () => {
    const id = await idOf(READY);
    const res = await decide(id, { decision: 'Ajustes solicitados', justification: 'Precise la metodología.' });
    expect(res.statusCode, res.body).toBe(200);
    const history = (await get(EVAL_DECISION_API.history(id))).json() as TTransitionList;
    expect(history.data.at(-1)).toMatchObject({ from: 'En evaluación', to: 'Ajustes solicitados', reason: 'Precise la metodología.', user: 'Administrador del Sistema' });
    const [mail] = await t.db.select().from(mailOutbox).where(and(eq(mailOutbox.kind, 'project_decision'), eq(mailOutbox.recipient, 'docente@siiicca.test')));
    expect(mail!.text).toContain('Precise la metodología.');
    for (const name of EVALUATOR_NAMES) expect(mail!.text + mail!.html).not.toContain(name);
  });

  it('numbers two approvals at once in the same call and year one after the other', async () => {
    const a = await evaluated('Modelos de aprendizaje automático para la detección temprana de la deserción universitaria');
    const b = await evaluated('Huertas urbanas y seguridad alimentaria en comunidades del sur de Bogotá');
    // The call's actas of this year so far (the demo's approved projects hold the first numbers).
    const [held] = await queryRows<{ n: number }>(
      t.db,
      sql`select coalesce(max(number), 0)::int as n from project_approvals
        where announcement_id = (select announcement_id from projects where id = ${a}) and year = ${Number(todayInBogota().slice(0, 4))}`,
    );
    const both = await Promise.all([a, b].map((id) => decide(id, { decision: 'Aprobado', justification: 'Cumple los criterios.' })));
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    const rows = await queryRows<{ number: number }>(t.db, sql`select number from project_approvals where project_id in (${a}, ${b}) order by number`);
    expect(rows.map((r) => r.number)).toEqual([held!.n + 1, held!.n + 2]);
  });
});

describe("the owner's view and the acta de aprobación", () => {
  it("shows the decision, its justification and the comments without any evaluator's name; 404 to another lecturer", async () => {
    const id = await idOf(RETURNED);
    const res = await get(EVAL_DECISION_API.outcome(id), t.docente);
    const o = res.json() as TProjectOutcome;
    expect(o.decision).toMatchObject({ state: 'Ajustes solicitados', justification: expect.stringContaining('metodología') });
    expect(o.evaluations.map((e) => e.label)).toEqual(['Evaluador 1', 'Evaluador 2']);
    expect(o.evaluations[0]!.scores[0]!.comment).not.toBe('');
    for (const name of EVALUATOR_NAMES) expect(res.body).not.toContain(name);
    expect((await get(EVAL_DECISION_API.outcome(id), docente2)).statusCode).toBe(404);
  });

  it('downloads the numbered acta of an approved project for its owner and the administrator, 404 otherwise', async () => {
    const id = await idOf(APPROVED);
    for (const token of [t.docente, t.admin]) {
      const pdf = await get(EVAL_DECISION_API.acta(id), token);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.rawPayload.subarray(0, 4).toString('latin1')).toBe('%PDF');
      expect(pdf.headers['content-disposition']).toContain('No. 1 de');
      for (const name of EVALUATOR_NAMES) expect(pdf.rawPayload.toString('latin1')).not.toContain(name);
    }
    expect((await get(EVAL_DECISION_API.acta(id), docente2)).statusCode).toBe(404);
    expect((await get(EVAL_DECISION_API.acta(await idOf(RETURNED)), t.docente)).statusCode).toBe(404);
  });
});
