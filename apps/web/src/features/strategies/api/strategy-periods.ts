import { useQuery } from '@tanstack/react-query';
import { LOOKUPS, STRATEGY_PERIODS, type TListResponse, type TStrategyPeriodRow } from '@siiicca/shared';
import { api } from '../../../lib/api-client';
import { hasPermission } from '../../../lib/session';
import { useSession } from '../../../lib/session-store';

export type TPeriodChoice = { id: number; label: string };

/**
 * The periods the list's period selector offers, newest first: every period from the strategy
 * periods catalogue for whoever manages it; otherwise the active one, the only period the
 * selection lists publish to every user ('lookups.read').
 */
export function useStrategyPeriods() {
  const session = useSession();
  const manages = hasPermission(session, 'strategy_periods.manage');
  const query = useQuery({
    queryKey: [STRATEGY_PERIODS.api, 'period-choices', manages],
    staleTime: 60_000,
    queryFn: async ({ signal }): Promise<TPeriodChoice[]> => {
      if (manages) {
        const page = await api.get<TListResponse<TStrategyPeriodRow>>(STRATEGY_PERIODS.api, { signal, query: { per_page: 100, sort: '-date_start' } });
        return page.data.map((p) => ({ id: p.id, label: p.description }));
      }
      const active = await api.get<{ data: { id: number; description: string } | null }>(LOOKUPS.strategyPeriod, { signal });
      return active.data ? [{ id: active.data.id, label: active.data.description }] : [];
    },
  });
  return { periods: query.data ?? [], loading: query.isLoading };
}
