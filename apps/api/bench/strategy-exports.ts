/**
 * Strategy downloads at a university's scale, on PGlite and (when a server answers) PostgreSQL:
 * - the Excel of 10,000 strategies with their actors, products and activities (volume.ts loads them),
 * - the ZIP of 1 GB of attachments: 200 strategies with a 2.5 MB approval letter and a 2.5 MB final report.
 * Each download goes through a real HTTP server on loopback and is read as a stream (app.inject would
 * hold the whole answer in memory), so the figures are the server's. Memory: the process's resident
 * set sampled every 5 ms during the download, and the kernel's high-water mark (maxRSS) when the
 * download set a new one; printed next to the resident set before it started (with PGlite, the
 * database lives in this process too). Figures are printed, never asserted.
 * Run on its own: npx tsx apps/api/bench/strategy-exports.ts
 *
 * With `--url <postgres url>` (a loaded database, `npm run load-volume`; the export writes its audit
 * line and the sign-in a session, so use a copy) it measures instead the administrator's 'Todas las
 * Estrategias' Excel of every strategy as it ships: the compiled server (`node apps/api/dist/main.js`,
 * DATABASE_URL=<url>) over HTTP, turn about with its floor, a plain exceljs streaming script writing
 * the same four sheets from the same SQL (strategy-excel-floor.ts), `--rounds` times (3): wall time,
 * CPU and peak resident memory (VmHWM, reset before each download) of the process that writes the file.
 */
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { DEMO_ACCOUNTS } from '../src/db/seed/demo';
import { compileServer, REPO_ROOT, startServerProcess, type ServerProcess } from '../test/server-process';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/query-rows';
import { loginAs, type TestApp } from '../test/helpers';
import { loadStrategyVolume } from './volume';
import { onBenchDatabases } from './scratch-postgres';

const STRATEGIES = 10_000;
const ZIP_STRATEGIES = 200;
const FILE_BYTES = 2.5 * 1024 * 1024;
const MB = 1024 * 1024;

type Measure = { ms: number; bytes: number; before: number; peak: number };

/** Downloads `url` as a stream, counting bytes, while sampling the process's memory. */
async function download(url: string, token: string): Promise<Measure> {
  global.gc?.();
  const before = process.memoryUsage.rss();
  const maxBefore = process.resourceUsage().maxRSS * 1024;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 5);
  const start = process.hrtime.bigint();
  let bytes = 0;
  try {
    const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    if (res.status !== 200 || !res.body) throw new Error(`${url}: HTTP ${res.status} ${await res.text()}`);
    for await (const chunk of res.body) bytes += (chunk as Uint8Array).byteLength;
  } finally {
    clearInterval(sampler);
  }
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  const maxAfter = process.resourceUsage().maxRSS * 1024;
  if (maxAfter > maxBefore) peak = Math.max(peak, maxAfter);
  return { ms, bytes, before, peak };
}

/** 200 strategies get a letter and a final report of 2.5 MB each (incompressible, as PDFs are), under DATA_DIR/files/bench. */
async function attachFiles(t: TestApp): Promise<number[]> {
  const dir = path.join(t.deps.config.DATA_DIR, 'files', 'bench');
  fs.mkdirSync(dir, { recursive: true });
  const body = randomBytes(FILE_BYTES);
  const rows = await queryRows<{ id: number }>(t.db, sql`select id from strategies where state <> 'Borrador' order by id desc limit ${ZIP_STRATEGIES}`);
  for (const { id } of rows) {
    for (const kind of ['letter', 'report']) {
      const head = Buffer.from(`%PDF-1.7\n% ${kind} ${id}\n`);
      fs.writeFileSync(path.join(dir, `${kind}-${id}.pdf`), Buffer.concat([head, body.subarray(head.length)]));
    }
    await t.db.execute(sql`update strategies set approvement_letter_path = ${`bench/letter-${id}.pdf`},
      final_report_path = ${`bench/report-${id}.pdf`} where id = ${id}`);
  }
  return rows.map((r) => r.id);
}

