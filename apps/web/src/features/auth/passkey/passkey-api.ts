import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { MSG, PASSKEY_MSG, type TLoginResponse, type TPasskeyOptionsAnswer } from '@siiicca/shared';
import { api } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import type { TSession } from '../../../lib/session';

/** The browser's refusal (the person cancelled, the time ran out, no passkey here) in the user's words. */
export function ceremonyFailure(error: unknown): string | null {
  if (error instanceof Error && ['NotAllowedError', 'AbortError'].includes(error.name)) return PASSKEY_MSG.browserCancelled;
  if (error instanceof Error && /WebAuthn is not supported/i.test(error.message)) return PASSKEY_MSG.browserUnsupported;
  return null;
}

const toSession = (data: TLoginResponse | undefined) => {
  if (!data?.token?.access_token || !data.user) throw new ApiError(500, MSG.loginEmpty);
  return { session: { user: data.user, menus: data.menus ?? [], token: data.token } as TSession, message: data.message || MSG.loginOk };
};

/** Asks the browser for an assertion on the options the server handed out (the library loads only when used). */
async function assertion(options: TPasskeyOptionsAnswer['options']) {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  return startAuthentication({ optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON });
}

/** A password-less sign-in: the browser offers the passkeys it holds for SIIICCA (discoverable credentials). */
export async function signInWithPasskey(remember: boolean) {
  const { challenge_id, options } = await api.post<TPasskeyOptionsAnswer>('/api/auth/login/passkey/options', {}, { auth: false });
  const response = await assertion(options);
  return toSession(await api.post<TLoginResponse>('/api/auth/login/passkey', { challenge_id, response, remember }, { auth: false }));
}

/** The second step of a password sign-in completed with one of the account's passkeys. */
export async function completeWithPasskey(ticket: string) {
  const { challenge_id, options } = await api.post<TPasskeyOptionsAnswer>('/api/auth/login/second-factor/passkey/options', { ticket }, { auth: false });
  const response = await assertion(options);
  return toSession(await api.post<TLoginResponse>('/api/auth/login/second-factor/passkey', { ticket, challenge_id, response }, { auth: false }));
}
