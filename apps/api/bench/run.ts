/**
 * Benchmarks that print figures (medians and ratios), never asserted in the test suite.
 * Run: npm run bench. Each case runs against a fresh in-memory PGlite with demo data.
 */
import { openDatabase } from '../src/db/client';
import { createTestApp, loginAs, bearer } from '../test/helpers';
import { median } from './timing';

type Case = { name: string; runs: number; request: () => Promise<{ statusCode: number }> };


async function measure(c: Case) {
  const times: number[] = [];
  for (let i = 0; i < c.runs; i++) {
    const start = process.hrtime.bigint();
    const res = await c.request();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
    if (res.statusCode >= 400) throw new Error(`${c.name}: HTTP ${res.statusCode}`);
  }
  return { name: c.name, runs: c.runs, median: median(times), p90: [...times].sort((a, b) => a - b)[Math.floor(times.length * 0.9)]! };
}

// Outside vitest there is no run snapshot: the bench migrates and seeds its own in-memory database.
// The sign-in case signs in 30 times from one address: more than the default sign-in limit allows in a minute.
const t = await createTestApp({ LOGIN_REQUESTS_PER_MINUTE: '100000' }, { database: { ...(await openDatabase({ dataDir: null })), drop: async () => {} } });
try {
  const admin = await loginAs(t, 'admin');
  const cases: Case[] = [
    { name: 'GET /api/health', runs: 200, request: () => t.app.inject('/api/health') },
    { name: 'GET /api/auth/me (token + session + permissions)', runs: 200, request: () => t.app.inject({ url: '/api/auth/me', headers: bearer(admin) }) },
    {
      name: 'POST /api/auth/login (argon2id verify)',
      runs: 30,
      request: () => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'admin', password: 'Admin#2026', type: 'adm' } }),
    },
  ];
  for (const extra of (await import('./cases')).benchCases(t, admin)) cases.push(extra);
  const results = [];
  for (const c of cases) results.push(await measure(c));
  const base = results[0]!.median;
  console.log('case'.padEnd(60), 'runs', 'median ms', 'p90 ms', 'x health');
  for (const r of results) {
    console.log(r.name.padEnd(60), String(r.runs).padStart(4), r.median.toFixed(2).padStart(9), r.p90.toFixed(2).padStart(7), (r.median / base).toFixed(1).padStart(8));
  }
} finally {
  await t.close();
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
