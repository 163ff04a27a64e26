import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { PASSKEY_MSG, type TPasskeyList, type TPasskeyOptionsAnswer } from '@siiicca/shared';
import { api, apiRequest } from '../../lib/api-client';

const PASSKEYS_API = '/api/account/passkeys';

/** The signed-in user's passkeys (and whether their account may hold them). */
export const passkeysQuery = () =>
  queryOptions({ queryKey: [PASSKEYS_API] as const, queryFn: () => api.get<TPasskeyList>(PASSKEYS_API) });

/** The browser's refusal (the person cancelled, the time ran out, no authenticator) in the user's words. */
export function ceremonyFailure(error: unknown): string | null {
  // InvalidStateError: the authenticator holds one of the passkeys the options excluded (already registered).
  if (error instanceof Error && error.name === 'InvalidStateError') return PASSKEY_MSG.alreadyRegistered;
  if (error instanceof Error && ['NotAllowedError', 'AbortError'].includes(error.name)) return PASSKEY_MSG.browserCancelled;
  if (error instanceof Error && /WebAuthn is not supported/i.test(error.message)) return PASSKEY_MSG.browserUnsupported;
  return null;
}

/**
 * Registers a passkey: the server's options, the browser's ceremony (the authenticator asks the person),
 * then the answer with the name given. The browser library is loaded only when someone registers one.
 */
async function registerPasskey(name: string) {
  const { startRegistration } = await import('@simplewebauthn/browser');
  const { challenge_id, options } = await api.post<TPasskeyOptionsAnswer>(`${PASSKEYS_API}/options`);
  const response = await startRegistration({ optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON });
  return api.post<{ message: string }>(PASSKEYS_API, { challenge_id, name, response });
}

/** The writes of the passkeys section; each refreshes the list once it succeeded. */
export function usePasskeyWrites() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: [PASSKEYS_API] });
  return {
    register: useMutation({ mutationFn: registerPasskey, onSuccess: refresh }),
    rename: useMutation({
      mutationFn: (v: { id: number; name: string }) => apiRequest<{ message: string }>(`${PASSKEYS_API}/${v.id}`, { method: 'PATCH', body: { name: v.name } }),
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: (id: number) => api.delete<{ message: string }>(`${PASSKEYS_API}/${id}`), onSuccess: refresh }),
  };
}
