import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { STRATEGY_API, type TStrategyList } from '@siiicca/shared';
import { api } from '../../../lib/api-client';

export type TStrategyScope = 'mine' | 'all';
export type TStrategyListState = { page: number; perPage: number; q: string; sort?: string };

/** The query key of every strategy list: invalidated together after a save or a delete. */
export const STRATEGY_LISTS_KEY = ['strategies', 'list'] as const;

/** One page of /my_strategies or /strategies, searched, sorted and paged by the server. */
export function useStrategyList(scope: TStrategyScope, state: TStrategyListState) {
  return useQuery({
    queryKey: [...STRATEGY_LISTS_KEY, scope, state],
    queryFn: ({ signal }) =>
      api.get<TStrategyList>(scope === 'mine' ? STRATEGY_API.mine : STRATEGY_API.all, {
        signal,
        query: { page: state.page + 1, per_page: state.perPage, q: state.q || undefined, sort: state.sort },
      }),
    placeholderData: keepPreviousData,
  });
}
