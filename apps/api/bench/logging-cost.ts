/**
 * What request logging at the default level costs (issue 46: at most 25 % of `/api/health`'s
 * throughput): the compiled server as it ships at LOG_LEVEL=info beside the same server at warn (which
 * writes no line per request), GET /api/health at 10 kept-alive connections, the two servers timed
 * turn about for ROUNDS rounds so a slow spell of the machine weighs on both alike; medians. Beside
 * the throughput, the server's CPU time per request (from /proc): on a machine shared with other
 * work the throughput follows the share of the cores the server gets, its CPU per request much less.
 * Run on its own: npx tsx apps/api/bench/logging-cost.ts  (BENCH_LOGGING_ROUNDS, BENCH_LOGGING_SECONDS)
 */
import fs from 'node:fs';
import os from 'node:os';
import { loadRun } from './http-load';
import { shippedDataDir, startShippedServer } from './shipped-server';
import { addBenchRow } from './table';
import { median } from './timing';

const ROUNDS = Number(process.env.BENCH_LOGGING_ROUNDS ?? 5);
const SECONDS = Number(process.env.BENCH_LOGGING_SECONDS ?? 3);

/** `dataFrom`: a DATA_DIR made by shippedDataDir (one is made and removed here if not given). */
/** The process's user and system CPU time in ms (clock ticks of 10 ms). */
const cpuMs = (pid: number) => {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

export async function loggingCostBench(dataFrom?: string) {
  const made = dataFrom ? null : await shippedDataDir();
  const data = dataFrom ?? made!.dir;
  const info = await startShippedServer({ LOG_LEVEL: 'info' }, { dataFrom: data });
  const warn = await startShippedServer({ LOG_LEVEL: 'warn' }, { dataFrom: data }).catch(async (err) => {
    await info.stop();
    throw err;
  });
  try {
    const figures = { info: [] as number[], warn: [] as number[] };
    const cpu = { info: [] as number[], warn: [] as number[] };
    const run = async (level: 'info' | 'warn') => {
      const server = level === 'info' ? info : warn;
      const before = cpuMs(server.pid);
      // No warm-up inside the run: its requests would count in the CPU time and not in the figure.
      const { perSecond, requests } = await loadRun(`${server.url}/api/health`, {}, { connections: 10, seconds: SECONDS, warmUpMs: 0 });
      figures[level].push(perSecond);
      cpu[level].push(((cpuMs(server.pid) - before) * 1000) / requests);
    };
    // One round each first, not counted: the servers' code is compiled hot before anything is timed.
    await loadRun(`${info.url}/api/health`, {}, { connections: 10, seconds: SECONDS });
    await loadRun(`${warn.url}/api/health`, {}, { connections: 10, seconds: SECONDS });
    for (let round = 0; round < ROUNDS; round++) {
      // Which level goes first alternates: neither always runs right after the other.
      for (const level of round % 2 ? (['warn', 'info'] as const) : (['info', 'warn'] as const)) await run(level);
    }
    const m = { info: median(figures.info), warn: median(figures.warn) };
    const c = { info: median(cpu.info), warn: median(cpu.warn) };
    const load = os.loadavg().map((l) => l.toFixed(1)).join(' ');
    console.log(`\nRequest logging: GET /api/health on the compiled server, 10 connections, median of ${ROUNDS} × ${SECONDS} s turn about (load average ${load})`);
    for (const level of ['info', 'warn'] as const) {
      const label = level === 'info' ? 'LOG_LEVEL=info (as shipped)' : 'LOG_LEVEL=warn';
      console.log(
        `  ${label.padEnd(28)} ${m[level].toFixed(0).padStart(7)} req/s  [${figures[level].map((f) => f.toFixed(0)).join(', ')}]  ` +
          `server CPU ${c[level].toFixed(0)} µs a request [${cpu[level].map((f) => f.toFixed(0)).join(', ')}]`,
      );
    }
    console.log(`  info / warn                  ${((m.info / m.warn) * 100).toFixed(0).padStart(7)} % of the throughput (goal: at least 75 %), ${((c.info / c.warn) * 100).toFixed(0)} % of the CPU a request`);
    addBenchRow({ measure: 'GET /api/health at LOG_LEVEL=info (compiled server, 10 connections)', database: 'PGlite', unit: 'req/s', product: m.info, limit: m.warn, limitIs: 'the same server at LOG_LEVEL=warn' });
    return { ...m, cpuInfo: c.info, cpuWarn: c.warn };
  } finally {
    await Promise.all([info.stop(), warn.stop()]);
    made?.remove();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await loggingCostBench();
