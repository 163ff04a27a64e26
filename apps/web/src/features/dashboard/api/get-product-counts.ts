import { queryOptions } from '@tanstack/react-query';
import { RESEARCHER_API, type TProductCountRow, type TProductCountsQuery } from '@siiicca/shared';
import { api } from '../../../lib/api-client';
import { DASHBOARD_KEY } from '../../../lib/dashboard-key';

/** The office's products delivered by faculty, group and year (researchers.read), for the dashboard's chart. */
export const productCountsQuery = (q: TProductCountsQuery) =>
  queryOptions({
    queryKey: [...DASHBOARD_KEY, 'product-counts', q] as const,
    queryFn: ({ signal }) => api.get<{ data: TProductCountRow[] }>(RESEARCHER_API.counts, { query: q, signal }),
  });
