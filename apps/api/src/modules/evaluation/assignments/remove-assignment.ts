import { sql } from 'drizzle-orm';
import { EVAL_ASSIGNMENT_MSG } from '@siiicca/shared';
import { queryRows } from '../../../db/query-rows';
import { inTransaction, type DbOrTx } from '../../../db/transaction';
import { badRequest, notFound } from '../../../lib/app-error';

/**
 * Removes an assignment (Asignada or Aceptada) that has no evaluation yet, not even a draft. A
 * declined or conflicted one stays: it is what keeps that evaluator from this project. The project
 * keeps its state.
 */
export async function removeAssignment(db: DbOrTx, id: number) {
  return inTransaction(db, async (tx) => {
    const [row] = await queryRows<{ project_id: number; state: string; has_evaluation: boolean }>(
      tx,
      sql`select a.project_id, a.state, exists (select 1 from evaluations e where e.assignment_id = a.id) as has_evaluation
        from evaluation_assignments a where a.id = ${id} for update`,
    );
    if (!row) throw notFound(EVAL_ASSIGNMENT_MSG.assignmentNotFound);
    if (row.state === 'Rechazada' || row.state === 'Conflicto') throw badRequest(EVAL_ASSIGNMENT_MSG.declinedStays);
    if (row.has_evaluation) throw badRequest(EVAL_ASSIGNMENT_MSG.hasEvaluation);
    await tx.execute(sql`delete from evaluation_assignments where id = ${id}`);
    return { message: EVAL_ASSIGNMENT_MSG.removed };
  });
}
