import { MSG, type TLogin, type TLoginResponse } from '@siiicca/shared';
import { api } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import type { TSession } from '../../../lib/session';

/** POST /api/auth/login. An answer without a token is an error too (spec section 8). */
export async function login(input: TLogin): Promise<{ session: TSession; message: string }> {
  const data = await api.post<TLoginResponse | undefined>('/api/auth/login', input, { auth: false });
  if (!data?.token?.access_token || !data.user) throw new ApiError(500, MSG.loginEmpty);
  return { session: { user: data.user, menus: data.menus ?? [], token: data.token }, message: data.message || MSG.loginOk };
}
