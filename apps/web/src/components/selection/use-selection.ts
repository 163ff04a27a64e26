import { useCallback, useMemo, useState } from 'react';
import type { TSelection } from '@siiicca/shared';
import type { TListSelection, TRow } from '../catalogue';

/** The list's current query: what 'Seleccionar todas' chooses. */
export type TListQuery = { q?: string; filters?: string };

/** Whose list a selection of 'all' reads (the API's `scope`). */
export type TSelectionScope = Extract<TSelection, { all: true }>['scope'];

/**
 * Selection mode of a server-paged list: the rows ticked on any page, or every record the list's
 * search and filters match ('Seleccionar todas'), for the bulk downloads. `label` names a card's
 * checkbox for screen readers ('Seleccionar <name> (Id n)').
 */
export function useSelection(label: (row: TRow) => string) {
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
            label,
          }
        : undefined,
    [active, ids, all, label],
  );

  /** What the bulk downloads send, or null when nothing is chosen. */
  const toSelection = useCallback(
    (scope: TSelectionScope, query: TListQuery): TSelection | null => {
      if (all) return { all: true, scope, ...(query.q && { q: query.q }), ...(query.filters && { filters: query.filters }) };
      return ids.size ? { ids: [...ids] } : null;
    },
    [all, ids],
  );

  return { active, all, count: (total: number) => (all ? total : ids.size), start, stop, selectAll, table, toSelection };
}
export type TSelectionState = ReturnType<typeof useSelection>;
