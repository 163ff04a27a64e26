import { useQuery } from '@tanstack/react-query';
import { STRATEGY_API, type TAuditEvent, type TStrategyDetail } from '@siiicca/shared';
import { api } from '../../../lib/api-client';

/** The whole strategy, as the wizard edits it. */
export const fetchStrategy = (id: number, signal?: AbortSignal) => api.get<TStrategyDetail>(STRATEGY_API.one(id), { signal });

export const deleteStrategy = (id: number) => api.delete<{ message?: string }>(STRATEGY_API.one(id));

/** A strategy's 'Historial': who changed what, and when. */
export function useStrategyHistory(id: number | null) {
  return useQuery({
    queryKey: ['strategies', 'history', id],
    enabled: id !== null,
    queryFn: ({ signal }) => api.get<{ data: TAuditEvent[] }>(STRATEGY_API.history(id!), { signal }),
  });
}
