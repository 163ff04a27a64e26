import { and, eq, ne, or, type SQL } from 'drizzle-orm';
import { MSG } from '@siiicca/shared';
import { strategies } from '../../db/schema';
import { forbidden } from '../../lib/app-error';
import type { AuthUser } from '../../platform/auth/session';

/**
 * Whose strategies a user may read: `strategies.own` their own, `strategies.all` everyone's
 * except other people's drafts (Borrador is its owner's unfinished work). Writes are always the
 * owner's own. Ownership is part of every query, so another user's id is simply not found (404).
 */
export type Viewer = { userId: number; all: boolean };

export function viewerOf(user: AuthUser): Viewer {
  const all = user.permissions.has('strategies.all');
  if (!all && !user.permissions.has('strategies.own')) throw forbidden(MSG.forbidden);
  return { userId: user.id, all };
}

/** The owner's own strategies only (writes, and the /my_strategies list). */
export const ownerOnly = (user: Pick<AuthUser, 'id'>): Viewer => ({ userId: user.id, all: false });

/** The strategies a viewer may read. */
export const visibleTo = (v: Viewer): SQL =>
  v.all ? or(ne(strategies.state, 'Borrador'), eq(strategies.userId, v.userId))! : eq(strategies.userId, v.userId);

/** One strategy, if the viewer may read it. */
export const visibleById = (v: Viewer, id: number) => and(eq(strategies.id, id), visibleTo(v))!;
