/**
 * The strategy list's cases for the record lists' bench (record-lists.ts): first, middle and last
 * pages, filters (the indexed ones, a faculty through its pivot, an accent-insensitive name), the
 * search box, and page 1 sorted by every offered column; each with its floor written by hand over
 * the alias `s` (the page's ids, then the same columns listStrategies answers, decorated after paging).
 * Run on its own: npx tsx apps/api/bench/strategies-list.ts  (BENCH_STRATEGIES=20000 for a quicker run)
 */
import { sql } from 'drizzle-orm';
import { STRATEGY_SORTS, type TStrategyListQuery } from '@siiicca/shared';
import { listStrategies } from '../src/modules/strategies/list-strategies';
import type { TListBench, TListCase } from './record-lists';

const NEWEST = sql`s.id desc`;
const ALL = sql`true`;
const byUser = sql`join users u on u.id = s.user_id`;

/** The floor's ORDER BY for a sort key of STRATEGY_SORTS (then the id, as the list does). */
const ORDER: Record<(typeof STRATEGY_SORTS)[number], string> = {
  id: 's.id',
  created_at: 's.created_at',
  expiration_date: 's.expiration_date',
  name: 's.name',
  strategy: 's.strategy',
  state: 's.state',
  user: 'u.name',
};

const sorted: TListCase[] = STRATEGY_SORTS.map((key) => ({
  name: `sorted by ${key}`,
  query: { sort: key },
  page: 'first',
  where: ALL,
  order: sql.raw(`${ORDER[key]}, s.id`),
  join: key === 'user' ? byUser : undefined,
}));

const CASES: TListCase[] = [
  { name: 'newest first', query: {}, page: 'first', where: ALL, order: NEWEST },
  { name: 'newest first', query: {}, page: 'middle', where: ALL, order: NEWEST },
  { name: 'newest first', query: {}, page: 'last', where: ALL, order: NEWEST },
  {
    name: "state 'Activo' + kind 'Grupos de Trabajo', sort -created_at",
    query: { filters: [{ field: 'state', operation: 'Igual', value: 'Activo' }, { field: 'strategy', operation: 'Igual', value: 'Grupos de Trabajo' }], sort: '-created_at' },
    page: 'first',
    where: sql`s.state = 'Activo' and s.strategy = 'Grupos de Trabajo'`,
    order: sql`s.created_at desc, s.id`,
  },
  {
    name: "state 'Vencido' + faculty Parecido 'ingenieria', sort -created_at",
    query: { filters: [{ field: 'state', operation: 'Igual', value: 'Vencido' }, { field: 'faculty', operation: 'Parecido', value: 'ingenieria' }], sort: '-created_at' },
    page: 'first',
    where: sql`s.state = 'Vencido' and exists (select 1 from strategy_faculties sf join faculties f on f.id = sf.faculty_id where sf.strategy_id = s.id and search_fold(f.name) like '%ingenieria%')`,
    order: sql`s.created_at desc, s.id`,
  },
  {
    name: "state 'Vencido' + faculty Parecido 'ingenieria', sort -created_at",
    query: { filters: [{ field: 'state', operation: 'Igual', value: 'Vencido' }, { field: 'faculty', operation: 'Parecido', value: 'ingenieria' }], sort: '-created_at' },
    page: 'last',
    where: sql`s.state = 'Vencido' and exists (select 1 from strategy_faculties sf join faculties f on f.id = sf.faculty_id where sf.strategy_id = s.id and search_fold(f.name) like '%ingenieria%')`,
    order: sql`s.created_at desc, s.id`,
  },
  {
    name: "name Parecido 'ROBÓTICA'",
    query: { filters: [{ field: 'name', operation: 'Parecido', value: 'ROBÓTICA' }] },
    page: 'first',
    where: sql`s.name_fold like search_fold('%ROBÓTICA%')`,
    order: NEWEST,
  },
  {
    name: "search box 'analítica'",
    query: { q: 'analítica' },
    page: 'first',
    where: sql`(s.name_fold like '%analitica%' or s.user_id = any(array(select id from users where search_fold(name::text) like '%analitica%')))`,
    order: NEWEST,
  },
  {
    name: "search box 'analítica'",
    query: { q: 'analítica' },
    page: 'last',
    where: sql`(s.name_fold like '%analitica%' or s.user_id = any(array(select id from users where search_fold(name::text) like '%analitica%')))`,
    order: NEWEST,
  },
  {
    // A typing slip: nothing matches. No owner's name contains it either (the users are searched first, as the list does).
    name: "search box 'anlítica' (no match)",
    query: { q: 'anlítica' },
    page: 'first',
    where: sql`(s.name_fold like '%anlitica%' or s.user_id = any('{}'::int[]))`,
    order: NEWEST,
  },
  ...sorted,
  { name: 'sorted by name', query: { sort: 'name' }, page: 'middle', where: ALL, order: sql`s.name, s.id` },
];

export const STRATEGY_LIST_BENCH: TListBench = {
  label: 'strategies',
  url: '/api/siiicca/strategies',
  page: (db, v, q) => listStrategies(db, { userId: v.userId, identity: v.identity, all: true }, q as TStrategyListQuery),
  visible: (v) => sql`(s.user_id = ${v.userId} or s.state <> 'Borrador')`,
  from: sql`strategies s`,
  id: sql`s.id`,
  decorate: (ids) => sql`
    select s.id, s.created_at, s.expiration_date, s.strategy, s.name, s.state, s.period_id,
      coalesce((select string_agg(f.name, ' - ' order by f.name) from strategy_faculties sf join faculties f on f.id = sf.faculty_id where sf.strategy_id = s.id), '') as faculties,
      u.id as user_id, u.name as user_name, u.username, p.description as period, x.name as sectional,
      s.final_report_path is not null as final_report, greatest(s.updated_at, s.draft_updated_at) as version
    from (${ids}) pg join strategies s on s.id = pg.id join users u on u.id = s.user_id join strategy_periods p on p.id = s.period_id
      left join sectionals x on x.id = s.sectional_id
    order by pg.n`,
  cases: CASES,
};
