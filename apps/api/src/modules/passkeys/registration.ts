import { generateRegistrationOptions, verifyRegistrationResponse } from '@simplewebauthn/server';
import { PASSKEY_MSG, PASSKEYS_MAX, type TPasskeyOptionsAnswer, type TPasskeyRegistration } from '@siiicca/shared';
import { inTransaction, type DbOrTx } from '../../db/transaction';
import { passkeys } from '../../db/schema';
import { AppError, badRequest, conflict, forbidden } from '../../lib/app-error';
import type { AuthUser } from '../../platform/auth/session';
import { recordSecurityEvent } from '../../platform/security-events';
import { CEREMONY_TIMEOUT_MS, consumeChallenge, keepChallenge } from './challenges';
import { countPasskeys, credentialsOf, toBase64Url, userHandleOf } from './credentials';
import type { TRelyingParty } from './relying-party';

/** Passkeys are for accounts with a product password; SAC and SSO accounts answer to their directory. */
export const mayHoldPasskeys = (user: Pick<AuthUser, 'accountType'>) => user.accountType === 'adm';

function assertEligible(user: AuthUser) {
  if (!mayHoldPasskeys(user)) throw forbidden(PASSKEY_MSG.externalAccount);
}

/** navigator.credentials.create's options for a new passkey of `user` (a discoverable one: it also signs in alone). */
export async function registrationOptions(db: DbOrTx, rp: TRelyingParty, user: AuthUser): Promise<TPasskeyOptionsAnswer> {
  assertEligible(user);
  if ((await countPasskeys(db, user.id)) >= PASSKEYS_MAX) throw conflict(PASSKEY_MSG.tooMany);
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userID: userHandleOf(user.id),
    userName: user.username,
    userDisplayName: user.name,
    timeout: CEREMONY_TIMEOUT_MS,
    attestationType: 'none',
    excludeCredentials: await credentialsOf(db, user.id),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
  const challengeId = await keepChallenge(db, 'register', options.challenge, user.id);
  return { challenge_id: challengeId, options: { ...options } };
}

/** Checks the authenticator's answer against the challenge handed out and keeps the new passkey's public key. */
export async function registerPasskey(db: DbOrTx, rp: TRelyingParty, user: AuthUser, input: TPasskeyRegistration, ip?: string) {
  assertEligible(user);
  // Consumed before anything else and outside the transaction: a failed answer uses it up too.
  const challenge = await consumeChallenge(db, input.challenge_id, 'register', user.id);
  if (!challenge) throw badRequest(PASSKEY_MSG.ceremonyExpired);
  const verified = await verifyRegistrationResponse({
    response: input.response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: false,
  }).catch(() => null);
  if (!verified?.verified) throw badRequest(PASSKEY_MSG.registrationFailed);
  return inTransaction(db, async (tx) => {
    if ((await countPasskeys(tx, user.id)) >= PASSKEYS_MAX) throw conflict(PASSKEY_MSG.tooMany);
    const { credential } = verified.registrationInfo;
    const [created] = await tx
      .insert(passkeys)
      .values({
        userId: user.id,
        credentialId: credential.id,
        publicKey: toBase64Url(credential.publicKey),
        counter: credential.counter,
        transports: (credential.transports ?? []).slice(0, 10),
        name: input.name,
      })
      .onConflictDoNothing({ target: passkeys.credentialId })
      .returning({ id: passkeys.id, name: passkeys.name, createdAt: passkeys.createdAt, lastUsedAt: passkeys.lastUsedAt });
    if (!created) throw new AppError(409, PASSKEY_MSG.registrationFailed);
    await recordSecurityEvent(tx, { event: 'passkey_registered', actorId: user.id, ip, details: { name: input.name } });
    return created;
  });
}
