import { sql } from 'drizzle-orm';
import { canMove, EVAL_ASSIGNMENT_MSG, PROJECT_MOVES, type TProjectState } from '@siiicca/shared';
import { queryRows } from '../../../db/query-rows';
import { inTransaction, type DbOrTx } from '../../../db/transaction';
import { badRequest, notFound } from '../../../lib/app-error';
import { recordTransition } from '../../projects';

/**
 * Removes an assignment (Asignada or Aceptada) that has no evaluation yet, not even a draft. A
 * declined or conflicted one stays: it is what keeps that evaluator from this project. A project in
 * evaluation left without any evaluator (Asignada or Aceptada) goes back to 'Enviado', with its
 * history line, so it shows again among the projects to assign.
 */
export async function removeAssignment(db: DbOrTx, id: number, actorId: number) {
  return inTransaction(db, async (tx) => {
    const [row] = await queryRows<{ project_id: number; state: string; has_evaluation: boolean; project_state: TProjectState }>(
      tx,
      sql`select a.project_id, a.state, exists (select 1 from evaluations e where e.assignment_id = a.id) as has_evaluation, p.state as project_state
        from evaluation_assignments a join projects p on p.id = a.project_id where a.id = ${id} for update of a, p`,
    );
    if (!row) throw notFound(EVAL_ASSIGNMENT_MSG.assignmentNotFound);
    if (row.state === 'Rechazada' || row.state === 'Conflicto') throw badRequest(EVAL_ASSIGNMENT_MSG.declinedStays);
    if (row.has_evaluation) throw badRequest(EVAL_ASSIGNMENT_MSG.hasEvaluation);
    await tx.execute(sql`delete from evaluation_assignments where id = ${id}`);
    const [left] = await queryRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from evaluation_assignments where project_id = ${row.project_id} and state in ('Asignada', 'Aceptada')`,
    );
    if (canMove('unassignLast', row.project_state) && left!.n === 0) {
      await recordTransition(tx, { projectId: row.project_id, userId: actorId, from: row.project_state, to: PROJECT_MOVES.unassignLast.to[0], reason: EVAL_ASSIGNMENT_MSG.lastRemovedReason });
      return { message: EVAL_ASSIGNMENT_MSG.removedLast };
    }
    return { message: EVAL_ASSIGNMENT_MSG.removed };
  });
}
