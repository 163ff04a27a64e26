import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type TDashboardStat = { key: string; label: string; value: number; ruta: string | null };
export type TDashboard = { name: string; stats: TDashboardStat[] };

export const dashboardQuery = () =>
  queryOptions({
    queryKey: ['dashboard'],
    queryFn: ({ signal }) => api.get<TDashboard>('/api/dashboard', { signal }),
  });

export const useDashboard = () => useQuery(dashboardQuery());
