import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TListResponse } from '@siiicca/shared';
import { api } from '../../lib/api-client';
import type { TRow } from './types';

export type TListState = { page: number; perPage: number; q: string; sort?: string };

/** One page of a catalogue, searched and sorted by the server. */
export function useCatalogueList(path: string, state: TListState) {
  return useQuery({
    queryKey: [path, 'list', state],
    queryFn: ({ signal }) =>
      api.get<TListResponse<TRow>>(path, {
        signal,
        query: { page: state.page + 1, per_page: state.perPage, q: state.q || undefined, sort: state.sort },
      }),
    placeholderData: keepPreviousData,
  });
}
