import { LOOKUPS, type TSelSectional } from '@siiicca/shared';
import { useLookupRows } from './use-lookup-rows';

/** The active sectionals with their division → faculty → program trees (GET /api/selsectionals). */
export function useSelSectionals() {
  const { rows, loading } = useLookupRows<TSelSectional>(LOOKUPS.sectionals);
  return { sectionals: rows, loading };
}
