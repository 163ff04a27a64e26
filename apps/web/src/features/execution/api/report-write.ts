import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TExecutionReport } from '@siiicca/shared';
import { isApiError } from '../../../lib/api-error';
import { PROJECTS_KEY } from '../../../lib/projects-key';
import { useRefreshRecordLists } from '../../../lib/record-mutations';
import { EXECUTION_LISTS_KEY } from './execution-keys';
import { executionReportQuery } from './execution-report';
import { executionViewQuery } from './execution-view';

/** What every write of a report answers: its message and the report as it is now. */
export type TReportSaved = { message: string; data: TExecutionReport };

/**
 * A write of a progress report as a mutation: the answer replaces the cached report; the project's
 * view (its version, the schedule's states, the executed budget) and the lists showing its arrears and
 * % executed are read again. A 409 reads the report again (its new version and state).
 */
export function useReportWrite<TBody>(projectId: number, reportId: number, write: (body: TBody) => Promise<TReportSaved>) {
  const queryClient = useQueryClient();
  const refreshLists = useRefreshRecordLists(EXECUTION_LISTS_KEY);
  const reportKey = executionReportQuery(projectId, reportId).queryKey;
  const refreshView = () => void queryClient.invalidateQueries({ queryKey: executionViewQuery(projectId).queryKey });
  return useMutation({
    mutationFn: write,
    onSuccess: (saved) => {
      queryClient.setQueryData(reportKey, saved.data);
      refreshView();
      refreshLists();
      void queryClient.invalidateQueries({ queryKey: PROJECTS_KEY });
    },
    onError: (err) => {
      if (!isApiError(err) || err.status !== 409) return;
      void queryClient.invalidateQueries({ queryKey: reportKey });
      refreshView();
    },
  });
}
