import { MSG, type TLogin, type TLoginAnswer, type TLoginResponse, type TSecondFactorChallenge, type TSecondFactorLogin } from '@siiicca/shared';
import { api } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import type { TSession } from '../../../lib/session';

export type TSignedIn = { session: TSession; message: string };
export type TSecondStep = { challenge: TSecondFactorChallenge['second_factor']; message: string };

/** A login answer with its session; one without a token is an error (spec section 8). */
function signedIn(data: TLoginResponse | undefined): TSignedIn {
  if (!data?.token?.access_token || !data.user) throw new ApiError(500, MSG.loginEmpty);
  return { session: { user: data.user, menus: data.menus ?? [], token: data.token }, message: data.message || MSG.loginOk };
}

/** POST /api/auth/login: a session, or (an account with a second factor) the ticket of the second step. */
export async function login(input: TLogin): Promise<TSignedIn | TSecondStep> {
  const data = await api.post<TLoginAnswer | undefined>('/api/auth/login', input, { auth: false });
  if (data && 'second_factor' in data && data.second_factor?.ticket) return { challenge: data.second_factor, message: data.message };
  return signedIn(data as TLoginResponse | undefined);
}

/** POST /api/auth/login/second-factor: the ticket and a TOTP or recovery code. */
export async function loginWithCode(input: TSecondFactorLogin): Promise<TSignedIn> {
  return signedIn(await api.post<TLoginResponse>('/api/auth/login/second-factor', input, { auth: false }));
}
