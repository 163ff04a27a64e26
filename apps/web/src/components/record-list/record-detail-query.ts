import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/**
 * The query of the record a form opens (key and fetcher), for any record type: `[...root, 'detail', id]`
 * under the type's root key (which a change to one record invalidates with its lists). Read once per
 * opening and after each save: a refetch on focus would replace the work in the form, and a closed
 * form keeps nothing (gcTime 0).
 */
export const recordDetailQuery = <T>(root: readonly string[], url: (id: number) => string) => {
  const fetchOne = (id: number, signal?: AbortSignal) => api.get<T>(url(id), { signal });
  return (id: number | null) =>
    queryOptions({
      queryKey: [...root, 'detail', id] as const,
      queryFn: ({ signal }) => fetchOne(id!, signal),
      enabled: id !== null,
      gcTime: 0,
      staleTime: Infinity,
      retry: false,
      refetchOnWindowFocus: false,
    });
};
