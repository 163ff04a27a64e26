import { queryOptions, useQuery } from '@tanstack/react-query';
import { EXECUTION_API, type TStartContext } from '@siiicca/shared';
import { api } from '../../../lib/api-client';
import { EXECUTION_KEY } from './execution-keys';

/**
 * What the start dialog needs (GET EXECUTION_API.startContext): the call's settings, the approval's
 * date and the active budget items and funding sources. Read at each opening, the catalogues may have changed.
 */
export const startContextQuery = (projectId: number) =>
  queryOptions({
    queryKey: [...EXECUTION_KEY, 'start', projectId] as const,
    queryFn: ({ signal }) => api.get<TStartContext>(EXECUTION_API.startContext(projectId), { signal }),
    staleTime: 0,
  });

export const useStartContext = (projectId: number) => useQuery(startContextQuery(projectId));
