import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  filtersParam,
  PAGE_SIZES,
  PROJECT_API,
  PROJECT_DEFAULT_FILTERS,
  PROJECT_DEFAULT_PAGE_SIZE,
  PROJECT_FILTER_FIELDS,
  PROJECT_SORTS,
  type TFilterInput,
  type TProjectList,
} from '@siiicca/shared';
import type { TListUrlSpec } from '../../../components/filters';
import { api } from '../../../lib/api-client';
import { PROJECTS_KEY } from './project-detail';

/** /my_projects (the user's own and those where they are an investigator) or /projects (everyone's, projects.all). */
export type TProjectScope = 'mine' | 'all';

/** The query key of every project list: invalidated together after a save, a delete or a send. */
export const PROJECT_LISTS_KEY = [...PROJECTS_KEY, 'list'] as const;

export type TProjectListState = { page: number; perPage: number; q: string; sort?: string; filters?: TFilterInput[] };

/** The `filters` parameter's text, or undefined when there are none (also what 'Seleccionar todos' sends). */
export const projectListFilters = (filters?: TFilterInput[]) => (filters?.length ? filtersParam(filters) : undefined);

/** One page of /my_projects (GET PROJECT_API.mine) or /projects (GET PROJECT_API.all with the filters), done by the server (key and fetcher). */
export const projectListQuery = (scope: TProjectScope, state: TProjectListState) =>
  queryOptions({
    queryKey: [...PROJECT_LISTS_KEY, scope, state],
    queryFn: ({ signal }) =>
      api.get<TProjectList>(scope === 'mine' ? PROJECT_API.mine : PROJECT_API.all, {
        signal,
        query: {
          page: state.page + 1,
          per_page: state.perPage,
          q: state.q || undefined,
          sort: state.sort,
          filters: scope === 'all' ? projectListFilters(state.filters) : undefined,
        },
      }),
    placeholderData: keepPreviousData,
  });

export const useProjectList = (scope: TProjectScope, state: TProjectListState) => useQuery(projectListQuery(scope, state));

/** What /my_projects keeps in its page address: no filters, the project sorts and the page sizes of spec section 9. */
export const PROJECT_LIST_URL: TListUrlSpec = {
  fields: {},
  sorts: PROJECT_SORTS,
  pageSizes: PAGE_SIZES,
  defaultPerPage: PROJECT_DEFAULT_PAGE_SIZE,
};

/** /projects also keeps its filters there, starting (when the address names none) from 'Estado Igual Enviado'. */
export const ALL_PROJECTS_LIST_URL: TListUrlSpec = {
  ...PROJECT_LIST_URL,
  fields: PROJECT_FILTER_FIELDS,
  defaultFilters: PROJECT_DEFAULT_FILTERS,
};

export const PROJECT_LIST_URLS: Record<TProjectScope, TListUrlSpec> = { mine: PROJECT_LIST_URL, all: ALL_PROJECTS_LIST_URL };
