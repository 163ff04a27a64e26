import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  EVAL_ASSIGNMENT_API,
  type TAssign,
  type TAssignmentCall,
  type TAddEvaluator,
  type TAssignmentProject,
  type TAutoAssignResult,
  type TEvaluatorCandidate,
  type TEvaluatorChoice,
  type TEvaluatorList,
  type TInviteEvaluator,
} from '@siiicca/shared';
import { api } from '../../../lib/api-client';
import { DASHBOARD_KEY } from '../../../lib/dashboard-key';

/** Everything cached about evaluators and assignments: what a write of either may make stale. */
export const ASSIGNMENTS_KEY = ['evaluation-assignments'] as const;

export const evaluatorListQuery = (q: { page: number; per_page: number; q: string }) =>
  queryOptions({
    queryKey: [...ASSIGNMENTS_KEY, 'evaluators', q],
    queryFn: ({ signal }) => api.get<TEvaluatorList>(EVAL_ASSIGNMENT_API.evaluators, { query: q, signal }),
    placeholderData: (previous) => previous,
  });

export const evaluatorCandidatesQuery = (q: string) =>
  queryOptions({
    queryKey: [...ASSIGNMENTS_KEY, 'candidates', q],
    queryFn: ({ signal }) => api.get<TEvaluatorCandidate[]>(EVAL_ASSIGNMENT_API.people, { query: { q }, signal }),
  });

export const assignmentCallsQuery = () =>
  queryOptions({ queryKey: [...ASSIGNMENTS_KEY, 'calls'], queryFn: ({ signal }) => api.get<TAssignmentCall[]>(EVAL_ASSIGNMENT_API.calls, { signal }) });

export const callProjectsQuery = (callId: number) =>
  queryOptions({
    queryKey: [...ASSIGNMENTS_KEY, 'call', callId],
    queryFn: ({ signal }) => api.get<TAssignmentProject[]>(EVAL_ASSIGNMENT_API.callProjects(callId), { signal }),
  });

export const assignmentProjectQuery = (projectId: number) =>
  queryOptions({
    queryKey: [...ASSIGNMENTS_KEY, 'project', projectId],
    queryFn: ({ signal }) => api.get<TAssignmentProject>(EVAL_ASSIGNMENT_API.project(projectId), { signal }),
  });

export const evaluatorChoicesQuery = (projectId: number) =>
  queryOptions({
    queryKey: [...ASSIGNMENTS_KEY, 'choices', projectId],
    queryFn: ({ signal }) => api.get<TEvaluatorChoice[]>(EVAL_ASSIGNMENT_API.choices(projectId), { signal }),
  });

/** A write that refreshes every evaluator and assignment view, and the dashboard (project states). */
function useAssignmentWrite<TVariables, TData>(mutationFn: (v: TVariables) => Promise<TData>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ASSIGNMENTS_KEY });
      void queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY });
    },
  });
}

type TMessage = { message: string };

/** A user by id, or a lecturer of the academic directory who never signed in, by identification. */
export const useAddEvaluator = () => useAssignmentWrite((body: TAddEvaluator) => api.post<TMessage>(EVAL_ASSIGNMENT_API.evaluators, body));
export const useRemoveEvaluator = () => useAssignmentWrite((userId: number) => api.delete<TMessage>(EVAL_ASSIGNMENT_API.evaluator(userId)));
export const useResendInvitation = () => useAssignmentWrite((userId: number) => api.post<TMessage>(EVAL_ASSIGNMENT_API.invitation(userId)));
export const useInviteEvaluator = () => useAssignmentWrite((body: TInviteEvaluator) => api.post<TMessage>(EVAL_ASSIGNMENT_API.invite, body));
export const useAssignEvaluator = () => useAssignmentWrite((body: TAssign) => api.post<TMessage>(EVAL_ASSIGNMENT_API.assign, body));
export const useRemoveAssignment = () => useAssignmentWrite((id: number) => api.delete<TMessage>(EVAL_ASSIGNMENT_API.one(id)));
export const useAutoAssign = () => useAssignmentWrite((callId: number) => api.post<TAutoAssignResult>(EVAL_ASSIGNMENT_API.auto(callId)));
