import { queryOptions } from '@tanstack/react-query';
import { DOI_API, DOI_MSG, WORKS_API, type TDoiWork, type TResearcherWorks } from '@siiicca/shared';
import { api } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';

/** The work Crossref registers under a DOI (GET /api/works/doi/{doi}), with its mapped Minciencias type. */
export const lookUpDoi = (doi: string) => api.get<TDoiWork>(DOI_API.lookup(doi));

/**
 * What the row says when the look-up fails: the server's Spanish reason (an unknown DOI, Crossref busy
 * or unreachable), or the unreachable message when the API itself did not answer. Null when the client
 * already told the user (an ended session, a permission taken away).
 */
export function lookUpFailure(error: unknown): string | null {
  if (!isApiError(error)) return DOI_MSG.unavailable;
  if (error.handled) return null;
  return [400, 404, 503].includes(error.status) && error.message ? error.message : DOI_MSG.unavailable;
}

/** The signed-in owner's imported works ('Elegir de mis obras'); the same key as the researcher profile's, so one cache. */
export const ownWorksQuery = () =>
  queryOptions({
    queryKey: ['researchers', 'works', 'me'] as const,
    queryFn: ({ signal }) => api.get<TResearcherWorks>(WORKS_API.works('me'), { signal }),
  });
