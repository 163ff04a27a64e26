import { useQuery } from '@tanstack/react-query';
import { LOOKUPS, type TSelSectional } from '@siiicca/shared';
import { api } from '../../../lib/api-client';
import type { TProjectLookups } from '../form/form-values';

/** A selection list, cached under the key the other forms use for it (one request per list). */
function useSel<T>(path: string) {
  const query = useQuery({
    queryKey: [path, 'options'],
    queryFn: ({ signal }) => api.get<{ data: T[] }>(path, { signal }),
    staleTime: 60_000,
  });
  return { rows: query.data?.data, loaded: query.isSuccess };
}

/**
 * The form's selection lists, loaded once: calls open today, sectionals with their trees, products
 * with their types' pivot hours, countries. `ready` once all have answered.
 */
export function useProjectLookups(): { lookups: Omit<TProjectLookups, 'announcements'> & { openCalls: TProjectLookups['announcements'] }; ready: boolean } {
  const calls = useSel<TProjectLookups['announcements'][number]>(LOOKUPS.announcements);
  const sectionals = useSel<TSelSectional>(LOOKUPS.sectionals);
  const products = useSel<TProjectLookups['products'][number]>(LOOKUPS.products);
  const countries = useSel<{ id: string; name: string }>(LOOKUPS.countries);
  return {
    lookups: { openCalls: calls.rows ?? [], sectionals: sectionals.rows ?? [], products: products.rows ?? [], countries: countries.rows ?? [] },
    ready: calls.loaded && sectionals.loaded && products.loaded && countries.loaded,
  };
}
