import { and, eq, inArray, isNull } from 'drizzle-orm';
import { todayInBogota, weightedScore, type TProjectState } from '@siiicca/shared';
import type { FileStore } from '../../lib/files';
import { hashPassword } from '../../lib/passwords';
import { inTransaction, type DbOrTx, type Tx } from '../../db/transaction';
import {
  announcements, auditEvents, callCriteria, callEvaluationSettings, evaluationAssignments, evaluationScores, evaluations,
  projectApprovals, projects, projectTransitions, userRoles, users,
} from '../../db/schema';
import { isEmpty, roleIdsByKey } from '../../db/seed/reference';
import { projectCatalogueIds } from '../../db/seed/project-catalogue-ids';
import { copyFiles, copyProject, recordTransition, type TDoc } from '../projects';
import { seedBlindCall, storeBlindDocuments } from './demo-blind-seed';
import { CRITERIA } from './demo-copies';

/*
 * The evaluation stage's demo (issue 28): the open call gets its evaluation settings and three
 * criteria, a second (external) evaluator, and copies of the lecturers' ready draft in every state
 * after Enviado, each moved through recordTransition (history lines as real moves write them), with
 * its assignments, submitted evaluations and, when approved, its acta. Once, into a database
 * without assignments, after the projects' demo.
 */

const DAY = 86_400_000;
const COMMENTS = ['El problema está bien situado en su contexto.', 'Conviene precisar la metodología y el tamaño de la muestra.', 'El cronograma es ajustado para los productos comprometidos.'];

type Scores = [number, number, number];
type Plan = { owner: 'docente' | 'docente2'; title: string; state: TProjectState; first: Scores | 'Asignada'; second: Scores | null; reason?: string };
const PLANS: Plan[] = [
  { owner: 'docente', title: 'Evaluación de impacto de los consultorios jurídicos en comunidades rurales', state: 'En evaluación', first: 'Asignada', second: null },
  { owner: 'docente', title: 'Gamificación para la enseñanza de la programación en primer semestre', state: 'En evaluación', first: [4, 3, 4], second: [3, 2, 2] },
  { owner: 'docente', title: 'Energía solar fotovoltaica para escuelas rurales de Boyacá', state: 'Ajustes solicitados', first: [3, 3, 3], second: [3, 3, 2], reason: 'El comité solicita precisar la metodología y ajustar el cronograma a los productos comprometidos antes de aprobarlo.' },
  { owner: 'docente', title: 'Salud mental y bienestar de estudiantes universitarios en la pospandemia', state: 'Aprobado', first: [5, 4, 4], second: [4, 4, 5], reason: 'Propuesta pertinente y sólida; ambos evaluadores la califican por encima del puntaje de aprobación.' },
  { owner: 'docente', title: 'Turismo comunitario sostenible en la región del Sumapaz', state: 'Rechazado', first: [2, 1, 2], second: [1, 2, 1], reason: 'La propuesta no alcanza el puntaje mínimo y no demuestra la viabilidad de sus resultados.' },
];

/** The second demo evaluator: an external person (profile Evaluador), password as the first's. */
async function secondEvaluator(tx: Tx) {
  const roleIds = await roleIdsByKey(tx, ['evaluator']);
  const [row] = await tx
    .insert(users)
    .values({ name: 'Andrés Felipe Montoya Ríos', email: 'evaluador2@siiicca.test', username: 'evaluador2', identity: '1000000003', accountType: 'adm', passwordHash: await hashPassword('Evaluador#2026') })
    .returning({ id: users.id });
  await tx.insert(userRoles).values({ userId: row!.id, roleId: roleIds.evaluator! });
  return row!.id;
}

async function evaluate(tx: Tx, assignmentId: number, criteria: { id: number }[], scores: Scores, at: Date) {
  const [e] = await tx.insert(evaluations).values({ assignmentId, round: 1, generalComment: 'Propuesta con un planteamiento claro; se recomienda revisar las observaciones por criterio.', submittedAt: at, updatedAt: at }).returning({ id: evaluations.id });
  await tx.insert(evaluationScores).values(criteria.map((c, i) => ({ evaluationId: e!.id, criterionId: c.id, score: scores[i]!, comment: COMMENTS[i]! })));
}

