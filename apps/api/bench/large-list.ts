/**
 * The list engine on a large table: 100,000 subjects (the catalogue that grows with the academic
 * system), on PGlite and, when a server answers, on PostgreSQL. Prints medians of a sorted page, a
 * page of an accent-insensitive search, and the raw SQL of the same page (the engine's cost is the
 * ratio between the two). Figures are printed, never asserted.
 */
import { or, sql, type SQL } from 'drizzle-orm';
import { foldedContains } from '../src/db/fold';
import { queryRows } from '../src/db/query-rows';
import { subjects } from '../src/db/schema';
import { bearer, loginAs, type TestApp } from '../test/helpers';
import { onBenchDatabases } from './scratch-postgres';
import { medianMs } from './timing';

const ROWS = 100_000;
const RUNS = 40;


const time = (fn: () => Promise<unknown>) => medianMs(fn, RUNS);

/** 100,000 subjects with accented Spanish names, distinct codes and a few program codes. */
async function fill(t: TestApp) {
  await t.db.execute(sql`
    insert into subjects (name, program_sac, codesac, active)
    select
      (array['Cálculo','Álgebra','Física','Química','Programación','Estadística','Didáctica','Ética','Biología','Economía'])[1 + g % 10]
        || ' ' || (array['básico','intermedio','avanzado','aplicado','teórico','práctico','general'])[1 + (g / 10) % 7]
        || ' ' || g,
      'PRG' || lpad((g % 300)::text, 4, '0'),
      'BENCH' || lpad(g::text, 7, '0'),
      g % 9 <> 0
    from generate_series(1, ${ROWS}) g`);
  await t.db.execute(sql`analyze subjects`);
}

/** The rows of the page alone, written by hand: the floor any implementation can reach. */
const rawPage = (where: SQL, offset: number) =>
  sql`select id, name, program_sac, codesac, active from subjects where ${where} order by name, id limit 10 offset ${offset}`;
/** The search box's condition on the subjects, as the engine writes it. */
const search = (q: string) => or(...[subjects.name, subjects.programSac, subjects.codesac].map((c) => foldedContains(c, q)))!;

async function benchOne(kind: string, t: TestApp) {
  const fillStart = Date.now();
  await fill(t);
  const fillMs = Date.now() - fillStart;
  const token = await loginAs(t, 'admin');
  const get = (url: string) => async () => {
    const res = await t.app.inject({ url, headers: bearer(token) });
    if (res.statusCode !== 200) throw new Error(`${url}: HTTP ${res.statusCode} ${res.body.slice(0, 200)}`);
    return res;
  };
  const rare = 'química práctico 4';
  const common = 'algebra';
  const code = 'bench00990';
  const matches = async (q: string) =>
    Number((await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from subjects where ${search(q)}`))[0]!.n).toLocaleString('en');
  const rows: [string, number][] = [
    ['any signed-in request (GET /api/auth/me, the floor)', await time(get('/api/auth/me'))],
    ['page 50, sorted by name (API)', await time(get('/api/siiicca/subjects?page=50&per_page=10&sort=name'))],
    ['  raw SQL of that page', await time(() => queryRows(t.db, rawPage(sql`true`, 490)))],
    ['last page, sorted by -codesac (API)', await time(get(`/api/siiicca/subjects?page=${ROWS / 10}&per_page=10&sort=-codesac`))],
    [`search '${rare}' (${await matches(rare)} matches, API)`, await time(get(`/api/siiicca/subjects?q=${encodeURIComponent(rare)}&per_page=10`))],
    ['  raw SQL of that page', await time(() => queryRows(t.db, rawPage(search(rare), 0)))],
    [`search '${common}' (${await matches(common)} matches, page 3, API)`, await time(get(`/api/siiicca/subjects?q=${common}&page=3&per_page=10`))],
    [`search '${code}' (${await matches(code)} matches, API)`, await time(get(`/api/siiicca/subjects?q=${code}&per_page=10`))],
  ];
  console.log(`\nLarge list on ${kind}: ${ROWS.toLocaleString('en')} subjects (filled in ${fillMs} ms), median of ${RUNS} runs`);
  for (const [name, ms] of rows) console.log(`  ${name.padEnd(56)} ${ms.toFixed(2).padStart(8)} ms`);
  const ratio = (a: number, b: number) => (rows[b]![1] > 0 ? (rows[a]![1] / rows[b]![1]).toFixed(1) : '-');
  console.log(`  ratio API / raw SQL: sorted page ${ratio(1, 2)}, search ${ratio(4, 5)} (the API's time includes loading the session: first line)`);
}


export async function largeListBench() {
  await onBenchDatabases('Large list', ['postgres', 'pglite'], (t, kind) => benchOne(kind, t));
}

// Run on its own: npx tsx apps/api/bench/large-list.ts
if (import.meta.url === `file://${process.argv[1]}`) await largeListBench();
