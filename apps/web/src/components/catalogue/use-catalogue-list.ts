import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TListResponse } from '@siiicca/shared';
import { api } from '../../lib/api-client';
import type { TRow } from './types';

export type TListState = { page: number; perPage: number; q: string; sort?: string };

/** Everything cached for the catalogue at `path` (its pages and its selection list): what a saved row makes stale. */
export const catalogueKey = (path: string) => [path] as const;

/** One page of a catalogue, searched and sorted by the server (key and fetcher). */
export const catalogueListQuery = (path: string, state: TListState) =>
  queryOptions({
    queryKey: [...catalogueKey(path), 'list', state] as const,
    queryFn: ({ signal }) =>
      api.get<TListResponse<TRow>>(path, {
        signal,
        query: { page: state.page + 1, per_page: state.perPage, q: state.q || undefined, sort: state.sort },
      }),
    placeholderData: keepPreviousData,
  });

export const useCatalogueList = (path: string, state: TListState) => useQuery(catalogueListQuery(path, state));
