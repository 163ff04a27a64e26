import { asc, eq, inArray } from 'drizzle-orm';
import { canMove, isDivergent, meanScore, weightedScore, type TAssignmentState, type TCriterionBrief, type TEvaluationResult, type TProjectResults } from '@siiicca/shared';
import type { DbOrTx } from '../../../db/transaction';
import { callCriteria, callEvaluationSettings, evaluationAssignments, evaluations, evaluationScores, users } from '../../../db/schema';
import type { TProjectHead } from './project-access';

/** A call's criteria in their order, as the score needs them. */
export async function criteriaOf(db: DbOrTx, announcementId: number): Promise<TCriterionBrief[]> {
  return db
    .select({ id: callCriteria.id, name: callCriteria.name, weight: callCriteria.weight, scale_min: callCriteria.scaleMin, scale_max: callCriteria.scaleMax })
    .from(callCriteria)
    .where(eq(callCriteria.announcementId, announcementId))
    .orderBy(asc(callCriteria.position), asc(callCriteria.id));
}

export async function settingsOf(db: DbOrTx, announcementId: number) {
  const [s] = await db
    .select({ passing_score: callEvaluationSettings.passingScore, divergence_margin: callEvaluationSettings.divergenceMargin, evaluators_per_project: callEvaluationSettings.evaluatorsPerProject })
    .from(callEvaluationSettings)
    .where(eq(callEvaluationSettings.announcementId, announcementId));
  return s ?? null;
}

/**
 * Every assignment of the project with its evaluation of `round` (null when none yet), its scores
 * and its weighted score (submitted ones only). Declined and conflicted assignments are listed too.
 */
export async function evaluationsOf(db: DbOrTx, projectId: number, round: number, criteria: TCriterionBrief[]): Promise<TEvaluationResult[]> {
  const rows = await db
    .select({ a: evaluationAssignments, name: users.name, email: users.email })
    .from(evaluationAssignments)
    .innerJoin(users, eq(users.id, evaluationAssignments.evaluatorId))
    .where(eq(evaluationAssignments.projectId, projectId))
    .orderBy(asc(evaluationAssignments.id));
  const evals = rows.length
    ? await db.select().from(evaluations).where(inArray(evaluations.assignmentId, rows.map((r) => r.a.id)))
    : [];
  const current = evals.filter((e) => e.round === round);
  const scores = current.length ? await db.select().from(evaluationScores).where(inArray(evaluationScores.evaluationId, current.map((e) => e.id))) : [];
  return rows.map(({ a, name, email }) => {
    const e = current.find((x) => x.assignmentId === a.id);
    const own = scores.filter((s) => s.evaluationId === e?.id).map((s) => ({ criterion_id: s.criterionId, score: Number(s.score), comment: s.comment }));
    const submitted = e?.submittedAt ? new Date(e.submittedAt).toISOString() : null;
    return {
      assignment_id: a.id,
      evaluator: { id: a.evaluatorId, name, email },
      assignment_state: a.state as TAssignmentState,
      submitted_at: submitted,
      weighted: submitted ? weightedScore(criteria, new Map(own.map((s) => [s.criterion_id, s.score]))) : null,
      // A draft's words stay the evaluator's until submitted.
      general_comment: submitted ? e!.generalComment : '',
      scores: submitted ? own : [],
    };
  });
}

/** The administrator's view of one project: every evaluation of its current round, the mean, the divergence flag. */
export async function projectResults(db: DbOrTx, p: TProjectHead): Promise<TProjectResults> {
  const criteria = await criteriaOf(db, p.announcement_id);
  const settings = await settingsOf(db, p.announcement_id);
  const list = await evaluationsOf(db, p.id, p.round, criteria);
  const weighted = list.flatMap((e) => (e.weighted === null ? [] : [e.weighted]));
  return {
    project: { id: p.id, title: p.title, state: p.state, round: p.round, owner: p.owner, announcement_id: p.announcement_id, call: p.call },
    criteria,
    settings,
    evaluations: list,
    mean: meanScore(weighted),
    divergent: isDivergent(weighted, settings?.divergence_margin ?? 20),
    can_decide: canMove('decide', p.state) && weighted.length > 0,
  };
}
