import { eq, and } from 'drizzle-orm';
import { RECOVERY_MSG, type TRecoveryTokenInfo, type TResetPassword } from '@siiicca/shared';
import type { AppDeps } from '../../app-deps';
import { users } from '../../db/schema';
import { inTransaction, type DbOrTx } from '../../db/transaction';
import { recordSecurityEvent } from '../../platform/security-events';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import { hashPassword } from '../../lib/passwords';
import { afterPasswordChange } from './after-password-change';
import { revokeUserSessions } from '../../platform/auth/tokens';
import { academicPasswordReset, passwordElsewhereMessage } from './academic-reset';
import { productUserOfAcademic } from './find-account';
import {
  claimReset,
  findResetByToken,
  hashEmail,
  isLive,
  releaseReset,
  revokePendingResets,
  type PasswordReset,
} from './password-resets.repository';

const gone = () => new AppError(410, RECOVERY_MSG.tokenUsedOrExpired);

/** GET /api/password/find/{t}: only what the reset page shows (the masked address) and must send back. */
export async function findResetToken(deps: AppDeps, token: string): Promise<TRecoveryTokenInfo> {
  const row = await findResetByToken(deps.db, token);
  if (!row) throw notFound(RECOVERY_MSG.tokenUnknown);
  if (!isLive(row)) throw gone();
  return { email: row.emailMasked, token, id: row.id };
}

/** Step 3 (after the captcha): sets the new password, consumes the link and ends every session. */
export async function resetPassword(deps: AppDeps, input: TResetPassword, ctx: { ip?: string } = {}) {
  const row = await findResetByToken(deps.db, input.token);
  if (!row || row.id !== input.id) throw notFound(RECOVERY_MSG.tokenUnknown);
  if (!isLive(row)) throw gone();
  if (hashEmail(input.emailVerif) !== row.emailHash) {
    throw badRequest(RECOVERY_MSG.emailMismatch, { emailVerif: [RECOVERY_MSG.emailMismatch] });
  }
  const reset = row.accountType === 'sac' ? academicPasswordReset(deps) : null;
  if (row.accountType === 'sac' && !reset) throw new AppError(409, passwordElsewhereMessage(deps.academic));
  if (!(await claimReset(deps.db, row.id))) throw gone();

  try {
    // An academic password is set in the academic system first (nothing of ours to roll back there);
    // a product password, the links and sessions revoked and the audit line commit together.
    const academicUser = row.accountType === 'sac' ? await setAcademicPassword(deps, row, reset!, input.password) : undefined;
    const passwordHash = row.accountType === 'adm' ? await hashPassword(input.password) : '';
    await inTransaction(deps.db, async (tx) => {
      const userId = academicUser !== undefined ? academicUser : await setAdminPassword(tx, row, passwordHash);
      await revokePendingResets(tx, { userId, ref: { type: row.accountType, login: row.login } });
      if (userId) {
        await revokeUserSessions(tx, userId);
        await afterPasswordChange(tx, userId);
      }
      await recordSecurityEvent(tx, { event: 'password_reset', actorId: userId, login: row.login, ip: ctx.ip, details: { account_type: row.accountType, method: 'enlace por correo' } });
    });
  } catch (err) {
    await releaseReset(deps.db, row.id);
    throw err;
  }
  return { message: RECOVERY_MSG.passwordReset };
}

async function setAdminPassword(db: DbOrTx, row: PasswordReset, passwordHash: string) {
  const updated = await db
    .update(users)
    .set({ passwordHash, updatedAt: new Date() })
    .where(and(eq(users.accountType, 'adm'), eq(users.username, row.login), eq(users.active, true)))
    .returning({ id: users.id });
  if (!updated[0]) throw notFound(RECOVERY_MSG.accountNotFound);
  return updated[0].id;
}

async function setAcademicPassword(deps: AppDeps, row: PasswordReset, reset: (u: string, p: string) => Promise<boolean>, password: string) {
  if (!(await reset(row.login, password))) throw notFound(RECOVERY_MSG.accountNotFound);
  // The product user may have appeared since the link was sent (first sign-in meanwhile).
  return row.userId ?? (await productUserOfAcademic(deps.db, { username: row.login }))?.id ?? null;
}
