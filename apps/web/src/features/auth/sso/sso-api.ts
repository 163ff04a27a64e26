import { MSG, SSO_MSG, type TLoginResponse, type TSsoConfig } from '@siiicca/shared';
import { api } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import type { TSession } from '../../../lib/session';

const DISABLED: TSsoConfig = { enabled: false, label: SSO_MSG.button };
let config: Promise<TSsoConfig> | null = null;

/** GET /api/auth/sso/config, once per page load; a failure reads as "no institutional sign-in". */
export function fetchSsoConfig(): Promise<TSsoConfig> {
  config ??= api.get<TSsoConfig>('/api/auth/sso/config', { auth: false }).catch(() => DISABLED);
  return config;
}

/** Where the button sends the browser: the API redirects it on to the identity provider. */
export const ssoStartUrl = (remember: boolean) => `/api/auth/sso/start${remember ? '?remember=true' : ''}`;

/** POST /api/auth/sso/exchange: the one-time code of /login#sso= for the session (the same body as a sign-in). */
export async function exchangeSsoCode(code: string): Promise<{ session: TSession; message: string }> {
  const data = await api.post<TLoginResponse | undefined>('/api/auth/sso/exchange', { code }, { auth: false });
  if (!data?.token?.access_token || !data.user) throw new ApiError(500, MSG.loginEmpty);
  return { session: { user: data.user, menus: data.menus ?? [], token: data.token }, message: data.message || MSG.loginOk };
}
