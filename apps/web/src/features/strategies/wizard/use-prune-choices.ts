import { useEffect, useRef } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { STRATEGY_API, type TLookupOption } from '@siiicca/shared';
import { optionsQuery, rowsOf } from '../../../lib/options-query';
import type { TWizardValues } from './form-values';
import { treeOf, type TWizardLookups } from './use-wizard-lookups';

type TPath = 'divisions' | 'faculties' | 'programs' | 'products';

/**
 * When the person changes a choice that others depend on (the sectional, the divisions, the
 * faculties, the kind), the choices no longer offered go: a faculty of a division taken away, the
 * products another kind does not promise. What a strategy was loaded with is left as it is.
 */
export function usePruneChoices(form: UseFormReturn<TWizardValues>, lookups: TWizardLookups, ready: boolean) {
  const queryClient = useQueryClient();
  const watched = useWatch({ control: form.control, name: ['sectional_id', 'divisions', 'faculties', 'strategy'] });
  const last = useRef<string | null>(null);

  useEffect(() => {
    const key = JSON.stringify(watched);
    if (!ready || lookups.sectionals.length === 0) return;
    const first = last.current === null;
    const changed = last.current !== key;
    last.current = key;
    if (first || !changed) return;

    const keep = (path: TPath, allowed: (id: number) => boolean) => {
      const now = (form.getValues(path) as number[] | undefined) ?? [];
      const kept = now.filter(allowed);
      if (kept.length !== now.length) form.setValue(path, kept, { shouldDirty: true });
    };
    const [sectionalId, divisions = [], faculties = [], kind] = watched;
    const tree = treeOf(lookups, sectionalId);
    const inTree = (list: { id: number }[] | undefined) => new Set((list ?? []).map((x) => x.id));
    const okDivisions = inTree(tree?.divisions);
    keep('divisions', (id) => okDivisions.has(id));
    const facultyDivision = new Map((tree?.faculties ?? []).map((f) => [f.id, f.division_id]));
    keep('faculties', (id) => divisions.includes(facultyDivision.get(id) ?? -1));
    const programFaculty = new Map((tree?.programs ?? []).map((p) => [p.id, p.faculty_id]));
    keep('programs', (id) => faculties.includes(programFaculty.get(id) ?? -1));
    const hotbed = form.getValues('research_hotbed_id');
    if (hotbed && !inTree(tree?.research_hotbeds).has(hotbed as number)) form.setValue('research_hotbed_id', null, { shouldDirty: true });

    if (kind) {
      const path = `${STRATEGY_API.products}?strategy=${encodeURIComponent(kind)}`;
      void queryClient
        .fetchQuery(optionsQuery<TLookupOption>(path))
        .then((res) => {
          const offered = new Set(rowsOf(res).map((p) => p.id));
          keep('products', (id) => offered.has(id));
        })
        .catch(() => undefined);
    }
  }, [watched, ready, lookups.sectionals]); // eslint-disable-line react-hooks/exhaustive-deps
}
