import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  filtersParam,
  STRATEGY_API,
  STRATEGY_DEFAULT_PAGE_SIZE,
  STRATEGY_FILTER_FIELDS,
  STRATEGY_PAGE_SIZES,
  STRATEGY_SORTS,
  type TFilterInput,
  type TStrategyList,
} from '@siiicca/shared';
import type { TListUrlSpec } from '../../../components/filters';
import { api } from '../../../lib/api-client';
import { STRATEGIES_KEY } from './strategy-detail';

export type TStrategyScope = 'mine' | 'all';
export type TStrategyListState = { page: number; perPage: number; q: string; sort?: string; filters?: TFilterInput[]; period?: number | null };

/** The query key of every strategy list: invalidated together after a save or a delete. */
export const STRATEGY_LISTS_KEY = [...STRATEGIES_KEY, 'list'] as const;

/**
 * The filters the server applies: the chips' filters, and the period selector as the hidden
 * `period_id Igual <id>` filter. The `filters` parameter's text, or undefined when there are none
 * (also what the bulk downloads of every matching strategy send).
 */
export function strategyListFilters(state: Pick<TStrategyListState, 'filters' | 'period'>): string | undefined {
  const all: TFilterInput[] = [...(state.filters ?? [])];
  if (state.period) all.push({ field: 'period_id', operation: 'Igual', value: state.period });
  return all.length ? filtersParam(all) : undefined;
}

/** One page of /my_strategies or /strategies, searched, filtered, sorted and paged by the server (key and fetcher). */
export const strategyListQuery = (scope: TStrategyScope, state: TStrategyListState) =>
  queryOptions({
    queryKey: [...STRATEGY_LISTS_KEY, scope, state],
    queryFn: ({ signal }) =>
      api.get<TStrategyList>(scope === 'mine' ? STRATEGY_API.mine : STRATEGY_API.all, {
        signal,
        query: { page: state.page + 1, per_page: state.perPage, q: state.q || undefined, sort: state.sort, filters: strategyListFilters(state) },
      }),
    placeholderData: keepPreviousData,
  });

export const useStrategyList = (scope: TStrategyScope, state: TStrategyListState) => useQuery(strategyListQuery(scope, state));

/** What the strategy lists keep in their page address (the filter widget's fields, sorts and page sizes). */
export const STRATEGY_LIST_URL: TListUrlSpec = {
  fields: STRATEGY_FILTER_FIELDS,
  sorts: STRATEGY_SORTS,
  pageSizes: STRATEGY_PAGE_SIZES,
  defaultPerPage: STRATEGY_DEFAULT_PAGE_SIZE,
};
