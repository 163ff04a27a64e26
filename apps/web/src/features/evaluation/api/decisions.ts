import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { EVAL_DECISION_API, type TCallResults, type TDecisionInput, type TEvalCall, type TProjectDecision, type TProjectResults } from '@siiicca/shared';
import { api, apiDownload } from '../../../lib/api-client';
import { DASHBOARD_KEY } from '../../../lib/dashboard-key';

/** Everything cached about results and decisions: what a decision makes stale. */
export const RESULTS_KEY = ['evaluation-results'] as const;

export const evaluatedCallsQuery = () =>
  queryOptions({ queryKey: [...RESULTS_KEY, 'calls'], queryFn: ({ signal }) => api.get<{ data: TEvalCall[] }>(EVAL_DECISION_API.calls, { signal }).then((r) => r.data) });

export const callResultsQuery = (callId: number) =>
  queryOptions({ queryKey: [...RESULTS_KEY, 'call', callId], queryFn: ({ signal }) => api.get<TCallResults>(EVAL_DECISION_API.callResults(callId), { signal }) });

export const projectResultsQuery = (projectId: number) =>
  queryOptions({ queryKey: [...RESULTS_KEY, 'project', projectId], queryFn: ({ signal }) => api.get<TProjectResults>(EVAL_DECISION_API.projectResults(projectId), { signal }) });

/** The decision: results, the project lists and the dashboard are read again. */
export function useDecide(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TDecisionInput) => api.post<{ message: string; data: { state: TProjectDecision } }>(EVAL_DECISION_API.decide(projectId), body),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: RESULTS_KEY });
      void queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY });
    },
  });
}

/** The acta de aprobación of an approved project, named by the server. */
export const downloadApprovalRecord = (projectId: number) => apiDownload(EVAL_DECISION_API.acta(projectId), `acta_aprobacion_${projectId}.pdf`);
