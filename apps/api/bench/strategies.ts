/**
 * Strategies: saving a strategy with 60 actors (new, and the same again as an update) and the list
 * page, on PGlite with demo data, with the number of SQL statements a save issues. Figures are
 * printed, never asserted. Run on its own: npx tsx apps/api/bench/strategies.ts
 */
import { ACTOR_TYPES, type TStrategyInput } from '@siiicca/shared';
import { actorOf, validStrategy } from '../../../packages/shared/src/strategies/testing';
import { openDatabase } from '../src/db/client';
import { fixtureIds } from '../src/modules/strategies/test-fixtures';
import { bearer, createTestApp, loginAs, type TestApp } from '../test/helpers';
import { median } from './timing';

const RUNS = 30;


async function time(runs: number, fn: (i: number) => Promise<unknown>) {
  await fn(-1);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = process.hrtime.bigint();
    await fn(i);
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  return median(times);
}

/** How many statements `fn` sends through drizzle (its logger sees each one, transactions included). */
async function statements(t: TestApp, fn: () => Promise<unknown>) {
  const session = (t.db as unknown as { session: { logger: unknown; options: { logger?: unknown } } }).session;
  let n = 0;
  const counter = { logQuery: () => void n++ };
  const saved = [session.logger, session.options.logger];
  session.logger = counter;
  session.options.logger = counter;
  try {
    await fn();
  } finally {
    [session.logger, session.options.logger] = saved;
  }
  return n;
}

export async function strategiesBench() {
  const t = await createTestApp({}, { database: { ...(await openDatabase({ dataDir: null })), drop: async () => {} } });
  try {
    const token = await loginAs(t, 'docente');
    const ids = await fixtureIds(t.db, 'Colectivos Académicos');
    const withActors = (n: number): TStrategyInput => ({
      ...validStrategy('Colectivos Académicos', ids),
      actors: Array.from({ length: n }, (_, i) => actorOf(ACTOR_TYPES[i % ACTOR_TYPES.length]!, ids)),
    });
    const post = async (body: unknown, expected: number) => {
      const res = await t.app.inject({ method: 'POST', url: '/api/siiicca/strategies', headers: bearer(token), payload: body as never });
      if (res.statusCode !== expected) throw new Error(`save: HTTP ${res.statusCode} ${res.body.slice(0, 300)}`);
      return res.json().data as { id: number; version: string };
    };
    const bodies = Array.from({ length: RUNS + 1 }, () => withActors(60));
    const create = await time(RUNS, (i) => post(bodies[i + 1]!, 201));
    const fixed = bodies[0]!;
    let current = await post(fixed, 201);
    const update = await time(RUNS, async () => {
      current = await post({ ...fixed, id: current.id, version: current.version }, 200);
    });
    const few = await statements(t, () => post(withActors(6), 201));
    const many = await statements(t, () => post(withActors(60), 201));
    const get = (url: string) => async () => {
      const res = await t.app.inject({ url, headers: bearer(token) });
      if (res.statusCode !== 200) throw new Error(`${url}: HTTP ${res.statusCode}`);
    };
    const rows: [string, number][] = [
      ['POST /strategies, new, 60 actors', create],
      ['POST /strategies, update, 60 actors', update],
      ['GET /strategies/{id} with 60 actors', await time(RUNS, get(`/api/siiicca/strategies/${current.id}`))],
      ['GET /my_strategies (page of 5)', await time(RUNS, get('/api/siiicca/my_strategies'))],
      ['GET /my_strategies?q=colectivos&sort=-name&per_page=20', await time(RUNS, get('/api/siiicca/my_strategies?q=colectivos&sort=-name&per_page=20'))],
      ['GET /my_strategies?per_page=100', await time(RUNS, get('/api/siiicca/my_strategies?per_page=100'))],
    ];
    const total = (await t.app.inject({ url: '/api/siiicca/my_strategies', headers: bearer(token) })).json().meta.total;
    console.log(`\nStrategies on PGlite (in memory; the lecturer has ${total} strategies), median of ${RUNS} runs`);
    for (const [name, ms] of rows) console.log(`  ${name.padEnd(56)} ${ms.toFixed(2).padStart(8)} ms`);
    console.log(`  SQL statements per save: ${few} with 6 actors, ${many} with 60 actors`);
  } finally {
    await t.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await strategiesBench();
