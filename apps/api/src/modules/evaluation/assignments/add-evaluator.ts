import { EVAL_ASSIGNMENT_MSG } from '@siiicca/shared';
import { userRoles } from '../../../db/schema';
import type { DbOrTx } from '../../../db/transaction';
import { badRequest, notFound } from '../../../lib/app-error';
import type { AuthUser } from '../../../platform/auth/session';
import { withAdminGuard } from '../../users';
import { activeUser, evaluatorRoleId } from './evaluators.repository';

/** A lecturer (or any active user) of the university becomes an evaluator: they get the Evaluador profile. */
export async function addEvaluator(db: DbOrTx, actor: AuthUser, userId: number) {
  const user = await activeUser(db, userId);
  if (!user) throw notFound(EVAL_ASSIGNMENT_MSG.userNotFound);
  if (user.evaluator) throw badRequest(EVAL_ASSIGNMENT_MSG.alreadyEvaluator, { user_id: [EVAL_ASSIGNMENT_MSG.alreadyEvaluator] });
  const roleId = await evaluatorRoleId(db);
  await withAdminGuard(db, actor, (tx) => tx.insert(userRoles).values({ userId, roleId }).onConflictDoNothing());
  return { message: EVAL_ASSIGNMENT_MSG.evaluatorAdded };
}
