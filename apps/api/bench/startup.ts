/**
 * Start time and memory of the server process: the compiled JavaScript that production runs
 * (`node apps/api/dist/main.js`) next to the previous runtime (TypeScript through tsx). Cold is the
 * first start on an empty DATA_DIR (creating, migrating and seeding the embedded database); warm is
 * a restart on the same data. Resident memory is read from /proc after 50 requests.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { compileServer, COMPILED_SERVER, REPO_ROOT, startServerProcess } from '../test/server-process';

type Runtime = { name: string; cmd: string; args: string[] };
const RUNTIMES: Runtime[] = [
  { name: 'compiled (node dist/main.js)', cmd: process.execPath, args: [COMPILED_SERVER] },
  { name: 'tsx (node --import tsx src/main.ts)', cmd: process.execPath, args: ['--import', 'tsx', path.join(REPO_ROOT, 'apps/api/src/main.ts')] },
];
const ROUNDS = 3;

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
  const rss = rssMb(server.proc.pid!);
  server.proc.kill('SIGTERM');
  await server.exited;
  return { readyMs, rss };
}

export async function startupBench() {
  compileServer();
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
    console.log(runtime.name.padEnd(40), r.cold.toFixed(0).padStart(7), r.warm.toFixed(0).padStart(7), r.rss.toFixed(0).padStart(13));
  }
  const [compiled, tsx] = RUNTIMES.map((r) => results[r.name]!);
  console.log(
    `compiled / tsx: cold ${(compiled!.cold / tsx!.cold).toFixed(2)}, warm ${(compiled!.warm / tsx!.warm).toFixed(2)}, RSS ${(compiled!.rss / tsx!.rss).toFixed(2)}`,
  );
}
