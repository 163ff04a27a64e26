import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { DASHBOARD_KEY } from './dashboard-key';

/**
 * What every write of a record (strategy, project) refreshes: the type's lists, every page and
 * scope (a row may move between them), and the dashboard, which counts the same records (its
 * Borrador figure among them).
 */
export function useRefreshRecordLists(listsKey: QueryKey) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: listsKey });
    void queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY });
  };
}

/**
 * A write of a record as a mutation that refreshes the lists (useRefreshRecordLists) once it has
 * succeeded or, with `'settled'`, also after a refusal (someone else may have acted first). The
 * callers keep their own messages and dialogs.
 */
export function useRecordWrite<TVariables, TData>(
  listsKey: QueryKey,
  mutationFn: (variables: TVariables) => Promise<TData>,
  refreshOn: 'success' | 'settled' = 'success',
) {
  const refresh = useRefreshRecordLists(listsKey);
  return useMutation({ mutationFn, ...(refreshOn === 'success' ? { onSuccess: refresh } : { onSettled: refresh }) });
}
