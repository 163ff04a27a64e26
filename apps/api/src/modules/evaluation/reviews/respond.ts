import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { REVIEW_MSG } from '@siiicca/shared';
import type { Db } from '../../../db/client';
import { evaluationAssignments, evaluations } from '../../../db/schema';
import { inTransaction } from '../../../db/transaction';
import { conflict, notFound } from '../../../lib/app-error';
import { ownAssignment } from './my-assignments';

export type TResponse = { kind: 'accept' } | { kind: 'decline'; reason: string } | { kind: 'conflict'; reason: string };

/**
 * The evaluator answers an assignment: Asignada → Aceptada | Rechazada | Conflicto (with a reason),
 * and Aceptada → Conflicto while nothing is submitted (its draft is dropped: it will not be counted).
 * A declined or conflicted row stays: it keeps that person from being assigned to the project again.
 */
export async function respondToAssignment(db: Db, evaluatorId: number, id: number, r: TResponse) {
  await inTransaction(db, async (tx) => {
    const a = await ownAssignment(tx, evaluatorId, id, { lock: true });
    if (!a) throw notFound(REVIEW_MSG.notFound);
    if (r.kind === 'conflict' && a.state === 'Aceptada') {
      const [submitted] = await tx
        .select({ id: evaluations.id })
        .from(evaluations)
        .where(and(eq(evaluations.assignmentId, id), isNotNull(evaluations.submittedAt)))
        .limit(1);
      if (submitted) throw conflict(REVIEW_MSG.conflictAfterSubmit);
      await tx.delete(evaluations).where(and(eq(evaluations.assignmentId, id), isNull(evaluations.submittedAt)));
    } else if (a.state !== 'Asignada') {
      throw conflict(REVIEW_MSG.notAssigned);
    }
    if (r.kind === 'accept' && a.project_state !== 'En evaluación') throw conflict(REVIEW_MSG.notInEvaluation);
    const state = r.kind === 'accept' ? 'Aceptada' : r.kind === 'decline' ? 'Rechazada' : 'Conflicto';
    await tx
      .update(evaluationAssignments)
      .set({ state, declineReason: r.kind === 'accept' ? null : r.reason, respondedAt: new Date() })
      .where(eq(evaluationAssignments.id, id));
  });
}
