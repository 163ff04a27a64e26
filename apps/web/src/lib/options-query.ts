import { queryOptions, useQuery, type Query } from '@tanstack/react-query';
import { api } from './api-client';

/** A selection list answers `{ data: [...] }` (a few older endpoints a bare array). */
export type TOptionsAnswer<T> = { data: T[] } | T[];

/** The rows of a selection list's answer, whichever of the two shapes it has. */
export const rowsOf = <T>(answer: TOptionsAnswer<T> | undefined): T[] => (Array.isArray(answer) ? answer : (answer?.data ?? []));

/** The cache key of the selection list at `path` (every form and select shares it: one request per list). */
export const optionsKey = (path: string) => [path, 'options'] as const;

/**
 * The one query of a selection list (key and fetcher): the selects of the catalogues, the wizards'
 * lookups and the period selector all read it, each picking what it needs with `select`.
 */
export const optionsQuery = <T>(path: string) =>
  queryOptions({
    queryKey: optionsKey(path),
    queryFn: ({ signal }) => api.get<TOptionsAnswer<T>>(path, { signal }),
    staleTime: 60_000,
  });

/** Matches every selection list (a saved catalogue row may change what any of them offers). */
export const isOptionsQuery = (query: Query) => query.queryKey[1] === optionsKey('')[1];

/** The rows of a selection list (none until it answers); `enabled` false asks nothing yet. */
export function useOptionRows<T>(path: string | null, enabled = true) {
  const query = useQuery({ ...optionsQuery<T>(path ?? ''), enabled: enabled && path !== null });
  return { rows: rowsOf(query.data), loaded: query.isSuccess, loading: query.isLoading, error: query.isError };
}
