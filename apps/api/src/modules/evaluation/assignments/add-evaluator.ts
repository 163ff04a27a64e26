import { EVAL_ASSIGNMENT_MSG, type TAddEvaluator } from '@siiicca/shared';
import type { AppDeps } from '../../../app-deps';
import { userRoles } from '../../../db/schema';
import { badRequest, notFound } from '../../../lib/app-error';
import type { AuthUser } from '../../../platform/auth/session';
import { withAdminGuard } from '../../users';
import { directoryLecturer, provisionDirectoryLecturer } from './directory-lecturer';
import { activeUser, evaluatorRoleId } from './evaluators.repository';

/**
 * A lecturer (or any active user) of the university becomes an evaluator: they get the Evaluador
 * profile. A lecturer of the academic directory who has never signed in (`identification`) first gets
 * their product user, in the same transaction (directory-lecturer.ts).
 */
export async function addEvaluator(deps: Pick<AppDeps, 'db' | 'academic'>, actor: AuthUser, input: TAddEvaluator) {
  const roleId = await evaluatorRoleId(deps.db);
  const lecturer = input.identification === undefined ? null : await directoryLecturer(deps, input.identification);
  await withAdminGuard(deps.db, actor, async (tx) => {
    const userId = input.user_id ?? (await provisionDirectoryLecturer(tx, lecturer!));
    const user = await activeUser(tx, userId);
    if (!user) throw notFound(EVAL_ASSIGNMENT_MSG.userNotFound);
    if (user.evaluator) throw badRequest(EVAL_ASSIGNMENT_MSG.alreadyEvaluator, { user_id: [EVAL_ASSIGNMENT_MSG.alreadyEvaluator] });
    await tx.insert(userRoles).values({ userId, roleId }).onConflictDoNothing();
  });
  return { message: EVAL_ASSIGNMENT_MSG.evaluatorAdded };
}
