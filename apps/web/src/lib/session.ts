import { SESSION, type TMenuItem, type TSessionUser, type TToken } from '@siiicca/shared';

/** What the browser keeps of a signed-in user (spec section 3, "Session user"). */
export type TSession = { user: TSessionUser; menus: TMenuItem[]; token: TToken };

export const SESSION_STORAGE_KEY = 'siiicca.session';

export const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Seconds left before the token stops working (negative once expired). */
export const secondsLeft = (session: TSession, now = nowSeconds()) => session.token.expire - now;

function isSession(value: unknown): value is TSession {
  const v = value as Partial<TSession> | null;
  return (
    !!v &&
    typeof v.token?.access_token === 'string' &&
    typeof v.token.expire === 'number' &&
    typeof v.user?.id === 'number' &&
    Array.isArray(v.user.permissions) &&
    Array.isArray(v.menus)
  );
}

/**
 * Reads the stored session. One that expires within `SESSION.staleOnStartSeconds` is dropped: its
 * holder would be asked to extend it right away, or would lose work moments after starting.
 */
export function readStoredSession(storage: Storage = localStorage): TSession | null {
  try {
    const raw = storage.getItem(SESSION_STORAGE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (!isSession(parsed) || secondsLeft(parsed) <= SESSION.staleOnStartSeconds) {
      storage.removeItem(SESSION_STORAGE_KEY);
      return null;
    }
    return parsed;
  } catch {
    return null;
  }
}

export function writeStoredSession(session: TSession | null, storage: Storage = localStorage) {
  try {
    if (session) storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
    else storage.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // Private browsing or a full quota: the session still lives in memory for this tab.
  }
}

export const hasPermission = (session: TSession | null, permission: string | null | undefined) =>
  !permission || (!!session && session.user.permissions.includes(permission));
