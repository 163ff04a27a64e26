/**
 * What the execution stage's row flag ('En mora' on 'Mis Proyectos' and 'Todos los Proyectos',
 * TProjectStage.rowFlags) costs the project core's list: page 1 through the list's function without
 * any flag and with the execution's, measured turn about (pairedMediansMs), as an administrator (5 and
 * 100 per page) and as the lecturer with the most projects in execution (their 'Mis Proyectos'). Over
 * a database already loaded (npm run load-volume): BENCH_LIST_URL (PostgreSQL) or a PGlite DATA_DIR
 * (BENCH_DATA_DIR); with neither, a PGlite in memory loaded here (BENCH_PROJECTS, 20,000 unless given).
 * Figures are printed, never asserted.
 * Run: BENCH_LIST_URL=postgres://… npx tsx apps/api/bench/execution-row-flag.ts
 */
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { TProjectListQuery } from '@siiicca/shared';
import { openDatabase } from '../src/db/client';
import { queryRows } from '../src/db/query-rows';
import { executionStage } from '../src/modules/execution';
import { projectLister } from '../src/modules/projects/list-projects';
import { createTestApp } from '../test/helpers';
import { loadExecutionVolume } from './execution-volume';
import { loadProjectVolume } from './project-volume';
import { pairedMediansMs } from './timing';
import { loadStrategyVolume } from './volume';

const RUNS = Number(process.env.BENCH_RUNS ?? 41);

const url = process.env.BENCH_LIST_URL;
const dataDir = process.env.BENCH_DATA_DIR;
/** Without a loaded database: a PGlite in memory loaded here with BENCH_PROJECTS projects (20,000 unless given), 30 % started. */
async function scratchApp() {
  const projectsN = Number(process.env.BENCH_PROJECTS ?? 20_000);
  const lite = await createTestApp({}, { database: { ...(await openDatabase({ dataDir: null })), drop: async () => {} } });
  await loadStrategyVolume(lite.db, { strategies: Math.max(1000, Math.round(projectsN / 5)) });
  await loadProjectVolume(lite.db, { projects: projectsN });
  const e = await loadExecutionVolume(lite.db, { executions: Math.round(projectsN * 0.3) });
  await lite.db.execute(sql`vacuum analyze`);
  console.log(`PGlite in memory: ${projectsN.toLocaleString('en')} projects, ${e.executions.toLocaleString('en')} started, ${e.owedOverdue.toLocaleString('en')} En mora`);
  return lite;
}
const t = url || dataDir
  ? await createTestApp({}, { database: { ...(url ? await openDatabase({ url }) : await openDatabase({ dataDir: path.join(path.resolve(dataDir!), 'db') })), drop: async () => {} } })
  : await scratchApp();
try {
  const plain = projectLister([]);
  const flagged = projectLister(executionStage.rowFlags ?? []);
  const [admin] = await queryRows<{ id: number; identity: string | null }>(t.db, sql`select id, identity from users where username = 'admin'`);
  const [lecturer] = await queryRows<{ id: number; identity: string | null; n: number }>(
    t.db,
    sql`select u.id, u.identity, count(*)::int as n from projects p join users u on u.id = p.user_id
      where p.state in ('En ejecución', 'Suspendido') group by u.id, u.identity order by n desc limit 1`,
  );
  const office = { userId: admin!.id, identity: admin!.identity?.trim() || null, all: true };
  const cases: [string, typeof office, Partial<TProjectListQuery>][] = [
    ["'Todos los Proyectos' page 1, 5 per page", office, { per_page: 5 }],
    ["'Todos los Proyectos' page 1, 100 per page", office, { per_page: 100 }],
    ["'Todos los Proyectos' filtered 'En ejecución', 100 per page", office, { per_page: 100, filters: [{ field: 'state', operation: 'Igual', value: 'En ejecución' }] }],
    [`'Mis Proyectos' of a lecturer with ${lecturer?.n ?? 0} projects reporting, 100 per page`, { userId: lecturer!.id, identity: lecturer!.identity?.trim() || null, all: false }, { per_page: 100 }],
  ];
  console.log(`The execution's row flag on the project core's list (${url ? 'PostgreSQL' : 'PGlite'}), median of ${RUNS} runs each, turn about`);
  for (const [name, viewer, q] of cases) {
    const query = { page: 1, per_page: 5, ...q } as TProjectListQuery;
    const flags = (await flagged(t.db, viewer, query)).rows.filter((r) => r.flags.length).length;
    const [without, withFlag] = await pairedMediansMs(() => plain(t.db, viewer, query), () => flagged(t.db, viewer, query), RUNS);
    console.log(`  ${name.padEnd(78)} without ${without.toFixed(2).padStart(7)} ms  with ${withFlag.toFixed(2).padStart(7)} ms  x${(withFlag / without).toFixed(2)}  (${flags} rows En mora)`);
  }
} finally {
  await t.close();
}