async function benchOne(kind: string, t: TestApp) {
  const loaded = await loadStrategyVolume(t.db, { strategies: STRATEGIES });
  const admin = await loginAs(t, 'admin');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const [{ n: visible }] = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from strategies where state <> 'Borrador'`);
  const [{ a: actors, p: products, c: activities }] = await queryRows<{ a: number; p: number; c: number }>(
    t.db,
    sql`select (select count(*)::int from strategy_actors) as a, (select count(*)::int from strategy_products) as p,
      (select count(*)::int from strategy_activities) as c`,
  );
  const excel = await download(`${base}/api/siiicca/strategyexcel/all?scope=all`, admin);
  const ids = await attachFiles(t);
  const zip = await download(`${base}/api/siiicca/getsanexos/${encodeURIComponent(JSON.stringify(ids))}`, admin);
  const line = (name: string, m: Measure) =>
    console.log(
      `  ${name.padEnd(58)} ${m.ms.toFixed(0).padStart(7)} ms ${(m.bytes / MB).toFixed(1).padStart(8)} MB` +
        `   RSS before ${(m.before / MB).toFixed(0).padStart(4)} MB, peak ${(m.peak / MB).toFixed(0).padStart(4)} MB (+${((m.peak - m.before) / MB).toFixed(0)} MB)`,
    );
  console.log(
    `\nStrategy downloads on ${kind}: ${visible.toLocaleString('en')} readable strategies (${STRATEGIES.toLocaleString('en')} loaded in ${loaded.ms} ms), ` +
      `${actors.toLocaleString('en')} actors, ${products.toLocaleString('en')} products, ${activities.toLocaleString('en')} activities`,
  );
  line(`GET /strategyexcel/all?scope=all (${visible.toLocaleString('en')} strategies)`, excel);
  line(`GET /getsanexos/[${ids.length} ids] (${ids.length * 2} files of ${FILE_BYTES / MB} MB)`, zip);
}


export async function strategyExportsBench() {
  // PostgreSQL first: its database lives in another process, so the memory figures are the server's alone.
  await onBenchDatabases('Strategy downloads', ['postgres', 'pglite'], (t, kind) => benchOne(kind, t));
}

/** The server's CPU time (user + system, ms) and peak resident set (VmHWM, MB), from /proc. */
function serverUsage(pid: number) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const ticks = Number(stat[11]) + Number(stat[12]);
  const peakMb = Number(/VmHWM:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;
  return { cpuMs: ticks * 10, peakMb };
}

type Run = { ms: number; cpuMs: number; peakMb: number; bytes: number; beforeMb?: number };

/** One download of the product's Excel of every strategy over HTTP, with the server's CPU and peak memory during it. */
async function productRun(server: ServerProcess, token: string): Promise<Run> {
  const pid = server.proc.pid!;
  // '5' resets the peak resident set (VmHWM) to the current one: the peak read after is this download's.
  fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
  const before = serverUsage(pid);
  const m = await download(`${server.url}/api/siiicca/strategyexcel/all?scope=all`, token);
  const after = serverUsage(pid);
  return { ms: m.ms, cpuMs: after.cpuMs - before.cpuMs, peakMb: after.peakMb, bytes: m.bytes, beforeMb: before.peakMb };
}

function floorRun(url: string, reader: number): Run {
  const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'apps/api/bench/strategy-excel-floor.ts'), url, String(reader)], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    maxBuffer: 1 << 20,
  });
  if (run.status !== 0) throw new Error(`strategy-excel-floor.ts failed: ${run.stderr}`);
  return JSON.parse(run.stdout.trim().split('\n').at(-1)!) as Run;
}

/** Accepts the privacy notice in force as the user would (a loaded database's administrator has not yet). */
async function acceptPrivacyNotice(base: string, token: string) {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const status = (await (await fetch(`${base}/api/privacy/notice`, { headers })).json()) as { notice: { version: number } | null };
  if (!status.notice) return;
  const res = await fetch(`${base}/api/privacy/notice/accept`, { method: 'POST', headers, body: JSON.stringify({ version: status.notice.version }) });
  if (res.status !== 200) throw new Error(`privacy notice: HTTP ${res.status} ${await res.text()}`);
}

/** The product's Excel of all strategies beside the plain exceljs script, turn about (`--url`). */
export async function strategyExcelBesideFloor(url: string, rounds: number) {
  await compileServer();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'siiicca-excel-'));
  const server = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: url, DEMO_DATA: 'false' });
  try {
    const account = DEMO_ACCOUNTS.admin;
    const res = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: account.username, password: account.password, type: 'adm' }),
    });
    if (res.status !== 200) throw new Error(`login: HTTP ${res.status} ${await res.text()}`);
    const { token, user } = (await res.json()) as { token: { access_token: string }; user: { id: number; pending?: string[] } };
    if (user.pending?.includes('privacy_notice')) await acceptPrivacyNotice(server.url, token.access_token);
    const show = (name: string, r: Run) =>
      console.log(`  ${name.padEnd(8)} ${(r.ms / 1000).toFixed(1).padStart(6)} s  CPU ${(r.cpuMs / 1000).toFixed(1).padStart(5)} s  peak ${r.peakMb.toFixed(0).padStart(4)} MB${r.beforeMb ? ` (before ${r.beforeMb.toFixed(0)})` : ''}  ${(r.bytes / MB).toFixed(1)} MB`);
    console.log(`\nExcel of all strategies (${url.replace(/\/\/[^@]*@/, '//')}), ${rounds} rounds turn about; load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
    const runs: { product: Run; floor: Run }[] = [];
    for (let i = 0; i < rounds; i++) {
      const product = await productRun(server, token.access_token);
      show('product', product);
      const floor = floorRun(url, user.id);
      show('floor', floor);
      runs.push({ product, floor });
      console.log(`  ratio    ${(product.ms / floor.ms).toFixed(2)}x wall, ${(product.cpuMs / floor.cpuMs).toFixed(2)}x CPU; load ${os.loadavg()[0]!.toFixed(1)}`);
    }
    const best = runs.reduce((a, b) => (b.product.ms / b.floor.ms < a.product.ms / a.floor.ms ? b : a));
    console.log(`best pair ${(best.product.ms / 1000).toFixed(1)} s vs ${(best.floor.ms / 1000).toFixed(1)} s (${(best.product.ms / best.floor.ms).toFixed(2)}x); peak ${Math.max(...runs.map((r) => r.product.peakMb)).toFixed(0)} MB (floor ${Math.max(...runs.map((r) => r.floor.peakMb)).toFixed(0)} MB)`);
  } finally {
    server.proc.kill('SIGTERM');
    await server.exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { url: { type: 'string' }, rounds: { type: 'string', default: '3' } } });
  if (values.url) await strategyExcelBesideFloor(values.url, Number(values.rounds));
  else await strategyExportsBench();
}
