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

/** One wrong code, in the audit trail (which is also what the limit counts). */
export async function recordCodeFailure(
  db: DbOrTx,
  input: { userId: number; actorId: number | null; ip?: string; step: 'sign_in' | 'remove' | 'regenerate' },
) {
  await recordSecurityEvent(db, {
    event: 'second_factor_failed',
    actorId: input.actorId,
    subjectUserId: input.userId,
    ip: input.ip,
    details: { step: input.step },
  });
}
