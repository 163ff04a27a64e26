/**
 * What plain code (the API client, the end of a session) asks of the data cache without loading it.
 * The cache (lib/query-client.ts, with TanStack Query) loads only with the screens that fetch data,
 * so the sign-in page does not download it; it registers itself here when it loads. Until then nothing
 * is cached, and these calls have nothing to do.
 */
type TDataCache = { invalidateSession: () => void; forgetAll: () => void };

let cache: TDataCache | null = null;

export const registerDataCache = (registered: TDataCache) => {
  cache = registered;
};

/** The signed-in user's permissions and menus as the server has them now (lib/session-sync). */
export const SESSION_QUERY_KEY = ['auth', 'me'] as const;

/** The user's permissions may have changed (a call was refused): ask the server again now. */
export const invalidateSessionData = () => cache?.invalidateSession();

/** The session ended and another user may sign in next: drop every cached answer. */
export const forgetCachedData = () => cache?.forgetAll();
