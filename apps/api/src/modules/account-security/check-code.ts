import type { KeyObject } from 'node:crypto';
import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { SF_MSG } from '@siiicca/shared';
import type { DbOrTx } from '../../db/transaction';
import { totpFactors } from '../../db/schema';
import { badRequest, unauthorized, type AppError } from '../../lib/app-error';
import { recordSecondFactorStep, type TSecondFactorStep } from './code-limits';
import { useRecoveryCode } from './recovery-codes';
import { looksLikeTotp, matchingStep } from './totp';
import { readTotpSecret } from './totp-secret';

/**
 * Checks a code of a user with a confirmed TOTP factor: a TOTP code within one step of now and later
 * than the last one accepted (kept, so it cannot be replayed), or an unused recovery code (used up).
 * Answers which it was, null, or 'unreadable' for a TOTP code when the stored secret does not open
 * with this instance's key (then no code can be right: recovery codes, hashed, still work).
 */
export async function acceptCode(tx: DbOrTx, key: KeyObject, userId: number, code: string): Promise<'totp' | 'recovery' | 'unreadable' | null> {
  if (looksLikeTotp(code)) {
    const [factor] = await tx
      .select({ userId: totpFactors.userId, secret: totpFactors.secret })
      .from(totpFactors)
      .where(and(eq(totpFactors.userId, userId), isNotNull(totpFactors.confirmedAt)));
    if (!factor) return null;
    const secret = await readTotpSecret(tx, key, factor);
    if (secret === null) return 'unreadable';
    const step = matchingStep(secret, code);
    if (step === null) return null;
    const taken = await tx
      .update(totpFactors)
      .set({ lastStep: step })
      .where(and(eq(totpFactors.userId, userId), or(isNull(totpFactors.lastStep), lt(totpFactors.lastStep, step))))
      .returning({ userId: totpFactors.userId });
    return taken.length > 0 ? 'totp' : null;
  }
  return (await useRecoveryCode(tx, userId, code)) ? 'recovery' : null;
}

/**
 * A TOTP secret that does not open (decision 018): the audit trail's second_factor_unreadable line, so the
 * office sees a changed key or a tampered row, and the error the user reads. Not a wrong code: it is
 * not counted toward the limit of wrong codes (no code could have been right).
 */
export async function unreadableSecret(
  db: DbOrTx,
  input: TSecondFactorStep,
  status: 400 | 401,
): Promise<AppError> {
  await recordSecondFactorStep(db, 'second_factor_unreadable', input);
  const message = input.step === 'enrolment' ? SF_MSG.enrolmentUnreadable : SF_MSG.secretUnreadable;
  // On the account's pages the code field shows it, as it does a wrong code.
  return status === 401 ? unauthorized(message) : badRequest(message, { code: [message] });
}
