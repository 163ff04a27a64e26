import { useQuery } from '@tanstack/react-query';
import { LOOKUPS, type TLookupOption, type TSelSectional } from '@siiicca/shared';
import { api } from '../../../lib/api-client';
import type { TOption } from '../../../components/catalogue';

/** A selection list, cached under the same key the catalogue selects use (one request per list). */
function useSel<T>(path: string) {
  const query = useQuery({
    queryKey: [path, 'options'],
    queryFn: ({ signal }) => api.get<{ data: T[] }>(path, { signal }),
    staleTime: 60_000,
  });
  return query.data?.data ?? [];
}

export const toOptions = (rows: TLookupOption[]): TOption[] => rows.map((r) => ({ value: r.id, label: r.name }));

/** The selection lists of steps 1 to 3. */
export function useWizardLookups() {
  const sectionals = useSel<TSelSectional>(LOOKUPS.sectionals);
  const lines = useSel<TLookupOption>(LOOKUPS.investigationLines);
  const actionFields = useSel<TLookupOption>(LOOKUPS.actionFields);
  const subjects = useSel<TLookupOption>(LOOKUPS.subjects);
  return { sectionals, lines, actionFields, subjects };
}
export type TWizardLookups = ReturnType<typeof useWizardLookups>;

/** The relationship tree of one sectional (its divisions, faculties, programs, groups and hotbeds). */
export const treeOf = (lookups: TWizardLookups, sectionalId: unknown) => lookups.sectionals.find((s) => s.id === sectionalId);
