import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  RESEARCHER_API, WORKS_API, type TListResponse, type TProductCountRow, type TProductCountsQuery, type TResearcherProfile,
  type TResearcherRow, type TResearcherWorks,
} from '@siiicca/shared';
import { api, apiDownload, type TDownloadProgress } from '../../../../lib/api-client';

/** 'Perfil del investigador' and the office's screens (apps/api/src/modules/researchers). */
export const RESEARCHERS_KEY = ['researchers'] as const;

export const profileQuery = (user: number | 'me') =>
  queryOptions({
    queryKey: [...RESEARCHERS_KEY, 'profile', user] as const,
    queryFn: ({ signal }) => api.get<TResearcherProfile>(RESEARCHER_API.profile(user), { signal }),
  });

/** The works imported from ORCID (part A's route), grouped by their Minciencias type. */
export const worksQuery = (user: number | 'me') =>
  queryOptions({
    queryKey: [...RESEARCHERS_KEY, 'works', user] as const,
    queryFn: ({ signal }) => api.get<TResearcherWorks>(WORKS_API.works(user), { signal }),
  });

export const researchersQuery = (q: { q?: string; page: number; per_page: number }) =>
  queryOptions({
    queryKey: [...RESEARCHERS_KEY, 'list', q] as const,
    queryFn: ({ signal }) =>
      api.get<TListResponse<TResearcherRow>>(RESEARCHER_API.list, { query: { ...(q.q ? { q: q.q } : {}), page: String(q.page), per_page: String(q.per_page) }, signal }),
    placeholderData: keepPreviousData,
  });

export const productCountsQuery = (q: TProductCountsQuery) =>
  queryOptions({
    queryKey: [...RESEARCHERS_KEY, 'counts', q] as const,
    queryFn: ({ signal }) => api.get<{ data: TProductCountRow[] }>(RESEARCHER_API.counts, { query: q, signal }),
    placeholderData: keepPreviousData,
  });

export const downloadProducts = (user: number, onProgress: (p: TDownloadProgress) => void) =>
  apiDownload(RESEARCHER_API.productsExport(user), 'productos_investigador.xlsx', { onProgress });

export const downloadProductCounts = (q: TProductCountsQuery, onProgress: (p: TDownloadProgress) => void) =>
  apiDownload(RESEARCHER_API.countsExport, 'productos_por_facultad_y_grupo.xlsx', { query: q, onProgress });
