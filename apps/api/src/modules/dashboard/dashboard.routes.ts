import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql, type SQL } from 'drizzle-orm';
import { DASHBOARD_MSG, ZDashboardSchema, todayInBogota, type TPermission } from '@siiicca/shared';
import type { AppDeps } from '../../app-deps';
import { currentUser } from '../../plugins/auth';
import { dashboardFigures } from './dashboard-queries';

/** Calls open today, in the university's calendar (Bogotá). */
const today = sql.raw(`(now() at time zone 'America/Bogota')::date`);

type Stat = { key: string; label: string; anyOf: TPermission[]; ruta: string | null; count: SQL };

/** The landing page's figures: each shown only to users who may see what it counts. */
const STATS: Stat[] = [
  { key: 'open_calls', label: DASHBOARD_MSG.openCalls, anyOf: ['announcements.manage', 'lookups.read'], ruta: null, count: sql`select count(*)::int as n from announcements where state and fecha_inicio <= ${today} and fecha_fin >= ${today}` },
  { key: 'users', label: DASHBOARD_MSG.users, anyOf: ['users.manage'], ruta: '/users', count: sql`select count(*)::int as n from users where active` },
  { key: 'roles', label: DASHBOARD_MSG.roles, anyOf: ['profiles.manage'], ruta: '/profiles', count: sql`select count(*)::int as n from roles` },
  { key: 'sectionals', label: DASHBOARD_MSG.sectionals, anyOf: ['sectionals.manage'], ruta: '/sectionals', count: sql`select count(*)::int as n from sectionals where active` },
  { key: 'programs', label: DASHBOARD_MSG.programs, anyOf: ['programs.manage'], ruta: '/programs', count: sql`select count(*)::int as n from programs where active` },
  { key: 'groups', label: DASHBOARD_MSG.groups, anyOf: ['investigation_groups.manage'], ruta: '/investigation_groups', count: sql`select count(*)::int as n from investigation_groups where active` },
  { key: 'hotbeds', label: DASHBOARD_MSG.hotbeds, anyOf: ['research_hotbeds.manage'], ruta: '/research_hotbeds', count: sql`select count(*)::int as n from research_hotbeds where active` },
];

export const dashboardRoutes = (deps: AppDeps): FastifyPluginAsyncZod => async (app) => {
  /**
   * The landing page in one answer and one statement (dashboard-queries.ts): the figures, the charts
   * of readers of every strategy or project, the open calls, and a lecturer's own figures and
   * attention list; each part null (or empty) for users who may not see what it counts.
   */
  app.get('/dashboard', {
    config: { permission: 'authenticated' },
    schema: { response: { 200: ZDashboardSchema } },
  }, async (request) => {
    const user = currentUser(request);
    const has = (p: TPermission) => user.permissions.has(p);
    const visible = STATS.filter((s) => s.anyOf.some(has));
    const figures = await dashboardFigures(
      deps.db,
      {
        userId: user.id,
        identity: user.identity?.trim() || null,
        strategiesAll: has('strategies.all'),
        projectsAll: has('projects.all'),
        strategiesOwn: has('strategies.own'),
        projectsOwn: has('projects.own'),
        evaluationsOwn: has('evaluations.own'),
        executionManage: has('execution.manage'),
        today: todayInBogota(),
      },
      visible.map((s) => ({ key: s.key, count: s.count })),
    );
    const stats = visible.map((s) => ({
      key: s.key,
      label: s.label,
      value: Number(figures.stats[s.key] ?? 0),
      ruta: s.key === 'open_calls' && has('announcements.manage') ? '/announcements' : s.ruta,
    }));
    return { name: user.name, stats, charts: figures.charts, open_calls: figures.open_calls, mine: figures.mine, evaluator: figures.evaluator, execution: figures.execution };
  });
};
