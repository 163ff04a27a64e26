import { and, eq, sql } from 'drizzle-orm';
import { REVIEW_MSG, scoreProblem, todayInBogota, type TReviewCriterion } from '@siiicca/shared';
import type { z } from 'zod';
import type { ZReviewDraftSchema } from '@siiicca/shared';
import type { Db } from '../../../db/client';
import { evaluations, evaluationScores } from '../../../db/schema';
import { inTransaction } from '../../../db/transaction';
import { badRequest, conflict, notFound } from '../../../lib/app-error';
import { refuseStale } from '../../../platform/versions';
import { ownAssignment, rubricVersion } from './my-assignments';
import { callCriteriaOf } from './review-detail';

type TDraft = z.output<typeof ZReviewDraftSchema>;

/** Every problem of the scores at once, by field path ('scores.0.score'), against the call's criteria. */
function scoreProblems(draft: TDraft, criteria: TReviewCriterion[], submit: boolean): Record<string, string[]> {
  const byId = new Map(criteria.map((c) => [c.id, c]));
  const errors: Record<string, string[]> = {};
  const seen = new Set<number>();
  draft.scores.forEach((s, i) => {
    const c = byId.get(s.criterion_id);
    if (!c) errors[`scores.${i}.criterion_id`] = [REVIEW_MSG.unknownCriterion];
    else if (seen.has(c.id)) errors[`scores.${i}.criterion_id`] = [REVIEW_MSG.duplicateCriterion];
    else if (s.score !== null && scoreProblem(c, s.score)) errors[`scores.${i}.score`] = [scoreProblem(c, s.score)!];
    // A comment is kept with its score: a draft never drops what was typed without saying so.
    else if (s.score === null && s.comment !== '') errors[`scores.${i}.score`] = [REVIEW_MSG.commentNeedsScore];
    seen.add(s.criterion_id);
  });
  if (submit) {
    const scored = new Set(draft.scores.filter((s) => s.score !== null).map((s) => s.criterion_id));
    if (criteria.some((c) => !scored.has(c.id))) errors._ = [REVIEW_MSG.missingScores];
  }
  return errors;
}

/**
 * Saves the evaluator's draft of the project's current round (one evaluation per assignment and
 * round), and with `submit` sends it: every criterion scored, by the call's evaluation deadline. A
 * submitted evaluation never changes. The assignment row is locked, so two saves do not interleave.
 */
export async function saveReview(db: Db, evaluatorId: number, id: number, draft: TDraft, submit: boolean) {
  await inTransaction(db, async (tx) => {
    const a = await ownAssignment(tx, evaluatorId, id, { lock: true });
    if (!a) throw notFound(REVIEW_MSG.notFound);
    if (a.state !== 'Aceptada') throw conflict(REVIEW_MSG.notAccepted);
    if (a.project_state !== 'En evaluación') throw conflict(REVIEW_MSG.notInEvaluation);
    if (a.submitted_at) throw conflict(REVIEW_MSG.alreadySubmitted);
    // Another tab or device saved this rubric since it was read: nothing is overwritten.
    refuseStale(draft.version, rubricVersion(a));
    const criteria = await callCriteriaOf(tx, a.announcement_id);
    if (criteria.length === 0) throw conflict(REVIEW_MSG.noCriteria);
    const errors = scoreProblems(draft, criteria, submit);
    const first = Object.values(errors)[0];
    if (first) throw badRequest(errors._?.[0] ?? first[0]!, errors);
    if (submit && a.deadline && todayInBogota() > a.deadline) throw badRequest(REVIEW_MSG.deadlinePassed);

    const now = new Date();
    const [evaluation] = await tx
      .insert(evaluations)
      .values({ assignmentId: id, round: a.round, generalComment: draft.general_comment, submittedAt: submit ? now : null, updatedAt: now })
      .onConflictDoUpdate({
        target: [evaluations.assignmentId, evaluations.round],
        set: { generalComment: draft.general_comment, submittedAt: submit ? now : null, updatedAt: now },
        setWhere: sql`${evaluations.submittedAt} is null`,
      })
      .returning({ id: evaluations.id });
    if (!evaluation) throw conflict(REVIEW_MSG.alreadySubmitted);
    await tx.delete(evaluationScores).where(and(eq(evaluationScores.evaluationId, evaluation.id)));
    const scored = draft.scores.filter((s): s is typeof s & { score: number } => s.score !== null);
    if (scored.length > 0) {
      await tx.insert(evaluationScores).values(scored.map((s) => ({ evaluationId: evaluation.id, criterionId: s.criterion_id, score: s.score, comment: s.comment })));
    }
  });
}
