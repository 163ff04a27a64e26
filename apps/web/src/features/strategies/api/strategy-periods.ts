import { useQuery } from '@tanstack/react-query';
import { LOOKUPS } from '@siiicca/shared';
import { api } from '../../../lib/api-client';

export type TPeriodChoice = { id: number; label: string };

/**
 * The periods the list's period selector offers, newest first: every strategy period (a selection
 * list every user with 'lookups.read' may read), so past strategies stay findable for lecturers
 * and reviewers too.
 */
export function useStrategyPeriods() {
  const query = useQuery({
    queryKey: [LOOKUPS.strategyPeriods],
    staleTime: 60_000,
    queryFn: async ({ signal }): Promise<TPeriodChoice[]> => {
      const all = await api.get<{ data: { id: number; description: string }[] }>(LOOKUPS.strategyPeriods, { signal });
      return all.data.map((p) => ({ id: p.id, label: p.description }));
    },
  });
  return { periods: query.data ?? [], loading: query.isLoading };
}
