import { useCallback, useMemo, useState } from 'react';
import type { TStrategyRow, TStrategySelection } from '@siiicca/shared';
import type { TListSelection, TRow } from '../../../components/catalogue';
import type { TStrategyScope } from '../api/strategy-list';

/** The list's current query: what 'Seleccionar todas' chooses. */
export type TListQuery = { q?: string; filters?: string };

const checkboxLabel = (row: TRow) => {
  const s = row as TStrategyRow;
  return `Seleccionar ${s.name || 'estrategia sin nombre'} (Id ${s.id})`;
};

/**
 * Selection mode of the strategy lists: the rows ticked on any page, or every strategy the list's
 * search and filters match ('Seleccionar todas'), for the bulk downloads.
 */
export function useStrategySelection() {
  const [active, setActive] = useState(false);
  const [ids, setIds] = useState<ReadonlySet<number>>(new Set());
  const [all, setAll] = useState(false);

  const start = useCallback(() => setActive(true), []);
  const stop = useCallback(() => {
    setActive(false);
    setIds(new Set());
    setAll(false);
  }, []);
  const selectAll = useCallback(() => setAll(true), []);

  const table = useMemo<TListSelection | undefined>(
    () =>
      active
        ? {
            ids,
            all,
            // Unticking a row while all are chosen keeps the rest of the page ticked (and leaves 'all').
            onChange: (next) => {
              setAll(false);
              setIds(new Set([...next].map(Number)));
            },
            label: checkboxLabel,
          }
        : undefined,
    [active, ids, all],
  );

  /** What the bulk downloads send, or null when nothing is chosen. */
  const toSelection = useCallback(
    (scope: TStrategyScope, query: TListQuery): TStrategySelection | null => {
      if (all) return { all: true, scope, ...(query.q && { q: query.q }), ...(query.filters && { filters: query.filters }) };
      return ids.size ? { ids: [...ids] } : null;
    },
    [all, ids],
  );

  return { active, all, count: (total: number) => (all ? total : ids.size), start, stop, selectAll, table, toSelection };
}
export type TStrategySelectionState = ReturnType<typeof useStrategySelection>;
