import { buildMenu, MSG, SSO_MSG, type TLoginResponse } from '@siiicca/shared';
import type { AppDeps } from '../../app-deps';
import { AppError, unauthorized } from '../../lib/app-error';
import { loadSessionUser } from '../../platform/auth/session';
import { issueToken } from '../../platform/auth/tokens';
import { recordSecurityEvent } from '../../platform/security-events';
import { toSessionUser } from '../auth';
import { consumeHandoff } from './handoffs';

/**
 * The page's half of the hand-off: the one-time code for the same session, token, profiles and
 * menus a password sign-in answers (POST /api/auth/login's body).
 */
export async function exchangeHandoff(
  deps: Pick<AppDeps, 'db' | 'tokens'>,
  code: string,
  meta: { ip?: string; userAgent?: string },
): Promise<TLoginResponse> {
  const handoff = await consumeHandoff(deps.db, code);
  if (!handoff) throw unauthorized(SSO_MSG.codeInvalid);
  const { token, sessionId } = await issueToken(deps.db, deps.tokens, { userId: handoff.userId, remember: handoff.remember, ...meta });
  const user = await loadSessionUser(deps.db, handoff.userId, sessionId);
  // Deactivated between the callback and the exchange: refused like a password sign-in.
  if (!user) throw new AppError(401, MSG.accountInactive);
  await recordSecurityEvent(deps.db, { event: 'sign_in', actorId: user.id, ip: meta.ip, details: { method: 'sso' } });
  return { message: MSG.loginOk, token, user: toSessionUser(user), menus: buildMenu([...user.permissions]) };
}
