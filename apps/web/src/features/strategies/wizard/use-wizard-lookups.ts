import { LOOKUPS, type TLookupOption, type TSelSectional } from '@siiicca/shared';
import type { TOption } from '../../../components/catalogue';
import { useOptionRows } from '../../../lib/options-query';

/** A selection list, cached under the same key the catalogue selects use (one request per list). */
const useSel = <T,>(path: string) => useOptionRows<T>(path).rows;

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
