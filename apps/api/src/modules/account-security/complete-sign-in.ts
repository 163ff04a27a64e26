import { buildMenu, MSG, type TLoginResponse } from '@siiicca/shared';
import type { DbOrTx } from '../../db/transaction';
import { unauthorized } from '../../lib/app-error';
import { loadSessionUser } from '../../platform/auth/session';
import { toSessionUser } from '../../platform/auth/session-user';
import { issueToken, type TokenSettings } from '../../platform/auth/tokens';
import { recordSecurityEvent } from '../../platform/security-events';

export type TSignInMethod = 'password' | 'totp' | 'recovery' | 'passkey';

/**
 * The end of every sign-in (a password alone, or a password and its second factor, or a passkey):
 * opens the session, answers the normal login response and records sign_in with its method. Call it in
 * the transaction that consumed the ticket, so the ticket is used exactly when a session opens.
 */
export async function completeSignIn(
  db: DbOrTx,
  tokens: TokenSettings,
  input: { userId: number; remember: boolean; method: TSignInMethod; ip?: string; userAgent?: string },
): Promise<TLoginResponse> {
  const { token, sessionId } = await issueToken(db, tokens, {
    userId: input.userId,
    remember: input.remember,
    ip: input.ip,
    userAgent: input.userAgent,
  });
  const user = await loadSessionUser(db, input.userId, sessionId);
  if (!user) throw unauthorized(MSG.badCredentials);
  await recordSecurityEvent(db, { event: 'sign_in', actorId: user.id, ip: input.ip, details: { method: input.method } });
  return { message: MSG.loginOk, token, user: toSessionUser(user), menus: buildMenu([...user.permissions]) };
}
