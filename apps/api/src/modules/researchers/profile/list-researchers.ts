import { sql } from 'drizzle-orm';
import type { TResearcherListQuery, TResearcherRow } from '@siiicca/shared';
import type { DbOrTx } from '../../../db/transaction';
import { queryRows } from '../../../db/query-rows';
import { foldedContains } from '../../../db/fold';

/** An account's person rows are those with its identification (read-profile.ts personRowsOf). */
const appears = sql`exists (select 1 from thirds t where u.identity is not null and upper(t.identification) = upper(u.identity)
  and (exists (select 1 from project_investigators pi where pi.third_id = t.id) or exists (select 1 from strategy_actors a where a.third_id = t.id)))`;

/**
 * The office's 'Investigadores': the accounts that own a project or strategy or appear in one as an
 * investigator or actor, searched by name, e-mail or identification, paged in SQL.
 */
export async function listResearchers(db: DbOrTx, q: TResearcherListQuery) {
  // Case and accents ignored ('maria' finds 'María'), through the users' trigram indexes (db/fold.ts).
  const search = q.q
    ? sql`and (${foldedContains(sql`u.name`, q.q)} or ${foldedContains(sql`u.email`, q.q)} or ${foldedContains(sql`u.username`, q.q)} or ${foldedContains(sql`u.identity`, q.q)})`
    : sql``;
  const rows = await queryRows<TResearcherRow & { total: number }>(db, sql`
    with r as (
      select u.id, u.name, u.email, u.identity,
        (select count(*)::int from projects p where p.user_id = u.id) as projects,
        (select count(*)::int from strategies s where s.user_id = u.id) as strategies
      from users u
      where (exists (select 1 from projects p where p.user_id = u.id) or exists (select 1 from strategies s where s.user_id = u.id) or ${appears})
      ${search}
    )
    select r.*, count(*) over ()::int as total from r order by r.name, r.id
    limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`);
  const total = rows[0]?.total ?? (q.page > 1 ? await countOnly(db, search) : 0);
  return { data: rows.map(({ total: _t, ...r }) => r), meta: { total: Number(total), page: q.page, per_page: q.per_page } };
}

async function countOnly(db: DbOrTx, search: ReturnType<typeof sql>) {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from users u
    where (exists (select 1 from projects p where p.user_id = u.id) or exists (select 1 from strategies s where s.user_id = u.id) or ${appears}) ${search}`);
  return row?.n ?? 0;
}
