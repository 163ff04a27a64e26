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
 */
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
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

if (import.meta.url === `file://${process.argv[1]}`) await strategyExportsBench();
