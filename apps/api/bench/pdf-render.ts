/**
 * PDF rendering at the bounds (issue 22): a strategy of each kind filled with the longest values its
 * fields take, with emoji and symbols (as test/pdf-layout.test.ts builds it), downloaded as its PDF;
 * and the project's PDF at its bounds. Prints the median of 5 renders per document, on PGlite with
 * demo data. Figures are printed, never asserted. Run on its own: npx tsx apps/api/bench/pdf-render.ts
 */
import { PROJECT_API, STRATEGY_API, STRATEGY_KINDS } from '@siiicca/shared';
import { openDatabase } from '../src/db/client';
import { fixtureIds, saveMultipart } from '../src/modules/strategies/test-fixtures';
import { boundsStrategy, strategyChoices } from '../src/modules/strategies/write-read-bodies';
import { projectFixture, saveProject } from '../src/modules/projects/test-fixtures';
import { boundsProject, offeredResults, projectOwner } from '../src/modules/projects/write-read-bodies';
import { newLecturer, signIn } from '../test/accounts';
import { bearer, createTestApp, type TestApp } from '../test/helpers';
import { probed } from '../test/pdf-layout';
import { medianMs } from './timing';

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

export async function pdfRenderBench() {
  const t = await createTestApp({}, { database: { ...(await openDatabase({ dataDir: null })), drop: async () => {} } });
  try {
    const owner = await signIn(t, await newLecturer(t), 'sac');
    const download = (url: string, token: string) => async () => {
      const res = await t.app.inject({ url, headers: bearer(token) });
      if (res.statusCode !== 200) throw new Error(`${url}: HTTP ${res.statusCode}`);
      return res.rawPayload.length;
    };
    console.log(`\nPDFs at their bounds (median of ${RUNS} renders after one warming render, PGlite)`);
    const only = process.env.BENCH_PDF_KINDS?.split(',');
    for (const kind of STRATEGY_KINDS.filter((k) => !only || only.includes(k))) {
      const id = await strategyAtBounds(t, owner, kind);
      const ms = await medianMs(download(STRATEGY_API.pdf(id), owner), RUNS);
      console.log(`  ${`strategy PDF, ${kind}`.padEnd(58)} ${ms.toFixed(0).padStart(7)} ms`);
    }
    if (!only) {
      const project = await projectAtBounds(t);
      const ms = await medianMs(download(PROJECT_API.pdf(project.id), project.owner), RUNS);
      console.log(`  ${'project PDF'.padEnd(58)} ${ms.toFixed(0).padStart(7)} ms`);
    }
  } finally {
    await t.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await pdfRenderBench();
