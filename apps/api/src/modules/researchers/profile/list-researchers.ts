import { or, sql, type SQL } from 'drizzle-orm';
import type { TResearcherListQuery, TResearcherRow } from '@siiicca/shared';
import { foldedContains } from '../../../db/fold';
import { queryRows } from '../../../db/query-rows';
import { users } from '../../../db/schema';
import type { DbOrTx } from '../../../db/transaction';
import { meta } from '../../../platform/crud/paging';
import { recordList, recordSource } from '../../../platform/records/list';
import type { TViewer } from '../../../platform/records/visibility';

/*
 * The office's 'Investigadores' through the record engine (platform/records/list.ts, decision 013):
 * a researcher is a user, so the list's table is `users`; ids first, the counts of projects and
 * strategies computed for the page's rows only, totals exact unless counting would cost more than the
 * page (then `meta.estimated`, 'aprox.' in the pager). Subqueries name the outer table literally:
 * drizzle may leave a column unqualified inside them.
 */

const columns = {
  id: users.id,
  name: users.name,
  email: users.email,
  identity: users.identity,
  projects: sql<number>`(select count(*)::int from projects p where p.user_id = users.id)`,
  strategies: sql<number>`(select count(*)::int from strategies s where s.user_id = users.id)`,
};

type Row = { [K in keyof typeof columns]: unknown };

const toRow = (r: Row): TResearcherRow => ({
  id: r.id as number,
  name: r.name as string,
  email: r.email as string,
  identity: (r.identity as string | null) ?? null,
  projects: Number(r.projects),
  strategies: Number(r.strategies),
});

/**
 * Which users are researchers: those who own a project or strategy, or whose person rows (the
 * `thirds` with the account's identification, read-profile.ts personRowsOf) are a project's
 * investigator or a strategy's actor. The route's permission (researchers.read) says who reads the
 * list; every reader reads every researcher, so this rule takes the place of a record type's
 * visibility and ignores the viewer.
 *
 * `offset 0` keeps each owner test a probe of its index for the rows a page walks: without it PostgreSQL
 * turns the two EXISTS under the OR into hashed subplans (it plans for every user, not for LIMIT), which
 * read all projects and all strategies for every page (at 100,000 strategies, ten times the page).
 */
const IS_RESEARCHER = sql`(exists (select 1 from projects p where p.user_id = users.id offset 0)
  or exists (select 1 from strategies s where s.user_id = users.id offset 0)
  or exists (select 1 from thirds t where users.identity is not null and upper(t.identification) = upper(users.identity)
    and (exists (select 1 from project_investigators pi where pi.third_id = t.id) or exists (select 1 from strategy_actors a where a.third_id = t.id))))`;

/** Every reader reads the same list: one viewer, so its first page's statement and estimate are shared (record-page.ts). */
const OFFICE: TViewer = { userId: 0, all: true };

/** Up to this many accounts matching a search, their ids are written into the page's statement. */
const FEW_MATCHES = 500;

/**
 * The search box: name, e-mail, login or identification, ignoring case and accents, through the users'
 * trigram indexes. The matching accounts are read first (as amongMatching does for a small table):
 * up to FEW_MATCHES, the page's statement takes their ids, a number the planner reads (it cannot tell
 * from a trigram LIKE how many rows match: record-page.ts).
 * Past FEW_MATCHES the LIKE stays in the statement: the search is broad, and a list of thousands of
 * ids would be compared with every account the page walks.
 */
async function searchWhere(q: string | undefined, db: DbOrTx): Promise<SQL | undefined> {
  if (!q) return undefined;
  const matches = (table: string) => or(...['name', 'email', 'username', 'identity'].map((c) => foldedContains(sql`${sql.identifier(table)}.${sql.identifier(c)}`, q)));
  const found = await queryRows<{ id: number }>(db, sql`select u.id from users u where ${matches('u')} limit ${FEW_MATCHES + 1}`);
  return found.length > FEW_MATCHES ? matches('users') : sql`${users.id} = any(${`{${found.map((r) => Number(r.id)).join(',')}}`}::int[])`;
}

const researchers = recordList({
  source: recordSource(users, columns, []),
  visibility: { visibleTo: () => IS_RESEARCHER },
  search: searchWhere,
  filterable: {},
  sortable: {},
  // By name, then id (orderOf adds the id): the order the list has always had.
  defaultSort: { key: users.name, descending: false },
  toRow,
});

/** One page of 'Investigadores', searched, paged and counted by the record engine; `estimated` when the total is the planner's. */
export async function listResearchers(db: DbOrTx, q: TResearcherListQuery) {
  const { rows, total, estimated } = await researchers.page(db, OFFICE, q);
  return { data: rows, meta: meta(q, total, estimated) };
}
