import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import type { TOption } from './types';

/** Options of a select loaded from an endpoint that answers an array or `{ data: [...] }`. */
export function useOptions(path: string | null, map: (row: never) => TOption) {
  const query = useQuery({
    queryKey: [path, 'options'],
    enabled: !!path,
    queryFn: ({ signal }) => api.get<unknown[] | { data: unknown[] }>(path!, { signal }),
    staleTime: 60_000,
  });
  const rows = Array.isArray(query.data) ? query.data : (query.data?.data ?? []);
  return { options: rows.map((r) => map(r as never)), loading: query.isLoading };
}
