import { useOptionRows } from '../../lib/options-query';

/** The rows of a selection list (`{ data: [...] }`), same cache key as the selects' `useOptions`. */
export function useLookupRows<T>(path: string, enabled = true) {
  const { rows, loading, error } = useOptionRows<T>(path, enabled);
  return { rows, loading, error };
}
