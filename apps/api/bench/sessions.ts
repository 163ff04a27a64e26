/**
 * What a session costs (issue 25), over real HTTP at CONNECTIONS concurrent keep-alive connections
 * (the clients run in a worker thread) to the product's app as it ships (default logging): GET /api/health with a bearer token next to the same route
 * anonymous (a public route must not pay for a token it does not need), and GET /api/auth/me next to
 * its session query alone (the statement loadSessionUser runs, through the same driver at the same
 * concurrency). Figures printed and added to the bench table, never asserted.
 * Run on its own: npx tsx apps/api/bench/sessions.ts  (BENCH_SESSIONS_DATABASES=postgres or pglite)
 */
import { loadSessionUser } from '../src/platform/auth/session';
import { verifyToken } from '../src/platform/auth/tokens';
import { loginAs, type TestApp } from '../test/helpers';
import { onBenchDatabases } from './scratch-postgres';
import { appAsShipped } from './shipped-server';
import { addBenchRow } from './table';
import { median } from './timing';
import { requestsPerSecond } from './http-load';

const DATABASES = (process.env.BENCH_SESSIONS_DATABASES ?? 'postgres,pglite').split(',');
const CONNECTIONS = 10;
const SECONDS = Number(process.env.BENCH_SESSIONS_SECONDS ?? 3);
const ROUNDS = 3;

const httpRate = (url: string, token: string | null) =>
  requestsPerSecond(url, token ? { authorization: `Bearer ${token}` } : {}, { connections: CONNECTIONS, seconds: SECONDS, warmUpMs: 0 });

/** `fn` kept CONNECTIONS times in flight for SECONDS, in this process: calls per second. */
async function inProcessRate(fn: () => Promise<unknown>): Promise<number> {
  let done = 0;
  const end = Date.now() + SECONDS * 1000;
  const start = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, async () => {
    while (Date.now() < end) {
      await fn();
      done++;
    }
  }));
  return done / ((performance.now() - start) / 1000);
}

async function benchOne(t: TestApp, kind: 'PostgreSQL' | 'PGlite') {
  const token = await loginAs(t, 'admin');
  const { userId, sessionId } = await verifyToken(t.deps.tokens, token);
  // The product's app as it ships (default logging, headers, compression) on the same database.
  const shipped = await appAsShipped(t.deps);
  try {
    await benchOver(t, kind, await shipped.app.listen({ host: '127.0.0.1', port: 0 }), token, userId, sessionId);
  } finally {
    await shipped.close();
  }
}

async function benchOver(t: TestApp, kind: 'PostgreSQL' | 'PGlite', base: string, token: string, userId: number, sessionId: string) {
  // Warm the routes and the statements once before timing anything.
  await httpRate(`${base}/api/auth/me`, token);
  const figures = { anon: [] as number[], withToken: [] as number[], me: [] as number[], query: [] as number[] };
  for (let round = 0; round < ROUNDS; round++) {
    figures.anon.push(await httpRate(`${base}/api/health`, null));
    figures.withToken.push(await httpRate(`${base}/api/health`, token));
    figures.me.push(await httpRate(`${base}/api/auth/me`, token));
    figures.query.push(await inProcessRate(async () => {
      if (!(await loadSessionUser(t.db, userId, sessionId))) throw new Error('session not found');
    }));
  }
  const m = { anon: median(figures.anon), withToken: median(figures.withToken), me: median(figures.me), query: median(figures.query) };
  console.log(`\nSessions on ${kind}, ${CONNECTIONS} connections, median of ${ROUNDS} × ${SECONDS} s`);
  console.log(`  GET /api/health anonymous            ${m.anon.toFixed(0).padStart(7)} req/s`);
  console.log(`  GET /api/health with a bearer token  ${m.withToken.toFixed(0).padStart(7)} req/s  (${(m.anon / m.withToken).toFixed(2)}× slower)`);
  console.log(`  GET /api/auth/me                     ${m.me.toFixed(0).padStart(7)} req/s`);
  console.log(`  its session query alone              ${m.query.toFixed(0).padStart(7)} q/s    (${(m.query / m.me).toFixed(2)}×)`);
  addBenchRow({ measure: 'GET /api/health with a bearer token (as shipped, 10 connections)', database: kind, unit: 'req/s', product: m.withToken, limit: m.anon, limitIs: 'the same route anonymous' });
  addBenchRow({ measure: 'GET /api/auth/me (as shipped, 10 connections)', database: kind, unit: 'req/s', product: m.me, limit: m.query, limitIs: 'its session query alone, 10 at once' });
}

export async function sessionsBench() {
  await onBenchDatabases('Sessions', DATABASES, (t, kind) => benchOne(t, kind === 'PostgreSQL' ? 'PostgreSQL' : 'PGlite'), 'siiicca_bench_sessions');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await sessionsBench();
  (await import('./table')).printBenchTable();
}
