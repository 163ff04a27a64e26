import { queryOptions, useQuery } from '@tanstack/react-query';
import { EXECUTION_REPORT_API, type TExecutionReport } from '@siiicca/shared';
import { api } from '../../../lib/api-client';
import { EXECUTION_KEY } from './execution-keys';

/** A progress report (GET EXECUTION_REPORT_API.one): its content, what it reports on, `can` and the execution's `version`. */
export const executionReportQuery = (projectId: number, reportId: number) =>
  queryOptions({
    queryKey: [...EXECUTION_KEY, 'report', projectId, reportId] as const,
    queryFn: ({ signal }) => api.get<TExecutionReport>(EXECUTION_REPORT_API.one(projectId, reportId), { signal }),
    staleTime: 0,
  });

export const useExecutionReport = (projectId: number, reportId: number) => useQuery(executionReportQuery(projectId, reportId));
