import { buildMenu, MSG, type TLoginResponse } from '@siiicca/shared';
import type { AppDeps } from '../../app-deps';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { loadSessionUser } from '../../platform/auth/session';
import { issueToken } from '../../platform/auth/tokens';
import { recordSecurityEvent } from '../../platform/security-events';
import { toSessionUser } from '../auth';

type TMeta = { ip?: string; userAgent?: string };

/** The session of a sign-in completed with a passkey: the same answer as a password sign-in, and its line in the trail. */
export async function startSession(deps: Pick<AppDeps, 'db' | 'tokens'>, userId: number, remember: boolean, meta: TMeta, passkeyName: string): Promise<TLoginResponse> {
  return inTransaction(deps.db, async (tx) => {
    const { token, sessionId } = await issueToken(tx, deps.tokens, { userId, remember, ...meta });
    const user = await loadSessionUser(tx, userId, sessionId);
    if (!user) throw new AppError(401, MSG.accountInactive);
    await recordSecurityEvent(tx, { event: 'sign_in', actorId: userId, ip: meta.ip, details: { method: 'passkey', passkey: passkeyName } });
    return { message: MSG.loginOk, token, user: toSessionUser(user), menus: buildMenu([...user.permissions]) };
  });
}
