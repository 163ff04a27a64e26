import { eq } from 'drizzle-orm';
import { MSG, type TChangePassword } from '@siiicca/shared';
import { inTransaction, type DbOrTx } from '../../db/transaction';
import { users } from '../../db/schema';
import type { AcademicConnector } from '../../connectors/academic/types';
import { AppError, badRequest } from '../../lib/app-error';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { AuthUser } from '../../platform/auth/session';
import { revokeUserSessions } from '../../platform/auth/tokens';
import { recordSecurityEvent } from '../../platform/security-events';
import { afterPasswordChange } from '../recovery';

/**
 * Checks the old password and sets the new one: in the product for adm accounts, in the academic
 * system for sac accounts when its connector allows it. The user's other sessions are revoked, and
 * the change is a line of the security audit trail (password_changed), in the same transaction.
 */
export async function changePassword(
  deps: { db: DbOrTx; academic: AcademicConnector },
  user: AuthUser,
  input: TChangePassword,
  ctx: { ip?: string } = {},
) {
  if (input.before === input.password) throw badRequest(MSG.passwordSameAsOld, { password: [MSG.passwordSameAsOld] });
  if (user.accountType === 'adm') {
    const [row] = await deps.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, user.id));
    if (!(await verifyPassword(row?.hash, input.before))) {
      throw badRequest(MSG.oldPasswordWrong, { before: [MSG.oldPasswordWrong] });
    }
    const passwordHash = await hashPassword(input.password);
    return finish(deps.db, user, ctx, (tx) => tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id)));
  } else {
    if (!deps.academic.changePassword) throw new AppError(400, MSG.sacPasswordElsewhere);
    const ok = await deps.academic.changePassword(user.username, input.before, input.password);
    if (!ok) throw badRequest(MSG.oldPasswordWrong, { before: [MSG.oldPasswordWrong] });
  }
  return finish(deps.db, user, ctx);
}

/** The stored change (adm), the other sessions ended, pending reset links revoked and the audit line: one transaction. */
async function finish(db: DbOrTx, user: AuthUser, ctx: { ip?: string }, store?: (tx: DbOrTx) => Promise<unknown>) {
  await inTransaction(db, async (tx) => {
    if (store) await store(tx);
    await revokeUserSessions(tx, user.id, user.sessionId);
    await afterPasswordChange(tx, user.id);
    await recordSecurityEvent(tx, { event: 'password_changed', actorId: user.id, ip: ctx.ip, details: { account_type: user.accountType } });
  });
  return { message: MSG.passwordChanged };
}
