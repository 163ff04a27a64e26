/**
 * How long `GET /api/health` takes while ten lecturers save a strategy of the largest size the rules
 * allow, at the same time: a figure of how much one request's work holds up everyone else's (with
 * the embedded database every query runs on the server's own thread). The server listens on a port;
 * the clients run in a worker thread, so their timings are not held up by the server's work.
 * Figures printed (median and p95), never asserted. Run on its own: npx tsx apps/api/bench/health-under-saves.ts
 */
import { Worker } from 'node:worker_threads';
import type { AddressInfo } from 'node:net';
import { ACTOR_TYPES, STRATEGY_LIMITS, type TStrategyInput } from '@siiicca/shared';
import { actorOf, validStrategy } from '../../../packages/shared/src/strategies/testing';
import { fixtureIds } from '../src/modules/strategies/test-fixtures';
import { loginAs, type TestApp } from '../test/helpers';
import { median } from './timing';
import { onBenchDatabases } from './scratch-postgres';

/** Saves at once (the figure: ten), and how many times. */
const PARALLEL_DEFAULT = [10];
const ROUNDS = 3;

const text = (n: number) => 'Texto de la estrategia. '.repeat(Math.ceil(n / 24)).slice(0, n);

/** A strategy at every list's and text's maximum (the catalogue lists hold the ids the demo has). */
async function largestStrategy(t: TestApp): Promise<TStrategyInput> {
  const ids = await fixtureIds(t.db, 'Colectivos Académicos');
  const base = validStrategy('Colectivos Académicos', ids);
  return {
    ...base,
    name: text(STRATEGY_LIMITS.name),
    overall_objective: text(STRATEGY_LIMITS.longText),
    specific_goal: text(STRATEGY_LIMITS.longText),
    methodology: text(STRATEGY_LIMITS.longText),
    problem_nucleus: text(STRATEGY_LIMITS.longText),
    reward: text(STRATEGY_LIMITS.reward),
    actors: Array.from({ length: STRATEGY_LIMITS.actors }, (_, i) => actorOf(ACTOR_TYPES[i % ACTOR_TYPES.length]!, ids)),
    activities: Array.from({ length: STRATEGY_LIMITS.activities }, (_, i) => ({ description: `${i + 1}. ${text(STRATEGY_LIMITS.activity - 6)}` })),
  };
}

/** The clients: health polled every 20 ms, alone and then beside ROUNDS of `parallel` saves at once. */
const CLIENTS = `
const { parentPort, workerData: w } = require('node:worker_threads');
const timed = async (fn) => { const t0 = performance.now(); await fn(); return performance.now() - t0; };
const health = () => timed(async () => { const r = await fetch(w.url + '/api/health'); await r.text(); if (r.status !== 200) throw new Error('health ' + r.status); });
async function poll(until) { const times = []; while (!until()) { times.push(await health()); await new Promise((r) => setTimeout(r, 20)); } return times; }
(async () => {
  const t0 = Date.now();
  const idle = await poll(() => Date.now() - t0 > 1500);
  let saving = true;
  const loaded = poll(() => !saving);
  const saves = [];
  for (let round = 0; round < w.rounds; round++) {
    saves.push(...await Promise.all(w.bodies[round].map((body) => timed(async () => {
      const r = await fetch(w.url + '/api/siiicca/strategies', { method: 'POST', headers: { 'content-type': 'application/json', authorization: 'Bearer ' + w.token }, body });
      const text = await r.text();
      if (r.status !== 201) throw new Error('save ' + r.status + ' ' + text.slice(0, 300));
    }))));
  }
  saving = false;
  parentPort.postMessage({ idle, loaded: await loaded, saves });
})().catch((err) => parentPort.postMessage({ error: String(err && err.stack || err) }));
`;

const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.95))]!;
const fmt = (xs: number[]) => `median ${median(xs).toFixed(1).padStart(7)} ms, p95 ${p95(xs).toFixed(1).padStart(7)} ms, max ${Math.max(...xs).toFixed(1).padStart(7)} ms (${xs.length})`;

export async function healthUnderSavesBench(databases = ['postgres', 'pglite'], parallels = PARALLEL_DEFAULT) {
  for (const PARALLEL of parallels) await onBenchDatabases('Health under parallel saves', databases, async (t, kind) => {
    const token = await loginAs(t, 'docente');
    const bodies: string[][] = [];
    for (let r = 0; r < ROUNDS; r++) {
      bodies.push(await Promise.all(Array.from({ length: PARALLEL }, async () => JSON.stringify(await largestStrategy(t)))));
    }
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const result = await new Promise<{ idle: number[]; loaded: number[]; saves: number[]; error?: string }>((resolve, reject) => {
      const worker = new Worker(CLIENTS, { eval: true, workerData: { url, token, bodies, rounds: ROUNDS } });
      worker.once('message', (m) => void worker.terminate().then(() => resolve(m)));
      worker.once('error', reject);
    });
    if (result.error) throw new Error(result.error);
    console.log(`\nGET /api/health while ${PARALLEL} lecturers save a largest strategy at once (${ROUNDS} rounds, ${Math.round(bodies[0]![0]!.length / 1024)} KB each), ${kind}`);
    console.log(`  health, nothing else running      ${fmt(result.idle)}`);
    console.log(`  health, beside the saves          ${fmt(result.loaded)}`);
    console.log(`  each save                         ${fmt(result.saves)}`);
  }, 'siiicca_bench_health');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // e.g. `npx tsx apps/api/bench/health-under-saves.ts pglite 1,2,5,10`
  await healthUnderSavesBench(process.argv[2]?.split(','), process.argv[3]?.split(',').map(Number));
}
