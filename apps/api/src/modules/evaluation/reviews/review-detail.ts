import { sql } from 'drizzle-orm';
import type { TMyEvaluationDetail, TReviewCriterion } from '@siiicca/shared';
import { queryRows } from '../../../db/query-rows';
import { readTogether, type DbOrTx } from '../../../db/transaction';
import { projectReadable, rowOf, rubricVersion, type TOwnAssignment } from './my-assignments';
import { reviewProject } from './review-project';

/** A call's criteria, in their order. */
export async function callCriteriaOf(db: DbOrTx, announcementId: number): Promise<TReviewCriterion[]> {
  const rows = await queryRows<TReviewCriterion>(
    db,
    sql`select id, name, description, weight, scale_min, scale_max, whole_steps from call_criteria
      where announcement_id = ${announcementId} order by position, id`,
  );
  return rows.map((c) => ({ ...c, weight: Number(c.weight), scale_min: Number(c.scale_min), scale_max: Number(c.scale_max) }));
}

/** The evaluator's own scores of one evaluation (never another evaluator's). */
async function scoresOf(db: DbOrTx, evaluationId: number) {
  const rows = await queryRows<{ criterion_id: number; score: string | number; comment: string }>(
    db,
    sql`select criterion_id, score, comment from evaluation_scores where evaluation_id = ${evaluationId} order by criterion_id`,
  );
  return rows.map((r) => ({ criterion_id: r.criterion_id, score: Number(r.score), comment: r.comment }));
}

/**
 * An assignment as its evaluator sees it: the project while it may be read (blinded when the call
 * says so), the call's criteria once accepted, and their own evaluation of the current round.
 */
export async function reviewDetail(db: DbOrTx, a: TOwnAssignment, reader: number): Promise<TMyEvaluationDetail> {
  const [project, criteria, scores] = await readTogether(db, [
    async () => (projectReadable(a) ? reviewProject(db, a.project_id, reader, a.blind) : null),
    async () => (a.state === 'Aceptada' ? callCriteriaOf(db, a.announcement_id) : []),
    async () => (a.evaluation_id === null ? [] : scoresOf(db, a.evaluation_id)),
  ]);
  return {
    ...rowOf(a),
    decline_reason: a.decline_reason,
    round: a.round,
    version: rubricVersion(a),
    project,
    criteria,
    evaluation: a.evaluation_id === null ? null : { general_comment: a.general_comment ?? '', submitted_at: a.submitted_at, scores },
  };
}
