import { useEffect } from 'react';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { notifyError } from '../../lib/notify';
import type { TOpenRecord } from './use-open-record';

/**
 * The edit address of a record that may not be edited now (`?edit=<id>` typed in, bookmarked, or
 * left from before its state changed): says why, in the words of the row's disabled action, and
 * returns to the list. Reads the same query the form reads, so the record is fetched once.
 * `refusal` answers null while it lacks what it needs to decide (e.g. the list's active period).
 */
export function useEditGuard<T, K extends QueryKey>(
  open: TOpenRecord | null,
  close: () => void,
  detailQuery: (id: number | null) => UseQueryOptions<T, Error, T, K>,
  refusal: (record: T) => string | null,
) {
  const id = open && !open.readOnly ? open.id : null;
  const detail = useQuery(detailQuery(id));
  const reason = id !== null && detail.data ? refusal(detail.data) : null;
  useEffect(() => {
    if (!reason) return;
    notifyError(reason, 5000);
    close();
  }, [reason, close]);
}
