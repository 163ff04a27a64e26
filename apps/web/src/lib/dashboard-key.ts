/**
 * The dashboard's query key, shared by its query (features/dashboard) and the writes that change
 * what it counts (a strategy's or a project's): they read it again after each of them.
 */
export const DASHBOARD_KEY = ['dashboard'] as const;
