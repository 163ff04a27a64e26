import { LOOKUPS, type TSelSectional } from '@siiicca/shared';
import { useOptionRows as useSel } from '../../../lib/options-query';
import type { TProjectLookups } from '../form/form-values';

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
    lookups: { openCalls: calls.rows, sectionals: sectionals.rows, products: products.rows, countries: countries.rows },
    ready: calls.loaded && sectionals.loaded && products.loaded && countries.loaded,
  };
}
