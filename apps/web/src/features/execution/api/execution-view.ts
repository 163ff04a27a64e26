import { queryOptions, useQuery } from '@tanstack/react-query';
import { EXECUTION_API, type TExecutionView } from '@siiicca/shared';
import { api } from '../../../lib/api-client';
import { EXECUTION_KEY } from './execution-keys';

/** A project's execution view (GET EXECUTION_API.one): what it is, what it may do now, and its `version`. */
export const executionViewQuery = (projectId: number) =>
  queryOptions({
    queryKey: [...EXECUTION_KEY, 'view', projectId] as const,
    queryFn: ({ signal }) => api.get<TExecutionView>(EXECUTION_API.one(projectId), { signal }),
  });

export const useExecutionView = (projectId: number, enabled = true) => useQuery({ ...executionViewQuery(projectId), enabled });
