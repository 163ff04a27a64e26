import { queryOptions } from '@tanstack/react-query';
import type { TRecoveryTokenInfo } from '@siiicca/shared';
import { api } from '../../../lib/api-client';

/** GET /api/password/find/{t}: the masked address of a live link, or a 404/410 with the reason. */
export const tokenInfoQuery = (token: string) =>
  queryOptions({
    queryKey: ['recovery-token', token],
    queryFn: ({ signal }) => api.get<TRecoveryTokenInfo>(`/api/password/find/${encodeURIComponent(token)}`, { signal, auth: false }),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
