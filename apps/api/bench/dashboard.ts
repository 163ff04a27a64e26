/**
 * The dashboard at a university's scale: BENCH_STRATEGIES strategies (default 100,000: volume.ts)
 * and BENCH_PROJECTS projects (as many: project-volume.ts),
 * on PostgreSQL (a scratch database, when a server answers) and on PGlite. Medians of RUNS of
 * GET /api/dashboard for an administrator (every chart, the open calls and their own figures),
 * next to the statement alone (dashboardFigures) and GET /api/auth/me (the floor of a signed-in
 * request). Figures are printed, never asserted.
 * Run on its own: npx tsx apps/api/bench/dashboard.ts  (BENCH_STRATEGIES=20000 for a quicker run,
 * BENCH_DASHBOARD_DATABASES=postgres or pglite for one of them)
 */
import { sql } from 'drizzle-orm';
import { todayInBogota } from '@siiicca/shared';
import { queryRows } from '../src/db/query-rows';
import { dashboardFigures } from '../src/modules/dashboard/dashboard-queries';
import { bearer, loginAs, type TestApp } from '../test/helpers';
import { loadStrategyVolume } from './volume';
import { loadProjectVolume } from './project-volume';
import { onBenchDatabases } from './scratch-postgres';
import { median } from './timing';
import { addBenchRow } from './table';

const SIZE = Number(process.env.BENCH_STRATEGIES ?? 100_000);
const PROJECTS = Number(process.env.BENCH_PROJECTS ?? SIZE);
const DATABASES = (process.env.BENCH_DASHBOARD_DATABASES ?? 'postgres,pglite').split(',');
const RUNS = 30;

async function benchOne(kind: string, t: TestApp) {
  const loaded = await loadStrategyVolume(t.db, { strategies: SIZE });
  await loadProjectVolume(t.db, { projects: PROJECTS });
  // What autovacuum does on a server after a bulk load; PGlite has no autovacuum.
  await t.db.execute(sql`vacuum analyze`);
  const [admin] = await queryRows<{ id: number; identity: string | null }>(t.db, sql`select id, identity from users where username = 'admin'`);
  const token = await loginAs(t, 'admin');
  const viewer = { userId: admin!.id, identity: admin!.identity, strategiesAll: true, projectsAll: true, strategiesOwn: true, projectsOwn: true, evaluationsOwn: true, executionManage: true, today: todayInBogota() };
  const cases = {
    api: async () => {
      const res = await t.app.inject({ url: '/api/dashboard', headers: bearer(token) });
      if (res.statusCode !== 200) throw new Error(`GET /api/dashboard: HTTP ${res.statusCode} ${res.body.slice(0, 200)}`);
    },
    statement: () => dashboardFigures(t.db, viewer, []),
    me: () => t.app.inject({ url: '/api/auth/me', headers: bearer(token) }),
  };
  // Interleaved, so that a busier moment of the machine weighs on the three alike.
  const times = { api: [] as number[], statement: [] as number[], me: [] as number[] };
  for (let i = 0; i <= RUNS; i++) {
    for (const key of ['api', 'statement', 'me'] as const) {
      const start = process.hrtime.bigint();
      await cases[key]();
      // The first round warms (plans, caches) and is not counted.
      if (i > 0) times[key].push(Number(process.hrtime.bigint() - start) / 1e6);
    }
  }
  const [api, statement, me] = [median(times.api), median(times.statement), median(times.me)];
  const [projects] = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from projects`);
  console.log(`\nDashboard on ${kind}: ${loaded.strategies.toLocaleString('en')} strategies and ${projects!.n.toLocaleString('en')} projects, loaded in ${(loaded.ms / 1000).toFixed(0)} s, median of ${RUNS} runs`);
  console.log(`  ${'GET /api/dashboard (administrator: 8 charts, open calls, own figures)'.padEnd(76)} ${api.toFixed(2).padStart(8)} ms`);
  console.log(`  ${'  its statement alone (dashboardFigures)'.padEnd(76)} ${statement.toFixed(2).padStart(8)} ms`);
  console.log(`  ${'GET /api/auth/me (the floor of a signed-in request)'.padEnd(76)} ${me.toFixed(2).padStart(8)} ms`);
  const size = `${Math.round(loaded.strategies / 1000)}k strategies, ${Math.round(projects!.n / 1000)}k projects`;
  const database = kind.startsWith('PostgreSQL') ? 'PostgreSQL' : 'PGlite';
  addBenchRow({ measure: `GET /api/dashboard, administrator (${size})`, database, unit: 'ms', product: api, limit: statement, limitIs: 'its statement alone (dashboardFigures)' });
}

export async function dashboardBench() {
  await onBenchDatabases('Dashboard', DATABASES, (t, kind) => benchOne(kind, t), 'siiicca_bench_dash');
}

if (import.meta.url === `file://${process.argv[1]}`) await dashboardBench();
