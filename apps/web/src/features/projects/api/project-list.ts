import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PAGE_SIZES, PROJECT_API, PROJECT_DEFAULT_PAGE_SIZE, PROJECT_SORTS, type TProjectList } from '@siiicca/shared';
import type { TListUrlSpec } from '../../../components/filters';
import { api } from '../../../lib/api-client';

/** The query key of every project list: invalidated together after a save, a delete or a send. */
export const PROJECT_LISTS_KEY = ['projects', 'list'] as const;

export type TProjectListState = { page: number; perPage: number; q: string; sort?: string };

/** One page of /my_projects, searched, sorted and paged by the server (GET PROJECT_API.mine). */
export function useMyProjects(state: TProjectListState) {
  return useQuery({
    queryKey: [...PROJECT_LISTS_KEY, 'mine', state],
    queryFn: ({ signal }) =>
      api.get<TProjectList>(PROJECT_API.mine, {
        signal,
        query: { page: state.page + 1, per_page: state.perPage, q: state.q || undefined, sort: state.sort },
      }),
    placeholderData: keepPreviousData,
  });
}

/** What /my_projects keeps in its page address: no filters, the project sorts and the page sizes of spec section 9. */
export const PROJECT_LIST_URL: TListUrlSpec = {
  fields: {},
  sorts: PROJECT_SORTS,
  pageSizes: PAGE_SIZES,
  defaultPerPage: PROJECT_DEFAULT_PAGE_SIZE,
};
