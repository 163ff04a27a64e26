/**
 * PDF rendering at the bounds (issue 22): a strategy of each kind filled with the longest values its
 * fields take, with emoji and symbols (as test/pdf-layout.test.ts builds it), downloaded as its PDF;
 * and the project's PDF at its bounds, beside a demo strategy's PDF. Prints the median of 5 renders
 * per document (after one warming render), in wall time and in this process's CPU time (steadier on
 * a shared machine), on PGlite with demo data; the rows go to the closing table too (table.ts).
 * Figures are printed, never asserted. Run on its own: npx tsx apps/api/bench/pdf-render.ts
 * (BENCH_PDF_KINDS='Grupos de Estudio,...' for some kinds only).
 */
import { PROJECT_API, STRATEGY_API, STRATEGY_KINDS } from '@siiicca/shared';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import { queryRows } from '../src/db/query-rows';
import { fixtureIds, saveMultipart } from '../src/modules/strategies/test-fixtures';
import { boundsStrategy, strategyChoices } from '../src/modules/strategies/write-read-bodies';
import { projectFixture, saveProject } from '../src/modules/projects/test-fixtures';
import { boundsProject, offeredResults, projectOwner } from '../src/modules/projects/write-read-bodies';
import { newLecturer, signIn } from '../test/accounts';
import { bearer, createTestApp, loginAs, type TestApp } from '../test/helpers';
import { probed } from '../test/pdf-layout';
import { addBenchRow } from './table';
import { median } from './timing';

const RUNS = 5;

async function strategyAtBounds(t: TestApp, owner: string, kind: (typeof STRATEGY_KINDS)[number]) {
  const body = boundsStrategy(kind, await strategyChoices(t.db, kind, await fixtureIds(t.db, kind)));
  body.name = probed(body.name);
  body.methodology = probed(body.methodology as string);
  for (const a of body.actors as { actor_name?: unknown; third: { name: string } }[]) {
    if (typeof a.actor_name === 'string') a.actor_name = probed(a.actor_name);
    a.third.name = probed(a.third.name);
  }
  const res = await saveMultipart(t, owner, body, []);
  if (res.statusCode !== 201) throw new Error(`save ${kind}: HTTP ${res.statusCode} ${res.body.slice(0, 300)}`);
  return res.json().data.id as number;
}

async function projectAtBounds(t: TestApp) {
  const ids = await projectFixture(t.db);
  const owner = await projectOwner(t);
  const body = boundsProject(ids, await offeredResults(t.db, ids.hours));
  body.title = probed(body.title);
  const res = await saveProject(t, owner, body);
  if (res.statusCode !== 201) throw new Error(`save project: HTTP ${res.statusCode} ${res.body.slice(0, 300)}`);
  return { owner, id: res.json().data.id as number };
}

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** Median wall and CPU milliseconds of RUNS calls, after one warming call (pdfmake loads, fonts are read). */
async function timeRenders(fn: () => Promise<unknown>) {
  await fn();
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const [w0, c0] = [performance.now(), cpuMs()];
    await fn();
    wall.push(performance.now() - w0);
    cpu.push(cpuMs() - c0);
  }
  return { wall: median(wall), cpu: median(cpu) };
}

export async function pdfRenderBench() {
  const t = await createTestApp({}, { database: { ...(await openDatabase({ dataDir: null })), drop: async () => {} } });
  try {
    const owner = await signIn(t, await newLecturer(t), 'sac');
    const download = (url: string, token: string) => async () => {
      const res = await t.app.inject({ url, headers: bearer(token) });
      if (res.statusCode !== 200) throw new Error(`${url}: HTTP ${res.statusCode}`);
      return res.rawPayload.length;
    };
    const measures: [string, string, string][] = [];
    const [demo] = await queryRows<{ id: number }>(t.db, sql`select id from strategies where state <> 'Borrador' order by id limit 1`);
    if (demo) measures.push(['strategy PDF, a demo one', STRATEGY_API.pdf(demo.id), await loginAs(t, 'admin')]);
    const only = process.env.BENCH_PDF_KINDS?.split(',');
    for (const kind of STRATEGY_KINDS.filter((k) => !only || only.includes(k))) {
      measures.push([`strategy PDF at its bounds, ${kind}`, STRATEGY_API.pdf(await strategyAtBounds(t, owner, kind)), owner]);
    }
    if (!only) {
      const project = await projectAtBounds(t);
      measures.push(['project PDF at its bounds', PROJECT_API.pdf(project.id), project.owner]);
    }
    console.log(`\nPDF renders (median of ${RUNS} after one warming render, PGlite)`);
    for (const [name, url, token] of measures) {
      const { wall, cpu } = await timeRenders(download(url, token));
      console.log(`  ${name.padEnd(58)} ${wall.toFixed(0).padStart(7)} ms ${cpu.toFixed(0).padStart(7)} ms of CPU`);
      addBenchRow({ measure: name, database: 'PGlite', unit: 'ms', product: wall });
    }
  } finally {
    await t.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await pdfRenderBench();
