import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** The rows of a selection list (`{ data: [...] }`), same cache key as the selects' `useOptions`. */
export function useLookupRows<T>(path: string, enabled = true) {
  const query = useQuery({
    queryKey: [path, 'options'],
    enabled,
    queryFn: ({ signal }) => api.get<{ data: T[] } | T[]>(path, { signal }),
    staleTime: 60_000,
  });
  const data = query.data;
  return { rows: Array.isArray(data) ? data : (data?.data ?? []), loading: query.isLoading, error: query.isError };
}
