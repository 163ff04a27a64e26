import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { DASHBOARD_MSG, type TPermission } from '@siiicca/shared';
import type { AppDeps } from '../../app-deps';
import { currentUser } from '../../plugins/auth';

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
  app.get('/dashboard', {
    config: { permission: 'authenticated' },
    schema: {
      response: {
        200: z.object({
          name: z.string(),
          stats: z.array(z.object({ key: z.string(), label: z.string(), value: z.number(), ruta: z.string().nullable() })),
        }),
      },
    },
  }, async (request) => {
    const user = currentUser(request);
    const visible = STATS.filter((s) => s.anyOf.some((p) => user.permissions.has(p)));
    const stats = [];
    for (const s of visible) {
      const result = (await deps.db.execute(s.count)) as unknown as { rows: { n: number }[] };
      const ruta = s.key === 'open_calls' && user.permissions.has('announcements.manage') ? '/announcements' : s.ruta;
      stats.push({ key: s.key, label: s.label, value: Number(result.rows[0]?.n ?? 0), ruta });
    }
    return { name: user.name, stats };
  });
};