export async function seedEvaluationDemo(db: DbOrTx, files: FileStore | null) {
  if (!(await isEmpty(db, 'evaluation_assignments'))) return;
  const ids = await projectCatalogueIds(db);
  const people = await db.select({ id: users.id, username: users.username }).from(users).where(inArray(users.username, ['admin', 'docente', 'docente2', 'evaluador']));
  const who = (u: string) => people.find((p) => p.username === u)?.id;
  if (!ids || !who('admin') || !who('evaluador') || !who('docente')) return;
  // The lecturers' draft on the open call: complete, with every document, ready to be sent.
  const drafts = await db
    .select({ id: projects.id, userId: projects.userId })
    .from(projects)
    .where(and(eq(projects.announcementId, ids.openCall), eq(projects.state, 'Borrador'), isNull(projects.sentAt)))
    .orderBy(projects.id);
  const sourceOf = (owner: string) => drafts.find((d) => d.userId === who(owner))?.id;
  const plans = PLANS.filter((p) => sourceOf(p.owner));
  if (plans.length === 0) return;

  const copies: TDoc[][] = [];
  for (const plan of plans) copies.push(await copyFiles(db, files, sourceOf(plan.owner)!));
  const blindFiles = await storeBlindDocuments(files);
  const today = Date.parse(`${todayInBogota()}T15:00:00Z`);
  const admin = who('admin')!;
  try {
    await inTransaction(db, async (tx) => {
      // Sent demo projects have their Borrador → Enviado line, as a real send writes it.
      const sent = await tx.select({ id: projects.id, userId: projects.userId, sentAt: projects.sentAt }).from(projects).where(eq(projects.state, 'Enviado'));
      if (sent.length > 0) await tx.insert(projectTransitions).values(sent.map((p) => ({ projectId: p.id, userId: p.userId, fromState: 'Borrador', toState: 'Enviado', createdAt: p.sentAt ?? new Date() })));

      // The evaluation deadline falls a week after the call closes (the rule a save of the settings checks).
      const [call] = await tx.select({ end: announcements.fechaFin }).from(announcements).where(eq(announcements.id, ids.openCall));
      const deadline = todayInBogota(new Date(Math.max(today + 21 * DAY, Date.parse(`${call!.end}T15:00:00Z`) + 7 * DAY)));
      await tx.insert(callEvaluationSettings).values({ announcementId: ids.openCall, passingScore: 60, evaluatorsPerProject: 2, deadline, blind: false, divergenceMargin: 20 });
      const criteria = await tx.insert(callCriteria).values(CRITERIA.map((c, position) => ({ ...c, announcementId: ids.openCall, scaleMin: 0, scaleMax: 5, position }))).returning({ id: callCriteria.id, weight: callCriteria.weight, scale_min: callCriteria.scaleMin, scale_max: callCriteria.scaleMax });
      const evaluators = [who('evaluador')!, await secondEvaluator(tx)];

      for (const [n, plan] of plans.entries()) {
        const owner = who(plan.owner)!;
        const at = (days: number) => new Date(today - days * DAY + n * 60_000);
        const id = await copyProject(tx, sourceOf(plan.owner)!, plan.title, at(14), copies[n]!);
        await recordTransition(tx, { projectId: id, userId: owner, from: 'Borrador', to: 'Enviado', at: at(9) });
        await tx.update(projects).set({ sentAt: at(9) }).where(eq(projects.id, id));
        await tx.insert(auditEvents).values({ recordType: 'project', recordId: id, userId: owner, action: 'send', changes: [{ field: 'state', from: 'Borrador', to: 'Enviado' }], createdAt: at(9) });
        const first = plan.first === 'Asignada' ? 'Asignada' : 'Aceptada';
        const assignments = await tx
          .insert(evaluationAssignments)
          .values(evaluators.map((evaluatorId, i) => ({ projectId: id, evaluatorId, assignedBy: admin, state: i === 0 ? first : 'Aceptada', respondedAt: i === 0 && first === 'Asignada' ? null : at(7), createdAt: at(8) })))
          .returning({ id: evaluationAssignments.id });
        await recordTransition(tx, { projectId: id, userId: admin, from: 'Enviado', to: 'En evaluación', reason: 'Evaluadores asignados', at: at(8) });
        const scored = [plan.first, plan.second].flatMap((s, i) => (Array.isArray(s) ? [{ s, a: assignments[i]!.id }] : []));
        for (const { s, a } of scored) await evaluate(tx, a, criteria, s, at(3));
        if (plan.state === 'En evaluación') continue;
        await recordTransition(tx, { projectId: id, userId: admin, from: 'En evaluación', to: plan.state, reason: plan.reason, at: at(1) });
        if (plan.state !== 'Aprobado') continue;
        const mean = scored.reduce((sum, { s }) => sum + weightedScore(criteria, new Map(criteria.map((c, i) => [c.id, s[i]!]))), 0) / scored.length;
        await tx.insert(projectApprovals).values({ projectId: id, announcementId: ids.openCall, year: Number(todayInBogota(at(1)).slice(0, 4)), number: 1, score: mean, justification: plan.reason!, approvedBy: admin, approvedAt: at(1) });
      }
      await seedBlindCall(tx, { sourceId: sourceOf('docente')!, owner: who('docente')!, admin, evaluator: who('evaluador')!, today, stored: blindFiles });
    });
  } catch (err) {
    await files?.remove(...copies.flat().map((d) => d.path), ...blindFiles.map((d) => d.path));
    throw err;
  }
}
