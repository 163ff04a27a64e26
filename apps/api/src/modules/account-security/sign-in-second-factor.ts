import type { KeyObject } from 'node:crypto';
import type { TLoginResponse, TSecondFactorLogin } from '@siiicca/shared';
import { SF_MSG } from '@siiicca/shared';
import { inTransaction, type DbOrTx } from '../../db/transaction';
import { unauthorized } from '../../lib/app-error';
import type { TokenSettings } from '../../platform/auth/tokens';
import { recordSecurityEvent } from '../../platform/security-events';
import { acceptCode, unreadableSecret } from './check-code';
import { assertCodeTriesLeft, recordCodeFailure } from './code-limits';
import { completeSignIn } from './complete-sign-in';
import { consumeTicket, peekTicket } from './sign-in-ticket';

/** POST /login/second-factor: the ticket of a password sign-in and a TOTP or recovery code → a session. */
export async function signInWithCode(
  deps: { db: DbOrTx; tokens: TokenSettings; secondFactorKey: KeyObject },
  input: TSecondFactorLogin,
  meta: { ip?: string; userAgent?: string },
): Promise<TLoginResponse> {
  const holder = await peekTicket(deps.db, input.ticket);
  await assertCodeTriesLeft(deps.db, holder.userId);
  const answer = await inTransaction(deps.db, async (tx) => {
    const method = await acceptCode(tx, deps.secondFactorKey, holder.userId, input.code);
    if (method === null || method === 'unreadable') return method;
    const { userId, remember } = await consumeTicket(tx, input.ticket);
    if (method === 'recovery') {
      await recordSecurityEvent(tx, { event: 'recovery_code_used', actorId: userId, ip: meta.ip, details: { step: 'sign_in' } });
    }
    return completeSignIn(tx, deps.tokens, { userId, remember, method, ...meta });
  });
  if (answer === 'unreadable') throw await unreadableSecret(deps.db, { userId: holder.userId, actorId: null, ip: meta.ip, step: 'sign_in' }, 401);
  if (answer) return answer;
  await recordCodeFailure(deps.db, { userId: holder.userId, actorId: null, ip: meta.ip, step: 'sign_in' });
  throw unauthorized(SF_MSG.codeInvalid);
}
