import { queryOptions } from '@tanstack/react-query';
import { PROJECT_API, type TProjectDetail } from '@siiicca/shared';
import { api } from '../../../lib/api-client';

/** Every cached project (lists and details): what a change to one project may make stale. */
export const PROJECTS_KEY = ['projects'] as const;

/** The whole project, as the form edits it (GET PROJECT_API.one). */
export const fetchProject = (id: number, signal?: AbortSignal) => api.get<TProjectDetail>(PROJECT_API.one(id), { signal });

/**
 * The project the form opens (key and fetcher). Read once per opening and after each save; a
 * refetch on focus would replace the work in the form, and a closed form keeps nothing (gcTime 0).
 */
export const projectDetailQuery = (id: number | null) =>
  queryOptions({
    queryKey: [...PROJECTS_KEY, 'detail', id] as const,
    queryFn: ({ signal }) => fetchProject(id!, signal),
    enabled: id !== null,
    gcTime: 0,
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
  });
