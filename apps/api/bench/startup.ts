/**
 * Start time and memory of the server process: `npm start` as a user runs it (its build check, then
 * the compiled server in the same process), the compiled JavaScript alone (`node
 * apps/api/dist/main.js`) and the previous runtime (TypeScript through tsx). Cold is the first start
 * on an empty DATA_DIR (creating, migrating and seeding the embedded database, demo data included);
 * warm is a restart on the same data. Resident memory is read from /proc after 50 requests. The
 * bench table gets npm start's times and the compiled server's memory beside issue 25's goals
 * (cold under 8 s, warm under 2.5 s, under 300 MB on PGlite). BENCH_STARTUP_ROUNDS: rounds (3).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { compileServer, COMPILED_SERVER, REPO_ROOT, startServerProcess } from '../test/server-process';
import { addBenchRow } from './table';

type Runtime = { name: string; cmd: string; args: string[] };
const NPM_START = 'npm start (build check + compiled server)';
const RUNTIMES: Runtime[] = [
  { name: NPM_START, cmd: 'npm', args: ['start', '--silent'] },
  { name: 'compiled (node dist/main.js)', cmd: process.execPath, args: [COMPILED_SERVER] },
  { name: 'tsx (node --import tsx src/main.ts)', cmd: process.execPath, args: ['--import', 'tsx', path.join(REPO_ROOT, 'apps/api/src/main.ts')] },
];
const ROUNDS = Number(process.env.BENCH_STARTUP_ROUNDS ?? 3);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

async function once(runtime: Runtime, dataDir: string) {
  const started = process.hrtime.bigint();
  const server = await startServerProcess({ DATA_DIR: dataDir }, runtime);
  const readyMs = Number(process.hrtime.bigint() - started) / 1e6;
  for (let i = 0; i < 50; i++) await (await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'nadie', password: 'clave-de-prueba', type: 'adm' }),
  })).text();
  // npm's own process is not the server's: its memory is read from the compiled server's runs.
  const rss = runtime.name === NPM_START ? Number.NaN : rssMb(server.proc.pid!);
  server.proc.kill('SIGTERM');
  await server.exited;
  return { readyMs, rss };
}

export async function startupBench() {
  await compileServer();
  // What npm start would build first is built now (and stamped), so its figures are a start's, not a build's.
  const built = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: REPO_ROOT, encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`build failed: ${built.stderr}`);
  console.log(`\nserver start (median of ${ROUNDS}; cold = empty DATA_DIR, warm = restart on it)`);
  console.log('runtime'.padEnd(40), 'cold ms', 'warm ms', 'RSS MB (warm)');
  const results: Record<string, { cold: number; warm: number; rss: number }> = {};
  for (const runtime of RUNTIMES) {
    const cold: number[] = [];
    const warm: number[] = [];
    const rss: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'siiicca-bench-'));
      try {
        cold.push((await once(runtime, dir)).readyMs);
        const again = await once(runtime, dir);
        warm.push(again.readyMs);
        rss.push(again.rss);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    }
    results[runtime.name] = { cold: median(cold), warm: median(warm), rss: median(rss) };
    const r = results[runtime.name]!;
    console.log(runtime.name.padEnd(40), r.cold.toFixed(0).padStart(7), r.warm.toFixed(0).padStart(7), (Number.isNaN(r.rss) ? '-' : r.rss.toFixed(0)).padStart(13));
  }
  const npmStart = results[NPM_START]!;
  const [, compiled, tsx] = RUNTIMES.map((r) => results[r.name]!);
  const goal = 'the goal (issue 25)';
  addBenchRow({ measure: 'npm start, cold (empty DATA_DIR: migrations, demo seed)', database: 'PGlite', unit: 's', product: npmStart.cold / 1000, limit: 8, limitIs: goal });
  addBenchRow({ measure: 'npm start, warm (restart on the same data)', database: 'PGlite', unit: 's', product: npmStart.warm / 1000, limit: 2.5, limitIs: goal });
  addBenchRow({ measure: 'server RSS after start and 50 requests (node dist/main.js)', database: 'PGlite', unit: 'MB', product: compiled!.rss, limit: 300, limitIs: goal });
  console.log(
    `compiled / tsx: cold ${(compiled!.cold / tsx!.cold).toFixed(2)}, warm ${(compiled!.warm / tsx!.warm).toFixed(2)}, RSS ${(compiled!.rss / tsx!.rss).toFixed(2)}`,
  );
}
