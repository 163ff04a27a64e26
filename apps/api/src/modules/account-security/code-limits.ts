import { and, desc, eq, gt } from 'drizzle-orm';
import { SECOND_FACTOR_LIMIT, SF_MSG } from '@siiicca/shared';
import type { DbOrTx } from '../../db/transaction';
import { securityEvents } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { recordSecurityEvent } from '../../platform/security-events';

/*
 * Wrong second-factor codes: SECOND_FACTOR_LIMIT.max within windowMs per account refuse further tries
 * (429, Retry-After, the reason in words) until the oldest of them leaves the window. The audit trail's
 * second_factor_failed lines are the count: every failure is recorded there anyway, per account, from
 * every process, and its (subject, time) index answers this in one short read.
 */
export async function assertCodeTriesLeft(db: DbOrTx, userId: number): Promise<void> {
  const since = new Date(Date.now() - SECOND_FACTOR_LIMIT.windowMs);
  const recent = await db
    .select({ at: securityEvents.occurredAt })
    .from(securityEvents)
    .where(and(eq(securityEvents.subjectUserId, userId), gt(securityEvents.occurredAt, since), eq(securityEvents.event, 'second_factor_failed')))
    .orderBy(desc(securityEvents.occurredAt))
    .limit(SECOND_FACTOR_LIMIT.max);
  if (recent.length < SECOND_FACTOR_LIMIT.max) return;
  const freeAt = new Date(recent[recent.length - 1]!.at).getTime() + SECOND_FACTOR_LIMIT.windowMs;
  const seconds = Math.max(1, Math.ceil((freeAt - Date.now()) / 1000));
  throw new AppError(429, SF_MSG.tooManyCodes(Math.ceil(seconds / 60)), undefined, { 'Retry-After': String(seconds) });
}

/** Where in the second factor's use an audit line was written, and by and for whom. */
export type TSecondFactorStep = { userId: number; actorId: number | null; ip?: string; step: 'sign_in' | 'enrolment' | 'remove' | 'regenerate' };

/** A line of the audit trail about a user's second factor at one of its steps. */
export async function recordSecondFactorStep(db: DbOrTx, event: 'second_factor_failed' | 'second_factor_unreadable', input: TSecondFactorStep) {
  await recordSecurityEvent(db, { event, actorId: input.actorId, subjectUserId: input.userId, ip: input.ip, details: { step: input.step } });
}

/** One wrong code, in the audit trail (which is also what the limit counts). */
export async function recordCodeFailure(db: DbOrTx, input: TSecondFactorStep & { step: 'sign_in' | 'remove' | 'regenerate' }) {
  await recordSecondFactorStep(db, 'second_factor_failed', input);
}
