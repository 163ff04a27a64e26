import { and, eq, or, sql } from 'drizzle-orm';
import { generateAuthenticationOptions, verifyAuthenticationResponse } from '@simplewebauthn/server';
import { MSG, PASSKEY_MSG, type TPasskeyOptionsAnswer } from '@siiicca/shared';
import type { z } from 'zod';
import type { ZPasskeyAuthenticationResponseSchema } from '@siiicca/shared';
import type { DbOrTx } from '../../db/transaction';
import { passkeys, users } from '../../db/schema';
import { AppError, unauthorized } from '../../lib/app-error';
import { CEREMONY_TIMEOUT_MS, consumeChallenge, keepChallenge } from './challenges';
import { credentialsOf, fromBase64Url, toBase64Url, userHandleOf } from './credentials';
import type { TRelyingParty } from './relying-party';

type TAssertion = z.output<typeof ZPasskeyAuthenticationResponseSchema>;

/**
 * navigator.credentials.get's options for a password-less sign-in: no allowCredentials, so the
 * browser offers the passkeys it holds for this site (discoverable credentials), with the person's
 * verification (fingerprint, face, PIN) required: the passkey stands for both factors.
 */
export async function signInOptions(db: DbOrTx, rp: TRelyingParty): Promise<TPasskeyOptionsAnswer> {
  const options = await generateAuthenticationOptions({ rpID: rp.id, allowCredentials: [], userVerification: 'required', timeout: CEREMONY_TIMEOUT_MS });
  return { challenge_id: await keepChallenge(db, 'sign_in', options.challenge, null), options: { ...options } };
}

/** The options for the second step of a password sign-in: only that user's passkeys are allowed. */
export async function secondFactorOptions(db: DbOrTx, rp: TRelyingParty, userId: number): Promise<TPasskeyOptionsAnswer> {
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    allowCredentials: await credentialsOf(db, userId),
    userVerification: 'preferred',
    timeout: CEREMONY_TIMEOUT_MS,
  });
  return { challenge_id: await keepChallenge(db, 'second_factor', options.challenge, userId), options: { ...options } };
}

/**
 * Checks an assertion against the challenge handed out (consumed whatever the outcome) and the
 * passkey's public key, and moves its counter forward: a counter that did not grow (a cloned
 * authenticator, a replay) is refused. Answers the user signed in. `userId` for the second factor
 * (the ticket's user: another user's passkey is refused); null for the password-less sign-in.
 */
export async function verifyAssertion(
  db: DbOrTx,
  rp: TRelyingParty,
  input: { purpose: 'sign_in' | 'second_factor'; challengeId: string; response: TAssertion; userId: number | null },
): Promise<{ userId: number; passkeyName: string }> {
  const challenge = await consumeChallenge(db, input.challengeId, input.purpose, input.userId);
  if (!challenge) throw unauthorized(PASSKEY_MSG.ceremonyExpired);
  const [key] = await db
    .select({
      id: passkeys.id,
      userId: passkeys.userId,
      name: passkeys.name,
      publicKey: passkeys.publicKey,
      counter: passkeys.counter,
      transports: passkeys.transports,
      active: users.active,
      accountType: users.accountType,
    })
    .from(passkeys)
    .innerJoin(users, eq(users.id, passkeys.userId))
    .where(eq(passkeys.credentialId, input.response.id));
  if (!key || key.accountType !== 'adm' || (input.userId !== null && key.userId !== input.userId)) throw unauthorized(PASSKEY_MSG.signInFailed);
  // A discoverable credential names its user: it must be the passkey's own.
  const handle = input.response.response.userHandle;
  if (handle && handle !== toBase64Url(userHandleOf(key.userId))) throw unauthorized(PASSKEY_MSG.signInFailed);
  const verified = await verifyAuthenticationResponse({
    response: input.response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    credential: { id: input.response.id, publicKey: fromBase64Url(key.publicKey), counter: key.counter, transports: key.transports },
    requireUserVerification: input.purpose === 'sign_in',
  }).catch(() => null);
  if (!verified?.verified) throw unauthorized(PASSKEY_MSG.signInFailed);
  if (!key.active) throw new AppError(401, MSG.accountInactive);
  const next = verified.authenticationInfo.newCounter;
  // Compare-and-set: of two answers racing with the same counter, one moves it and the other is refused.
  const moved = await db
    .update(passkeys)
    .set({ counter: next, lastUsedAt: new Date() })
    .where(and(eq(passkeys.id, key.id), or(sql`${passkeys.counter} < ${next}`, and(eq(passkeys.counter, 0), sql`${next} = 0`))))
    .returning({ id: passkeys.id });
  if (moved.length === 0) throw unauthorized(PASSKEY_MSG.signInFailed);
  return { userId: key.userId, passkeyName: key.name };
}
