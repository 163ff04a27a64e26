import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TExecutionView } from '@siiicca/shared';
import { isApiError } from '../../../lib/api-error';
import { PROJECTS_KEY } from '../../../lib/projects-key';
import { useRefreshRecordLists } from '../../../lib/record-mutations';
import { EXECUTION_LISTS_KEY } from './execution-keys';
import { executionViewQuery } from './execution-view';

/** What every write of the execution stage answers: its message and the view as it is now. */
export type TExecutionSaved = { message: string; data: TExecutionView };

/**
 * A write of a project's execution as a mutation: the answer's view replaces the cached one, and the
 * lists that show the project's state (the stage's, the projects', the dashboard) are read again. A
 * 409 (someone changed the project since the view was read) reads the view again, so the screen
 * shows what is true now and a new attempt names the new version.
 */
export function useExecutionWrite<TBody>(projectId: number, write: (body: TBody) => Promise<TExecutionSaved>) {
  const queryClient = useQueryClient();
  const refreshLists = useRefreshRecordLists(EXECUTION_LISTS_KEY);
  const viewKey = executionViewQuery(projectId).queryKey;
  return useMutation({
    mutationFn: write,
    onSuccess: (saved) => {
      queryClient.setQueryData(viewKey, saved.data);
      refreshLists();
      void queryClient.invalidateQueries({ queryKey: PROJECTS_KEY });
    },
    onError: (err) => {
      if (isApiError(err) && err.status === 409) void queryClient.invalidateQueries({ queryKey: viewKey });
    },
  });
}
