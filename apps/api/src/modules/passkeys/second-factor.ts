import { PASSKEY_MSG, type TLoginResponse, type TPasskeyOptionsAnswer, type TPasskeySecondFactor } from '@siiicca/shared';
import type { AppDeps } from '../../app-deps';
import { inTransaction, type DbOrTx } from '../../db/transaction';
import { AppError, unauthorized } from '../../lib/app-error';
import { assertCodeTriesLeft, completeSignIn, consumeTicket, peekTicket, recordCodeFailure } from '../account-security';
import { secondFactorOptions, verifyAssertion } from './authentication';
import { countPasskeys } from './credentials';
import type { TRelyingParty } from './relying-party';

/*
 * A passkey as the second step of a password sign-in (the ticket of modules/account-security): the
 * ticket names the user, only their passkeys are allowed, and a failed assertion counts toward the same
 * limit of wrong second-factor codes (5 per 10 minutes per account) as a wrong TOTP code.
 */

/** The options for the ticket's user; the ticket stays open (a cancelled ceremony can be tried again). */
export async function secondFactorPasskeyOptions(db: DbOrTx, rp: TRelyingParty, ticket: string): Promise<TPasskeyOptionsAnswer> {
  const holder = await peekTicket(db, ticket);
  await assertCodeTriesLeft(db, holder.userId);
  if ((await countPasskeys(db, holder.userId)) === 0) throw unauthorized(PASSKEY_MSG.signInFailed);
  return secondFactorOptions(db, rp, holder.userId);
}

/** The assertion checked for the ticket's user, then the ticket used and the session opened in one transaction. */
export async function completeWithPasskey(
  deps: Pick<AppDeps, 'db' | 'tokens'>,
  rp: TRelyingParty,
  input: TPasskeySecondFactor,
  meta: { ip?: string; userAgent?: string },
): Promise<TLoginResponse> {
  const holder = await peekTicket(deps.db, input.ticket);
  await assertCodeTriesLeft(deps.db, holder.userId);
  try {
    await verifyAssertion(deps.db, rp, { purpose: 'second_factor', challengeId: input.challenge_id, response: input.response, userId: holder.userId });
  } catch (err) {
    if (err instanceof AppError && err.statusCode === 401) await recordCodeFailure(deps.db, { userId: holder.userId, actorId: null, ip: meta.ip, step: 'sign_in' });
    throw err;
  }
  return inTransaction(deps.db, async (tx) => {
    const { userId, remember } = await consumeTicket(tx, input.ticket);
    return completeSignIn(tx, deps.tokens, { userId, remember, method: 'passkey', ...meta });
  });
}
