import { queryOptions } from '@tanstack/react-query';
import { STRATEGY_API, type TStrategyDetail } from '@siiicca/shared';
import { api } from '../../../lib/api-client';

/** Every cached strategy (lists and details): what a change to one strategy may make stale. */
export const STRATEGIES_KEY = ['strategies'] as const;

/** The whole strategy, as the wizard edits it. */
export const fetchStrategy = (id: number, signal?: AbortSignal) => api.get<TStrategyDetail>(STRATEGY_API.one(id), { signal });

/**
 * The strategy the wizard opens (key and fetcher). Read once per opening: a refetch would replace
 * the work in the form, and a closed wizard keeps nothing (gcTime 0).
 */
export const strategyDetailQuery = (id: number | null) =>
  queryOptions({
    queryKey: [...STRATEGIES_KEY, 'detail', id] as const,
    queryFn: ({ signal }) => fetchStrategy(id!, signal),
    enabled: id !== null,
    gcTime: 0,
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
  });

export const deleteStrategy = (id: number) => api.delete<{ message?: string }>(STRATEGY_API.one(id));
