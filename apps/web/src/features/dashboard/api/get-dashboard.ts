import { queryOptions, useQuery } from '@tanstack/react-query';
import { DASHBOARD_API, type TDashboard } from '@siiicca/shared';
import { api } from '../../../lib/api-client';
import { DASHBOARD_KEY } from '../../../lib/dashboard-key';

export type { TAttentionItem, TBudgetByCall, TChart, TChartPoint, TDashboard, TExecutionDashboard, TOpenCall } from '@siiicca/shared';
export type TDashboardStat = TDashboard['stats'][number];

export const dashboardQuery = () =>
  queryOptions({
    queryKey: DASHBOARD_KEY,
    queryFn: ({ signal }) => api.get<TDashboard>(DASHBOARD_API, { signal }),
  });

export const useDashboard = () => useQuery(dashboardQuery());
