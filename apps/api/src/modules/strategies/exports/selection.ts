import { and, desc, inArray } from 'drizzle-orm';
import { MSG, STRATEGY_MSG } from '@siiicca/shared';
import type { DbOrTx } from '../../../db/transaction';
import { strategies } from '../../../db/schema';
import { forbidden, notFound } from '../../../lib/app-error';
import type { AuthUser } from '../../../platform/auth/session';
import type { TSelectionInput } from '../../../platform/bulk-downloads';
import { matchingStrategyIds } from '../list-strategies';
import { ownerOnly, viewerOf, visibleTo, type Viewer } from '../scope';

/**
 * The strategies a bulk download sends, newest first, as ids: the chosen ones, or every one the
 * list's search and filters match ('all'). Only ids are held (100,000 of them are under 1 MB); the
 * rows are read later in batches of these ids, so every sheet of one download shows the same set.
 * - chosen ids: each must be readable by the user (strategies.all: everyone's but other people's
 *   drafts; otherwise their own); one that is not answers 404 for the whole request, as a single
 *   strategy would, so the answer tells nothing about which ids exist;
 * - 'all' with scope 'mine': the user's own list; scope 'all' needs strategies.all (else 403).
 */
export async function selectedIds(db: DbOrTx, user: AuthUser, input: TSelectionInput): Promise<number[]> {
  if (input.ids !== 'all') {
    const rows = await db
      .select({ id: strategies.id })
      .from(strategies)
      .where(and(inArray(strategies.id, input.ids), visibleTo(viewerOf(user))))
      .orderBy(desc(strategies.id));
    if (rows.length !== input.ids.length) throw notFound(STRATEGY_MSG.notFound);
    return rows.map((r) => r.id);
  }
  if (input.scope === 'all' && !user.permissions.has('strategies.all')) throw forbidden(MSG.forbidden);
  const viewer: Viewer = input.scope === 'all' ? { userId: user.id, all: true } : ownerOnly(user);
  return matchingStrategyIds(db, viewer, { q: input.q, filters: input.filters });
}
