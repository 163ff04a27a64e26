import { useOptionRows } from '../../lib/options-query';
import type { TOption } from './types';

/** Options of a select loaded from an endpoint that answers an array or `{ data: [...] }`. */
export function useOptions(path: string | null, map: (row: never) => TOption) {
  const { rows, loading } = useOptionRows<unknown>(path);
  return { options: rows.map((r) => map(r as never)), loading };
}
