import type { KeyObject } from 'node:crypto';
import { and, eq, isNotNull } from 'drizzle-orm';
import { SF_MSG, type TRecoveryCodes, type TTotpEnrolment } from '@siiicca/shared';
import { inTransaction, type DbOrTx } from '../../db/transaction';
import { recoveryCodes, totpFactors } from '../../db/schema';
import { AppError, badRequest, conflict } from '../../lib/app-error';
import type { AuthUser } from '../../platform/auth/session';
import { recordSecurityEvent } from '../../platform/security-events';
import { acceptCode, unreadableSecret } from './check-code';
import { assertCodeTriesLeft, recordCodeFailure } from './code-limits';
import { replaceRecoveryCodes } from './recovery-codes';
import { confirmedTotp } from './second-factor-state';
import { sealSecret } from './secret-box';
import { matchingStep, newTotpSecret, otpauthUri } from './totp';
import { readTotpSecret } from './totp-secret';

type Meta = { ip?: string };

/** SAC and single sign-on accounts have no product password: their directory or provider handles a second factor. */
export function assertEligible(user: AuthUser) {
  if (user.accountType !== 'adm') throw new AppError(400, SF_MSG.externalAccount);
}

const wrongCode = () => badRequest(SF_MSG.codeInvalid, { code: [SF_MSG.codeInvalid] });

/**
 * Starts (or starts again) an enrolment: a new secret, not yet in use until a first code confirms it.
 * The user sees it this once; the row keeps it sealed (secret-box.ts).
 */
export async function startTotpEnrolment(db: DbOrTx, key: KeyObject, user: AuthUser): Promise<TTotpEnrolment> {
  assertEligible(user);
  if (await confirmedTotp(db, user.id)) throw conflict(SF_MSG.alreadyEnrolled);
  const secret = newTotpSecret();
  const sealed = sealSecret(key, user.id, secret);
  await db
    .insert(totpFactors)
    .values({ userId: user.id, secret: sealed })
    .onConflictDoUpdate({ target: totpFactors.userId, set: { secret: sealed, confirmedAt: null, lastStep: null, createdAt: new Date() } });
  return { message: SF_MSG.enrolmentStarted, secret, otpauth_uri: otpauthUri(secret, user.username) };
}

/** Confirms an enrolment with its first code; answers the recovery codes, shown this once. */
export async function confirmTotpEnrolment(db: DbOrTx, key: KeyObject, user: AuthUser, code: string, meta: Meta): Promise<TRecoveryCodes> {
  assertEligible(user);
  const confirmed = await inTransaction(db, async (tx) => {
    const [factor] = await tx.select().from(totpFactors).where(eq(totpFactors.userId, user.id)).for('update');
    if (!factor) throw badRequest(SF_MSG.noEnrolment);
    if (factor.confirmedAt) throw conflict(SF_MSG.alreadyEnrolled);
    const secret = await readTotpSecret(tx, key, factor);
    if (secret === null) return null;
    const step = matchingStep(secret, code);
    if (step === null) throw wrongCode();
    await tx.update(totpFactors).set({ confirmedAt: new Date(), lastStep: step }).where(eq(totpFactors.userId, user.id));
    const codes = await replaceRecoveryCodes(tx, user.id);
    await recordSecurityEvent(tx, { event: 'second_factor_enrolled', actorId: user.id, ip: meta.ip, details: { method: 'totp' } });
    return { message: SF_MSG.enrolled, recovery_codes: codes };
  });
  if (confirmed) return confirmed;
  // A pending secret sealed under another key: starting again writes one this key opens.
  throw await unreadableSecret(db, { userId: user.id, actorId: user.id, ip: meta.ip, step: 'enrolment' }, 400);
}

/** Checks a current code (TOTP or recovery) of the signed-in user, counting failures as the sign-in does. */
async function withCode<T>(db: DbOrTx, key: KeyObject, user: AuthUser, code: string, meta: Meta, step: 'remove' | 'regenerate', work: (tx: DbOrTx, method: 'totp' | 'recovery') => Promise<T>) {
  assertEligible(user);
  if (!(await confirmedTotp(db, user.id))) throw badRequest(SF_MSG.notEnrolled);
  await assertCodeTriesLeft(db, user.id);
  const result = await inTransaction(db, async (tx) => {
    const method = await acceptCode(tx, key, user.id, code);
    if (method === null || method === 'unreadable') return { ok: false as const, unreadable: method === 'unreadable' };
    if (method === 'recovery') {
      await recordSecurityEvent(tx, { event: 'recovery_code_used', actorId: user.id, ip: meta.ip, details: { step } });
    }
    return { ok: true as const, value: await work(tx, method) };
  });
  if (result.ok) return result.value;
  if (result.unreadable) throw await unreadableSecret(db, { userId: user.id, actorId: user.id, ip: meta.ip, step }, 400);
  await recordCodeFailure(db, { userId: user.id, actorId: user.id, ip: meta.ip, step });
  throw wrongCode();
}

/** Removes the user's TOTP factor and recovery codes; needs a current code or a recovery code. */
export function removeTotp(db: DbOrTx, key: KeyObject, user: AuthUser, code: string, meta: Meta) {
  return withCode(db, key, user, code, meta, 'remove', async (tx) => {
    await deleteTotp(tx, user.id);
    await recordSecurityEvent(tx, { event: 'second_factor_removed', actorId: user.id, ip: meta.ip, details: { method: 'totp' } });
    return { message: SF_MSG.removed };
  });
}

/** A new set of recovery codes (the former stop working); needs a current code. */
export function regenerateRecoveryCodes(db: DbOrTx, key: KeyObject, user: AuthUser, code: string, meta: Meta): Promise<TRecoveryCodes> {
  return withCode(db, key, user, code, meta, 'regenerate', async (tx) => {
    const codes = await replaceRecoveryCodes(tx, user.id);
    await recordSecurityEvent(tx, { event: 'recovery_codes_regenerated', actorId: user.id, ip: meta.ip });
    return { message: SF_MSG.regenerated, recovery_codes: codes };
  });
}

export async function deleteTotp(tx: DbOrTx, userId: number) {
  await tx.delete(totpFactors).where(eq(totpFactors.userId, userId));
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}

export async function totpState(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ confirmedAt: totpFactors.confirmedAt })
    .from(totpFactors)
    .where(and(eq(totpFactors.userId, userId), isNotNull(totpFactors.confirmedAt)));
  return { enrolled: Boolean(row), enrolled_at: row?.confirmedAt ? new Date(row.confirmedAt).toISOString() : null };
}
