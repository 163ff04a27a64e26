import { eq } from 'drizzle-orm';
import { MSG, SF_MSG } from '@siiicca/shared';
import { inTransaction, type DbOrTx } from '../../db/transaction';
import { passkeys, users } from '../../db/schema';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import { recordSecurityEvent } from '../../platform/security-events';
import { secondFactorMethods } from './second-factor-state';
import { deleteTotp } from './totp-enrolment';

/**
 * An administrator (users.manage) resets ANOTHER user's second factors (TOTP, recovery codes and
 * passkeys), with a reason kept in the audit trail. Nobody resets their own: they remove it with a code
 * or a recovery code from 'Seguridad de la cuenta'.
 */
export async function resetSecondFactor(
  db: DbOrTx,
  input: { actorId: number; userId: number; reason: string; ip?: string },
) {
  if (input.actorId === input.userId) throw new AppError(403, SF_MSG.resetOwn);
  return inTransaction(db, async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, input.userId));
    if (!user) throw notFound(MSG.notFound);
    const methods = await secondFactorMethods(tx, user.id);
    if (methods.length === 0) throw badRequest(SF_MSG.resetNothing);
    await deleteTotp(tx, user.id);
    await tx.delete(passkeys).where(eq(passkeys.userId, user.id));
    await recordSecurityEvent(tx, {
      event: 'second_factor_reset',
      actorId: input.actorId,
      subjectUserId: user.id,
      ip: input.ip,
      details: { reason: input.reason, methods: methods.filter((m) => m !== 'recovery') },
    });
    return { message: SF_MSG.resetDone };
  });
}
