import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useListUrlState, type TListUrlSpec } from '../filters';
import { useSelection } from '../selection';
import type { TRow } from '../catalogue/types';
import { useOpenRecord } from './use-open-record';

/**
 * The state every record list page holds (strategies, projects; evaluations next): search, page,
 * sort and filters in the page address, the record open in the form (also in the address), the
 * row asked to be deleted or whose history is shown, the selection mode, and 'Actualizar', which
 * reloads the type's lists (`listsKey`). The page reads its list with `listUrl` and hands the whole
 * state to RecordListPage.
 */
export function useRecordList<Row extends TRow>(spec: TListUrlSpec, listsKey: readonly unknown[], checkboxLabel: (row: TRow) => string) {
  const queryClient = useQueryClient();
  const listUrl = useListUrlState(spec);
  const record = useOpenRecord();
  const selection = useSelection(checkboxLabel);
  const [toDelete, setToDelete] = useState<Row | null>(null);
  const [historyOf, setHistoryOf] = useState<Row | null>(null);
  const refresh = useCallback(() => void queryClient.invalidateQueries({ queryKey: listsKey }), [queryClient, listsKey]);
  return { listUrl, record, selection, refresh, toDelete, askDelete: setToDelete, historyOf, showHistory: setHistoryOf };
}

export type TRecordListState<Row extends TRow> = ReturnType<typeof useRecordList<Row>>;
