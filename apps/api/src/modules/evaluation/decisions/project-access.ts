import { sql } from 'drizzle-orm';
import { DECISION_MSG, type TPermission, type TProjectState } from '@siiicca/shared';
import { queryRows } from '../../../db/query-rows';
import type { DbOrTx } from '../../../db/transaction';
import { notFound } from '../../../lib/app-error';
import type { AuthUser } from '../../../platform/auth/session';
import type { TViewer } from '../../../platform/records/visibility';
import { EVALUATED_PROJECTS } from '../readers';

export type TProjectHead = { id: number; user_id: number; state: TProjectState; announcement_id: number; title: string; round: number; call: string; owner: string; owner_email: string };

/**
 * Who reaches a project's evaluation, by the evaluation stage's project rule (readers.ts): 'reader'
 * is anyone who may read the project (its owner, its investigators, projects.all) or the evaluation
 * office (any project past Borrador); 'owner' leaves the investigators out: the owner, or projects.all
 * (and `alsoAll`) or the office past Borrador. Anyone else: 404, as if it did not exist.
 */
export async function projectFor(db: DbOrTx, user: AuthUser, id: number, who: 'reader' | 'owner', opts: { lock?: boolean; alsoAll?: readonly TPermission[] } = {}): Promise<TProjectHead> {
  const reads = EVALUATED_PROJECTS.readsAny(user);
  if (!reads && who === 'reader') throw notFound(DECISION_MSG.notFound);
  const viewer: TViewer | null = reads ? EVALUATED_PROJECTS.viewerOf(user) : null;
  const scope: TViewer =
    who === 'reader' && viewer
      ? viewer
      : { userId: user.id, all: Boolean(viewer?.all) || (opts.alsoAll ?? []).some((x) => user.permissions.has(x)) };
  const [row] = await queryRows<TProjectHead>(
    db,
    sql`select p.id, p.user_id, p.state, p.announcement_id, p.title, p.evaluation_round as round, a.name as call, u.name as owner, u.email as owner_email
      from projects p join announcements a on a.id = p.announcement_id join users u on u.id = p.user_id
      where ${EVALUATED_PROJECTS.visibleById(scope, id, 'p')} ${opts.lock ? sql`for update of p` : sql``}`,
  );
  if (!row) throw notFound(DECISION_MSG.notFound);
  return row;
}
