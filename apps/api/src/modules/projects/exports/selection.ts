import { and, desc, inArray } from 'drizzle-orm';
import { MSG, PROJECT_MSG } from '@siiicca/shared';
import type { DbOrTx } from '../../../db/transaction';
import { projects } from '../../../db/schema';
import { forbidden, notFound } from '../../../lib/app-error';
import type { AuthUser } from '../../../platform/auth/session';
import type { TSelectionInput } from '../../../platform/bulk-downloads';
import { matchingProjectIds } from '../list-projects';
import { mineOf, projectViewerOf, projectVisibleTo, type ProjectViewer } from '../scope';

/**
 * The projects a bulk download sends (the Excel, the attachments, the records), newest first, as
 * ids: the chosen ones, or every one the list's search and filters match ('all'). Only ids are
 * held; the rows are read later in batches of them, so every sheet of one download shows the same set.
 * - chosen ids: each must be readable by the user (scope.ts: their own and those where they are an
 *   investigator; with projects.all everyone's but other people's drafts); one that is not answers
 *   404 for the whole request, as a single project would, telling nothing about which ids exist;
 * - 'all' with scope 'mine': the /myprojects list; scope 'all' (the /projects list) needs projects.all (else 403).
 */
export async function selectedProjectIds(db: DbOrTx, user: AuthUser, input: TSelectionInput): Promise<number[]> {
  if (input.ids !== 'all') {
    const rows = await db
      .select({ id: projects.id })
      .from(projects)
      .where(and(inArray(projects.id, input.ids), projectVisibleTo(projectViewerOf(user))))
      .orderBy(desc(projects.id));
    if (rows.length !== input.ids.length) throw notFound(PROJECT_MSG.notFound);
    return rows.map((r) => r.id);
  }
  if (input.scope === 'all' && !user.permissions.has('projects.all')) throw forbidden(MSG.forbidden);
  const viewer: ProjectViewer = input.scope === 'all' ? { ...mineOf(user), all: true } : mineOf(user);
  return matchingProjectIds(db, viewer, { q: input.q, filters: input.filters });
}
