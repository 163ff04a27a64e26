import { sql } from 'drizzle-orm';
import type { TEvaluatorCandidate, TEvaluatorList, TListQuery } from '@siiicca/shared';
import { queryRows } from '../../../db/query-rows';
import type { DbOrTx } from '../../../db/transaction';
import { sqlPage } from '../../../platform/crud/paging';
import { OPEN_LOAD } from './assignment-context';

/** The id of the seeded Evaluador profile. */
export async function evaluatorRoleId(db: DbOrTx): Promise<number> {
  const [row] = await queryRows<{ id: number }>(db, sql`select id from roles where key = 'evaluator'`);
  if (!row) throw new Error('the Evaluador profile is not seeded');
  return row.id;
}

const likeOf = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const kindSql = sql`case when u.account_type = 'sac' then 'Interno' else 'Externo' end`;
const isEvaluator = sql`exists (select 1 from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = u.id and r.key = 'evaluator')`;

/** The users with the Evaluador profile (active or not), by name, with their open load. */
export async function listEvaluators(db: DbOrTx, q: Pick<TListQuery, 'page' | 'per_page' | 'q'>): Promise<TEvaluatorList> {
  const search = q.q ? sql`and (lower(u.name) like ${likeOf(q.q)} or lower(u.email) like ${likeOf(q.q)})` : sql``;
  const page = await sqlPage<TEvaluatorList['data'][number]>(db, q, {
    rows: sql`select u.id, u.name, u.email, ${kindSql} as kind, u.active,
        (select count(*)::int from evaluation_assignments a join projects p on p.id = a.project_id where a.evaluator_id = u.id and ${OPEN_LOAD}) as open_assignments,
        (u.account_type = 'adm' and u.password_hash is null) as pending_password
      from users u where ${isEvaluator} ${search}
      order by lower(u.name), u.id`,
    count: sql`select count(*)::int as total from users u where ${isEvaluator} ${search}`,
  });
  return { data: page.data.map((r) => ({ ...r, open_assignments: Number(r.open_assignments) })), meta: page.meta };
}

/** Active users who are not evaluators yet, matching `q` by name, e-mail or identification (at most 20). */
export async function evaluatorCandidates(db: DbOrTx, q: string | undefined): Promise<TEvaluatorCandidate[]> {
  const search = q ? sql`and (lower(u.name) like ${likeOf(q)} or lower(u.email) like ${likeOf(q)} or u.identity like ${likeOf(q)})` : sql``;
  return queryRows<TEvaluatorCandidate>(
    db,
    sql`select u.id, u.name, u.email, ${kindSql} as kind, u.identity as identification from users u
      where u.active and not ${isEvaluator} ${search} order by lower(u.name), u.id limit 20`,
  );
}

/** True when the user exists and is active. */
export async function activeUser(db: DbOrTx, id: number) {
  const [row] = await queryRows<{ evaluator: boolean }>(db, sql`select ${isEvaluator} as evaluator from users u where u.id = ${id} and u.active`);
  return row ? { evaluator: Boolean(row.evaluator) } : null;
}

/** The users already holding this e-mail or identification. */
export async function clashes(db: DbOrTx, email: string, identity: string) {
  return queryRows<{ email: string; identity: string | null }>(
    db,
    sql`select email, identity from users where lower(email) = ${email.toLowerCase()} or identity = ${identity}`,
  );
}
