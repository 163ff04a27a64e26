import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/transaction';
import { totpFactors } from '../../db/schema';
import { useRecoveryCode } from './recovery-codes';
import { looksLikeTotp, matchingStep } from './totp';

/**
 * Checks a code of a user with a confirmed TOTP factor: a TOTP code within one step of now and later
 * than the last one accepted (kept, so it cannot be replayed), or an unused recovery code (used up).
 * Answers which it was, or null.
 */
export async function acceptCode(tx: DbOrTx, userId: number, code: string): Promise<'totp' | 'recovery' | null> {
  if (looksLikeTotp(code)) {
    const [factor] = await tx
      .select({ secret: totpFactors.secret })
      .from(totpFactors)
      .where(and(eq(totpFactors.userId, userId), isNotNull(totpFactors.confirmedAt)));
    if (!factor) return null;
    const step = matchingStep(factor.secret, code);
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
