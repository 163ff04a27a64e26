/**
 * Benchmarks that print figures (medians and ratios), never asserted in the test suite.
 * Run: npm run bench. The first cases run twice, turn about: over HTTP against the product as it
 * ships (the compiled server, default logging, security headers, compression: shipped-server.ts), and
 * in-process through `app.inject` on an app over an in-memory PGlite with the same demo data and no
 * logging (the route's own work); then what request logging costs (logging-cost.ts).
 */
import os from 'node:os';
import { openDatabase } from '../src/db/client';
import { createTestApp, loginAs, bearer } from '../test/helpers';
import { oneAtATimeBesideMs } from './http-load';
import { loggingCostBench } from './logging-cost';
import { shippedDataDir, startShippedServer } from './shipped-server';
import { addBenchRow } from './table';

type Case = { name: string; runs: number; path: string; signedIn?: boolean; body?: Record<string, string> };

const ADMIN = { email: 'admin', password: 'Admin#2026', type: 'adm' };
// The sign-in case signs in 30 times from one address: more than the default sign-in limit allows in a minute.
const LIMITS = { LOGIN_REQUESTS_PER_MINUTE: '100000' };

/**
 * The administrator's token on the shipped server, past the step its demo asks first (accept the
 * privacy notice; the test apps' seeds have it accepted).
 */
async function signInShipped(base: string) {
  const post = (path: string, body: unknown, token?: string) =>
    fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? bearer(token) : {}) }, body: JSON.stringify(body) });
  const token = ((await (await post('/api/auth/login', ADMIN)).json()) as { token: { access_token: string } }).token.access_token;
  const status = (await (await fetch(`${base}/api/privacy/notice`, { headers: bearer(token) })).json()) as { notice: { version: number } | null; accepted_at: string | null };
  if (status.notice && !status.accepted_at) {
    const accepted = await post('/api/privacy/notice/accept', { version: status.notice.version }, token);
    if (!accepted.ok) throw new Error(`accepting the privacy notice: HTTP ${accepted.status}`);
  }
  return token;
}

const data = await shippedDataDir();
// Outside vitest there is no run snapshot: the in-process app migrates and seeds its own in-memory database.
try {
  await shippedCases();
  await loggingCostBench(data.dir);
} finally {
  data.remove();
}

/** Each case over HTTP against the shipped server, turn about with the same request in-process. */
async function shippedCases() {
  const t = await createTestApp(LIMITS, { database: { ...(await openDatabase({ dataDir: null })), drop: async () => {} } });
  const server = await startShippedServer(LIMITS, { dataFrom: data.dir }).catch(async (err) => {
    await t.close();
    throw err;
  });
  try {
    const admin = await loginAs(t, 'admin');
    const shippedAdmin = await signInShipped(server.url);
    const cases: Case[] = [
      { name: 'GET /api/health', runs: 200, path: '/api/health', signedIn: false },
      { name: 'GET /api/auth/me (token + session + permissions)', runs: 200, path: '/api/auth/me' },
      { name: 'POST /api/auth/login (argon2id verify)', runs: 30, path: '/api/auth/login', signedIn: false, body: ADMIN },
      ...(await import('./cases')).benchCases(),
    ];
    console.log(`\nrequests over HTTP (compiled server as shipped, one at a time, kept-alive) beside in-process (app.inject), turn about; load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
    console.log('case'.padEnd(60), 'runs', 'HTTP ms', 'in-process ms', 'HTTP / in-process');
    for (const c of cases) {
      const signedIn = c.signedIn ?? true;
      const inProcess = async () => {
        const res = await t.app.inject({ method: c.body ? 'POST' : 'GET', url: c.path, headers: signedIn ? bearer(admin) : {}, payload: c.body });
        if (res.statusCode >= 400) throw new Error(`${c.name}: HTTP ${res.statusCode}`);
      };
      const [overHttp, local] = await oneAtATimeBesideMs(`${server.url}${c.path}`, signedIn ? bearer(shippedAdmin) : {}, inProcess, c.runs, c.body);
      console.log(c.name.padEnd(60), String(c.runs).padStart(4), overHttp.toFixed(2).padStart(7), local.toFixed(2).padStart(13), `${(overHttp / local).toFixed(2)}×`.padStart(17));
      addBenchRow({ measure: `${c.name} over HTTP (as shipped)`, database: 'PGlite', unit: 'ms', product: overHttp, limit: local, limitIs: 'the same request in-process (app.inject, no logging)' });
    }
  } finally {
    await server.stop();
    await t.close();
  }
}

await (await import('./startup')).startupBench();
await (await import('./bundle')).bundleBench();
await (await import('./large-list')).largeListBench();
await (await import('./strategies')).strategiesBench();
await (await import('./strategy-exports')).strategyExportsBench();
// Strategy and project PDFs filled to their bounds (issue 22).
await (await import('./pdf-render')).pdfRenderBench();
// The strategies' and projects' lists at 100,000 records each (BENCH_STRATEGIES, BENCH_PROJECTS).
await (await import('./record-lists')).recordListsBench();
await (await import('./dashboard')).dashboardBench();
await (await import('./sessions')).sessionsBench();
await (await import('./health-under-saves')).healthUnderSavesBench();
await (await import('./evaluation-assignment')).evaluationAssignmentBench();
// The 'Auditoría' list at 1,000,000 lines of the security audit trail (BENCH_AUDIT_EVENTS).
await (await import('./audit-list')).auditListBench();

// Last: the one table of every measure beside its floor (table.ts), on each database.
(await import('./table')).printBenchTable();
