import { eq } from 'drizzle-orm';
import type { TAssignmentState } from '@siiicca/shared';
import { announcements, callCriteria, callEvaluationSettings, evaluationAssignments, roles, userRoles, users } from '../../../db/schema';
import { hashPassword } from '../../../lib/passwords';
import { signIn } from '../../../../test/accounts';
import type { TestApp } from '../../../../test/helpers';

/*
 * Test data of the evaluators' reviews, written straight into the tables (the criteria and the
 * assignment have routes of their own, tested there).
 */

/** A call with evaluation settings and two criteria (weights 60 and 40, scales 0–5 with decimals and 0–100 in whole steps). */
export async function evaluatedCall(t: Pick<TestApp, 'db'>, opts: { blind: boolean; deadline: string; name: string }) {
  const [call] = await t.db
    .insert(announcements)
    .values({ name: opts.name, type: 'Multicampus', description: 'Convocatoria evaluada', fechaInicio: '2026-01-01', fechaFin: '2026-12-31' })
    .returning({ id: announcements.id });
  await t.db.insert(callEvaluationSettings).values({ announcementId: call!.id, blind: opts.blind, deadline: opts.deadline });
  const criteria = await t.db
    .insert(callCriteria)
    .values([
      { announcementId: call!.id, name: 'Pertinencia', description: 'Relevancia para la región', weight: 60, scaleMin: 0, scaleMax: 5, wholeSteps: false, position: 1 },
      { announcementId: call!.id, name: 'Metodología', description: 'Solidez del diseño', weight: 40, scaleMin: 0, scaleMax: 100, wholeSteps: true, position: 2 },
    ])
    .returning({ id: callCriteria.id });
  return { id: call!.id, criteria: criteria.map((c) => c.id) };
}

/** An evaluator of the test's own (profile Evaluador), signed in. */
export async function newEvaluator(t: Pick<TestApp, 'app' | 'db'>, username: string) {
  const password = 'Clave de evaluador 2026';
  const [u] = await t.db
    .insert(users)
    .values({ username, email: `${username}@siiicca.test`, name: `Evaluadora ${username}`, identity: `88${Math.floor(Math.random() * 1e8)}`, accountType: 'adm', passwordHash: await hashPassword(password) })
    .returning({ id: users.id });
  const [role] = await t.db.select({ id: roles.id }).from(roles).where(eq(roles.key, 'evaluator'));
  await t.db.insert(userRoles).values({ userId: u!.id, roleId: role!.id });
  return { id: u!.id, token: await signIn(t, { username, email: '', password, name: '' }, 'adm') };
}

export async function assign(t: Pick<TestApp, 'db'>, projectId: number, evaluatorId: number, state: TAssignmentState = 'Asignada') {
  const [a] = await t.db.insert(evaluationAssignments).values({ projectId, evaluatorId, state }).returning({ id: evaluationAssignments.id });
  return a!.id;
}
