import { MSG, type TLoginResponse } from '@siiicca/shared';
import { api } from '../../../lib/api-client';
import type { TSession } from '../../../lib/session';

/** POST /api/auth/refresh: a new token for the same user (the old one stops working). */
export async function refreshSession(): Promise<{ session: TSession; message: string }> {
  const data = await api.post<TLoginResponse | undefined>('/api/auth/refresh');
  if (!data?.token?.access_token) throw new Error(MSG.refreshError);
  return { session: { user: data.user, menus: data.menus ?? [], token: data.token }, message: data.message || MSG.sessionExtended };
}
