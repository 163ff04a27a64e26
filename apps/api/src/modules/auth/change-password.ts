import { eq } from 'drizzle-orm';
import { MSG, type TChangePassword } from '@siiicca/shared';
import type { DbOrTx } from '../../db/transaction';
import { users } from '../../db/schema';
import type { AcademicConnector } from '../../connectors/academic/types';
import { AppError, badRequest } from '../../lib/app-error';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { AuthUser } from '../../platform/auth/session';
import { revokeUserSessions } from '../../platform/auth/tokens';
import { afterPasswordChange } from '../recovery';

/**
 * Checks the old password and sets the new one: in the product for adm accounts, in the academic
 * system for sac accounts when its connector allows it. The user's other sessions are revoked.
 */
export async function changePassword(
  deps: { db: DbOrTx; academic: AcademicConnector },
  user: AuthUser,
  input: TChangePassword,
) {
  if (input.before === input.password) throw badRequest(MSG.passwordSameAsOld, { password: [MSG.passwordSameAsOld] });
  if (user.accountType === 'adm') {
    const [row] = await deps.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, user.id));
    if (!(await verifyPassword(row?.hash, input.before))) {
      throw badRequest(MSG.oldPasswordWrong, { before: [MSG.oldPasswordWrong] });
    }
    await deps.db
      .update(users)
      .set({ passwordHash: await hashPassword(input.password), updatedAt: new Date() })
      .where(eq(users.id, user.id));
  } else {
    if (!deps.academic.changePassword) throw new AppError(400, MSG.sacPasswordElsewhere);
    const ok = await deps.academic.changePassword(user.username, input.before, input.password);
    if (!ok) throw badRequest(MSG.oldPasswordWrong, { before: [MSG.oldPasswordWrong] });
  }
  await revokeUserSessions(deps.db, user.id, user.sessionId);
  await afterPasswordChange(deps.db, user.id);
  return { message: MSG.passwordChanged };
}
