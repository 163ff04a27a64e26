import { eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  STRATEGY_FILTER_FIELDS,
  STRATEGY_KINDS,
  type TStrategyListQuery,
  type TStrategyRow,
} from '@siiicca/shared';
import { foldedContains } from '../../db/fold';
import type { DbOrTx } from '../../db/transaction';
import { sectionals, strategies, strategyPeriods, users } from '../../db/schema';
import type { TFilterable, TFilterableFields } from '../../platform/crud/filters';
import { amongMatching, filterableOf, recordList, recordSource } from '../../platform/records/list';
import { versionOf } from './find-strategy';
import { STRATEGY_VISIBILITY, type Viewer } from './scope';

// Subqueries name the outer table literally: drizzle may leave a column unqualified inside them.
const facultiesText = sql<string>`coalesce((select string_agg(f.name, ' - ' order by f.name) from strategy_faculties sf join faculties f on f.id = sf.faculty_id where sf.strategy_id = strategies.id), '')`;

const columns = {
  id: strategies.id,
  created_at: strategies.createdAt,
  expiration_date: strategies.expirationDate,
  faculties: facultiesText,
  user_id: users.id,
  user_name: users.name,
  user_username: users.username,
  strategy: strategies.kind,
  name: strategies.name,
  state: strategies.state,
  period_id: strategies.periodId,
  period: strategyPeriods.description,
  sectional: sectionals.name,
  final_report: sql<boolean>`(${strategies.finalReportPath} is not null)`,
  version: sql<string>`${versionOf('strategies')}`,
};

type Row = { [K in keyof typeof columns]: unknown } & { created_at: Date };

const toRow = (r: Row): TStrategyRow => ({
  id: r.id as number,
  created_at: new Date(r.created_at).toISOString(),
  expiration_date: (r.expiration_date as string | null) ?? null,
  faculties: r.faculties as string,
  user: { id: r.user_id as number, name: r.user_name as string, username: r.user_username as string },
  strategy: r.strategy as TStrategyRow['strategy'],
  name: r.name as string,
  state: r.state as TStrategyRow['state'],
  period_id: r.period_id as number,
  period: (r.period as string | null) ?? null,
  sectional: (r.sectional as string | null) ?? null,
  final_report: Boolean(r.final_report),
  version: String(r.version),
});

const SORTABLE = {
  id: strategies.id,
  created_at: strategies.createdAt,
  expiration_date: strategies.expirationDate,
  name: strategies.name,
  strategy: strategies.kind,
  state: strategies.state,
  user: users.name,
};

/**
 * 'faculty' and 'program' hold when ANY of the strategy's faculties / programs matches (and the
 * negated operations when none does), through its pivot: a name among a small catalogue, so the
 * pivots' strategy_id keys serve it.
 */
const anyName = (pivot: 'strategy_faculties' | 'strategy_programs', key: 'faculty_id' | 'program_id', names: 'faculties' | 'programs') =>
  (match: (value: SQL) => SQL) =>
    sql`exists (select 1 from ${sql.identifier(pivot)} p join ${sql.identifier(names)} n on n.id = p.${sql.identifier(key)}
      where p.strategy_id = strategies.id and ${match(sql`n.name`)})`;

/** The filter widget's fields (shared STRATEGY_FILTER_FIELDS) and what they read. */
const READS: Record<keyof typeof STRATEGY_FILTER_FIELDS, Pick<TFilterable, 'column' | 'any' | 'day'>> = {
  id: { column: strategies.id },
  name: { column: strategies.name },
  state: { column: strategies.state },
  strategy: { column: strategies.kind },
  period_id: { column: strategies.periodId },
  created_at: { day: { instant: strategies.createdAt, timeZone: 'America/Bogota' } },
  expiration_date: { column: strategies.expirationDate },
  'period.description': { column: strategyPeriods.description },
  'sectional.name': { column: sectionals.name },
  'user.name': { column: users.name },
  'user.username': { column: users.username },
  faculty: { any: anyName('strategy_faculties', 'faculty_id', 'faculties') },
  program: { any: anyName('strategy_programs', 'program_id', 'programs') },
};
export const STRATEGY_FILTERABLE: TFilterableFields = filterableOf(STRATEGY_FILTER_FIELDS, READS);

const source = recordSource(strategies, columns, [
  { table: users, on: eq(users.id, strategies.userId) },
  { table: strategyPeriods, on: eq(strategyPeriods.id, strategies.periodId) },
  { table: sectionals, on: eq(sectionals.id, strategies.sectionalId), left: true },
]);

/** search_fold (db/fold.ts) in JavaScript: lower case, with á é í ó ú ü ñ as a e i o u u n. */
const foldText = (text: string) => text.toLowerCase().replace(/[áéíóúüñ]/g, (c) => 'aeiouun'['áéíóúüñ'.indexOf(c)]!);

/**
 * The search box: the strategy's name, its owner's name, its kind, or its id typed as a number.
 * Each alternative is one an index answers, so the planner ORs their bitmaps instead of folding
 * every row: the name through its trigram index, the owners found first through the users' one
 * (amongMatching: their ids written into the statement), the kinds (four constants) matched here.
 */
async function searchWhere(q: string | undefined, db: DbOrTx): Promise<SQL | undefined> {
  if (!q) return undefined;
  const byId = /^\d{1,9}$/.test(q) ? eq(strategies.id, Number(q)) : undefined;
  const kinds = STRATEGY_KINDS.filter((kind) => foldText(kind).includes(foldText(q)));
  // Over an alias: the owners are a query of their own, not the list's join (record-page.ts reads the ids without it).
  const owners = await amongMatching(db, strategies.userId, sql`select o.id from users o where ${foldedContains(sql`o.name`, q)}`);
  return or(foldedContains(strategies.name, q), owners, kinds.length ? inArray(strategies.kind, kinds) : undefined, byId);
}

/**
 * The strategy lists (platform/records/list.ts): the strategies the viewer may read that the search
 * box and filters match, over the tables `source` joins (strategies, users, strategy_periods,
 * sectionals), newest first unless sorted.
 */
const strategyList = recordList({ source, visibility: STRATEGY_VISIBILITY, search: searchWhere, filterable: STRATEGY_FILTERABLE, sortable: SORTABLE, toRow });

/** The ids of every strategy a list's search and filters match for the viewer, newest first (the bulk downloads' 'all'). */
export const matchingStrategyIds = strategyList.matchingIds;

/** One page of a strategy list, searched, filtered, sorted and counted in SQL. */
export const listStrategies = (db: DbOrTx, viewer: Viewer, q: TStrategyListQuery) => strategyList.page(db, viewer, q);
