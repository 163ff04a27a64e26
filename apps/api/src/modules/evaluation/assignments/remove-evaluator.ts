import { sql } from 'drizzle-orm';
import { EVAL_ASSIGNMENT_MSG } from '@siiicca/shared';
import { queryRows } from '../../../db/query-rows';
import type { DbOrTx } from '../../../db/transaction';
import { conflict, notFound } from '../../../lib/app-error';
import type { AuthUser } from '../../../platform/auth/session';
import { withAdminGuard } from '../../users';
import { OPEN_LOAD } from './assignment-context';
import { evaluatorRoleId } from './evaluators.repository';

/**
 * Takes the Evaluador profile away from a person ('Evaluadores' → 'Quitar perfil'). Refused while they
 * hold open assignments (Asignada, or Aceptada without a submitted evaluation of the round): an
 * administrator removes or reassigns those first, so no project silently loses an evaluator. Their
 * answered assignments and submitted evaluations stay as they were (the history of decided projects);
 * the account itself stays (deactivating it is 'Usuarios'), and they can be added again later.
 */
export async function removeEvaluator(db: DbOrTx, actor: AuthUser, userId: number) {
  const roleId = await evaluatorRoleId(db);
  return withAdminGuard(db, actor, async (tx) => {
    // The user's row is locked so an assignment to them cannot slip in between the count and the delete.
    const [held] = await queryRows<{ id: number }>(
      tx,
      sql`select u.id from users u join user_roles ur on ur.user_id = u.id where u.id = ${userId} and ur.role_id = ${roleId} for update of u`,
    );
    if (!held) throw notFound(EVAL_ASSIGNMENT_MSG.notEvaluator);
    const [open] = await queryRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from evaluation_assignments a join projects p on p.id = a.project_id where a.evaluator_id = ${userId} and ${OPEN_LOAD}`,
    );
    const n = Number(open?.n ?? 0);
    if (n > 0) throw conflict(EVAL_ASSIGNMENT_MSG.hasOpenAssignments(n));
    await tx.execute(sql`delete from user_roles where user_id = ${userId} and role_id = ${roleId}`);
    return { message: EVAL_ASSIGNMENT_MSG.evaluatorRemoved };
  });
}
