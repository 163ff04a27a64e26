import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { EXECUTION_API, EXECUTION_FILTER_FIELDS, EXECUTION_SORTS, filtersParam, PAGE_SIZES, type TFilterInput, type TListResponse, type TExecutionRow } from '@siiicca/shared';
import type { TListUrlSpec } from '../../../components/filters';
import { api } from '../../../lib/api-client';
import { EXECUTION_LISTS_KEY } from './execution-keys';

/** What 'Proyectos en Ejecución' keeps in its page address: the filters of the stage's list, its sorts and the page sizes. */
export const EXECUTION_LIST_URL: TListUrlSpec = {
  fields: EXECUTION_FILTER_FIELDS,
  sorts: EXECUTION_SORTS,
  pageSizes: PAGE_SIZES,
  defaultPerPage: 10,
};

export type TExecutionListState = { page: number; perPage: number; q: string; sort?: string; filters: TFilterInput[] };

/** The `filters` parameter's text, or undefined when there are none (also what the Excel of 'all' sends). */
export const executionListFilters = (filters: TFilterInput[]) => (filters.length ? filtersParam(filters) : undefined);

/** One page of the list (GET EXECUTION_API.list), searched, sorted and filtered by the server. */
export const executionListQuery = (state: TExecutionListState) =>
  queryOptions({
    queryKey: [...EXECUTION_LISTS_KEY, state],
    queryFn: ({ signal }) =>
      api.get<TListResponse<TExecutionRow>>(EXECUTION_API.list, {
        signal,
        query: { page: state.page + 1, per_page: state.perPage, q: state.q || undefined, sort: state.sort, filters: executionListFilters(state.filters) },
      }),
    placeholderData: keepPreviousData,
  });

export const useExecutionList = (state: TExecutionListState) => useQuery(executionListQuery(state));
