import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAccountSecurity, TRecoveryCodes, TTotpEnrolment } from '@siiicca/shared';
import { api } from '../../lib/api-client';
import { invalidateSessionData } from '../../lib/data-cache';

const ACCOUNT_API = '/api/account';
type TMessage = { message: string };

/** 'Seguridad de la cuenta': the second factor's state, recovery codes left and open sessions. */
export const accountSecurityQuery = () =>
  queryOptions({ queryKey: [ACCOUNT_API, 'security'] as const, queryFn: () => api.get<TAccountSecurity>(`${ACCOUNT_API}/security`) });

/** The page's writes; each refreshes the page's state, and those that change a second factor the session's user (its `pending`). */
export function useAccountSecurityWrites() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: [ACCOUNT_API, 'security'] });
  const refreshAll = () => {
    refresh();
    invalidateSessionData();
  };
  return {
    start: useMutation({ mutationFn: () => api.post<TTotpEnrolment>(`${ACCOUNT_API}/totp/enrolment`) }),
    confirm: useMutation({
      mutationFn: (code: string) => api.post<TRecoveryCodes>(`${ACCOUNT_API}/totp/enrolment/confirm`, { code }),
      onSuccess: refreshAll,
    }),
    remove: useMutation({ mutationFn: (code: string) => api.post<TMessage>(`${ACCOUNT_API}/totp/remove`, { code }), onSuccess: refreshAll }),
    regenerate: useMutation({
      mutationFn: (code: string) => api.post<TRecoveryCodes>(`${ACCOUNT_API}/recovery-codes`, { code }),
      onSuccess: refresh,
    }),
    closeSession: useMutation({ mutationFn: (id: string) => api.delete<TMessage>(`${ACCOUNT_API}/sessions/${id}`), onSuccess: refresh }),
    closeOthers: useMutation({ mutationFn: () => api.post<TMessage>(`${ACCOUNT_API}/sessions/close-others`), onSuccess: refresh }),
  };
}
