/**
 * The 'Auditoría' list (issue 43) at 1,000,000 lines of the security audit trail, on PostgreSQL and on
 * PGlite: the lines are loaded in one INSERT ... SELECT over generate_series (two years of events,
 * every kind, the demo users as actors and subjects, some typed logins), then each case is timed
 * through the list's own function (listSecurityEvents) and over HTTP (one request at a time on a
 * kept-alive connection: session, validation, JSON) beside its SQL floor, the bare query written by
 * hand: the page's ids from security_events in the list's order, then those rows with the names of
 * who and whose. Medians of RUNS, turn about; every row goes to the results table (table.ts).
 * Run on its own: npx tsx apps/api/bench/audit-list.ts  (BENCH_AUDIT_EVENTS=100000 for a quicker run,
 * BENCH_AUDIT_DATABASES=postgres or pglite for one database)
 */
import { sql, type SQL } from 'drizzle-orm';
import { SECURITY_EVENT_IDS, type TAuditQuery } from '@siiicca/shared';
import type { Db } from '../src/db/client';
import { queryRows } from '../src/db/query-rows';
import { listSecurityEvents } from '../src/modules/audit/list-security-events';
import { bearer, loginAs, type TestApp } from '../test/helpers';
import { oneAtATimeBesideMs } from './http-load';
import { onBenchDatabases } from './scratch-postgres';
import { addBenchRow } from './table';
import { pairedMediansMs } from './timing';

const EVENTS = Number(process.env.BENCH_AUDIT_EVENTS ?? 1_000_000);
const DATABASES = (process.env.BENCH_AUDIT_DATABASES ?? 'postgres,pglite').split(',');
const PER_PAGE = 20;
const RUNS = 31;

/** Loads `n` lines in one statement, oldest first (as they are written): one a minute up to now, the kinds in turn, actors and subjects among the users. */
async function loadEvents(db: Db, n: number) {
  const start = Date.now();
  const kinds = sql.raw(`array[${SECURITY_EVENT_IDS.map((e) => `'${e}'`).join(',')}]`);
  await db.execute(sql`
    with u as (select array_agg(id order by id) as ids from users)
    insert into security_events (occurred_at, event, actor_id, subject_user_id, login, ip, details)
    select now() - make_interval(mins => ${n} - g),
      (${kinds})[1 + g % ${SECURITY_EVENT_IDS.length}],
      case when g % 17 = 0 then null else u.ids[1 + g % cardinality(u.ids)] end,
      case when g % 3 = 0 then u.ids[1 + (g / 3) % cardinality(u.ids)] end,
      case when g % 17 = 0 then 'usuario' || (g % 1000) end,
      '10.' || (g % 250) || '.' || (g / 250 % 250) || '.' || (g % 7),
      jsonb_build_object('what', 'Proyectos', 'format', 'xlsx', 'records', g % 500)
    from generate_series(1, ${n}) g, u`);
  await db.execute(sql`vacuum analyze security_events`);
  return Date.now() - start;
}

type TCase = { name: string; query: Omit<TAuditQuery, 'page' | 'per_page'>; page: number; where: SQL };

/** The floor: the page's ids in the list's order, then their rows with who's and whose names. */
const floorSql = (where: SQL, offset: number) => sql`
  select e.id, e.occurred_at, e.event, e.actor_id, a.name as actor, e.subject_user_id, s.name as subject, e.login, e.ip, e.details
  from (select id from security_events where ${where} order by id desc limit ${PER_PAGE} offset ${offset}) pg
  join security_events e on e.id = pg.id
  left join users a on a.id = e.actor_id
  left join users s on s.id = e.subject_user_id
  order by e.id desc`;

async function benchOne(t: TestApp, kind: string, bulk: Db) {
  const ms = await loadEvents(bulk, EVENTS);
  const [{ n }] = (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from security_events`)) as [{ n: number }];
  console.log(`\nAuditoría on ${kind}: ${n.toLocaleString('en')} lines loaded in ${(ms / 1000).toFixed(0)} s; ${PER_PAGE} per page, median of ${RUNS} runs`);
  // The users the text 'docente' names (audit-query.ts: docente and docente2), read first as the list does.
  const named = await queryRows<{ id: number }>(t.db, sql`select id from users where username ilike '%docente%' or name ilike '%docente%' or email ilike '%docente%' order by id`);
  const ids = sql.raw(`array[${named.map((u) => Number(u.id)).join(',')}]::int[]`);
  const day = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
  const cases: TCase[] = [
    { name: 'page 1, newest first', query: {}, page: 1, where: sql`true` },
    { name: 'page 500, newest first', query: {}, page: 500, where: sql`true` },
    { name: "page 1, event 'Descarga de datos personales'", query: { event: 'personal_data_download' }, page: 1, where: sql`event = 'personal_data_download'` },
    { name: "page 1, user 'docente' (who or whose)", query: { user: 'docente' }, page: 1, where: sql`(actor_id = any(${ids}) or subject_user_id = any(${ids}))` },
    {
      name: 'page 1, one calendar day',
      query: { from: day, to: day },
      page: 1,
      where: sql`occurred_at >= (${day}::date::timestamp at time zone 'America/Bogota') and occurred_at < ((${day}::date + 1)::timestamp at time zone 'America/Bogota')`,
    },
  ];
  const token = await loginAs(t, 'admin');
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const database = kind.startsWith('PGlite') ? 'PGlite' : 'PostgreSQL';
  for (const c of cases) {
    const query = { ...c.query, page: c.page, per_page: PER_PAGE } as TAuditQuery;
    const floor = floorSql(c.where, (c.page - 1) * PER_PAGE);
    const answer = await listSecurityEvents(t.db, query);
    const floorIds = (await queryRows<{ id: string }>(t.db, floor)).map((r) => Number(r.id));
    const same = JSON.stringify(floorIds) === JSON.stringify(answer.data.map((r) => r.id));
    const [product, limit] = await pairedMediansMs(() => listSecurityEvents(t.db, query), () => queryRows(t.db, floor), RUNS);
    const params = new URLSearchParams(Object.entries({ ...c.query, page: String(c.page), per_page: String(PER_PAGE) }) as [string, string][]);
    const [http, httpFloor] = await oneAtATimeBesideMs(`${address}/api/audit?${params}`, bearer(token), () => queryRows(t.db, floor), RUNS);
    const total = `${answer.meta.total.toLocaleString('en')}${answer.meta.estimated ? ' estimated' : ''}`;
    console.log(
      `  ${c.name.padEnd(52)} list ${product.toFixed(2).padStart(7)} ms  HTTP ${http.toFixed(2).padStart(7)} ms  floor ${limit.toFixed(2).padStart(7)} ms  ` +
        `x${(product / limit).toFixed(2)} / HTTP x${(http / httpFloor).toFixed(2)}  [${total}]${same ? '' : '  ROWS DIFFER FROM THE FLOOR'}`,
    );
    addBenchRow({ measure: `audit: ${c.name} [${total}]`, database, unit: 'ms', product, limit, limitIs: 'the page query alone, rows decorated after paging' });
    addBenchRow({ measure: `audit: ${c.name}, over HTTP`, database, unit: 'ms', product: http, limit: httpFloor, limitIs: 'the page query alone, one at a time' });
  }
}

export async function auditListBench() {
  await onBenchDatabases('Auditoría list', DATABASES, (t, kind, bulk) => benchOne(t, kind, bulk), 'siiicca_bench_audit');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await auditListBench();
  (await import('./table')).printBenchTable();
}
