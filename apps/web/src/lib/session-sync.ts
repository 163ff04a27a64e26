import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { TMenuItem, TSessionUser } from '@siiicca/shared';
import { api } from './api-client';
import { SESSION_QUERY_KEY } from './data-cache';
import { sessionStore, useSession } from './session-store';

type TMe = { user: TSessionUser; menus: TMenuItem[] };

/** How often an open screen asks the server what the user may do now. */
const REFRESH_MS = 60_000;

/**
 * Keeps the stored session's user (permissions) and menus as the server has them now
 * (GET /api/auth/me), so the side menu and the route guards follow a profile an administrator
 * changed without waiting for the next sign-in: every minute, whenever the window gets the focus
 * back, and at once after any refused call (a 403: the api client invalidates SESSION_QUERY_KEY through lib/data-cache).
 * The token is left alone; extending it is the session timer's business.
 */
export function useSessionSync() {
  const session = useSession();
  const userId = session?.user.id;
  const me = useQuery({
    queryKey: [...SESSION_QUERY_KEY, userId],
    queryFn: ({ signal }) => api.get<TMe>('/api/auth/me', { signal }),
    enabled: userId !== undefined,
    staleTime: 0,
    refetchInterval: REFRESH_MS,
    refetchOnWindowFocus: 'always',
  });

  // react-query watches the page's visibility; going back to a window that stayed visible (another
  // browser window beside it) is only a focus event.
  const { refetch } = me;
  useEffect(() => {
    if (userId === undefined) return;
    const onFocus = () => void refetch();
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [userId, refetch]);

  useEffect(() => {
    const fresh = me.data;
    const current = sessionStore.get();
    if (!fresh || !current || current.user.id !== fresh.user.id) return;
    if (JSON.stringify([current.user, current.menus]) === JSON.stringify([fresh.user, fresh.menus])) return;
    sessionStore.set({ ...current, user: fresh.user, menus: fresh.menus });
  }, [me.data]);
}
