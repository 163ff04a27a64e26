import { sql } from 'drizzle-orm';
import { DECISION_MSG, type TPermission, type TProjectState } from '@siiicca/shared';
import { queryRows } from '../../../db/query-rows';
import type { DbOrTx } from '../../../db/transaction';
import { notFound } from '../../../lib/app-error';
import type { AuthUser } from '../../../platform/auth/session';
import { PROJECT_VISIBILITY } from '../../projects';

export type TProjectHead = { id: number; user_id: number; state: TProjectState; announcement_id: number; title: string; round: number; call: string; owner: string; owner_email: string };

/**
 * Who reaches a project's evaluation: 'reader' is anyone who may read the project (its owner, its
 * investigators, projects.all) or an evaluation manager (any project past Borrador); 'owner' is its
 * owner, projects.all (and `alsoAll`, past Borrador) or an evaluation manager. Anyone else: 404, as if it did not exist.
 */
export async function projectFor(db: DbOrTx, user: AuthUser, id: number, who: 'reader' | 'owner', opts: { lock?: boolean; alsoAll?: readonly TPermission[] } = {}): Promise<TProjectHead> {
  const manager = user.permissions.has('evaluations.manage');
  const readsAll = manager || (who === 'owner' && ['projects.all', ...(opts.alsoAll ?? [])].some((x) => user.permissions.has(x)));
  let scope;
  if (readsAll) scope = sql`(p.state <> 'Borrador' or p.user_id = ${user.id})`;
  else if (who === 'owner') scope = sql`p.user_id = ${user.id}`;
  else if (user.permissions.has('projects.own') || user.permissions.has('projects.all')) scope = PROJECT_VISIBILITY.visibleTo(PROJECT_VISIBILITY.viewerOf(user), 'p');
  else throw notFound(DECISION_MSG.notFound);
  const [row] = await queryRows<TProjectHead>(
    db,
    sql`select p.id, p.user_id, p.state, p.announcement_id, p.title, p.evaluation_round as round, a.name as call, u.name as owner, u.email as owner_email
      from projects p join announcements a on a.id = p.announcement_id join users u on u.id = p.user_id
      where p.id = ${id} and ${scope} ${opts.lock ? sql`for update of p` : sql``}`,
  );
  if (!row) throw notFound(DECISION_MSG.notFound);
  return row;
}
