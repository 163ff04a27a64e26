import { and, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import { MSG } from '@siiicca/shared';
import { projects } from '../../db/schema';
import { forbidden } from '../../lib/app-error';
import type { AuthUser } from '../../platform/auth/session';

/**
 * Whose projects a user may read (spec sections 2 and 7): `projects.own` their own and those where
 * they are an investigator (the person of the investigator carries the user's identification), and
 * `projects.all` besides everyone's except other people's Borrador. Writes are the owner's only.
 * Visibility is part of every query, so a project the user may not read is simply not found (404).
 */
export type ProjectViewer = { userId: number; identity: string | null; all: boolean };

export function projectViewerOf(user: AuthUser): ProjectViewer {
  const all = user.permissions.has('projects.all');
  if (!all && !user.permissions.has('projects.own')) throw forbidden(MSG.forbidden);
  return { userId: user.id, identity: user.identity?.trim() || null, all };
}

/** The /myprojects list: own projects and those where the user is an investigator, whatever else they may read. */
export const mineOf = (user: AuthUser): ProjectViewer => ({ userId: user.id, identity: user.identity?.trim() || null, all: false });

/**
 * The user takes part in the project as an investigator: their identification, case-insensitively,
 * among the project's investigators (served by project_investigators_third_idx and thirds' upper index).
 * The subquery names the outer table literally: drizzle may leave a column unqualified inside it.
 */
export const investigatorOf = (identity: string | null): SQL | undefined =>
  identity
    ? sql`exists (select 1 from project_investigators pi join thirds t on t.id = pi.third_id
        where pi.project_id = projects.id and upper(t.identification) = upper(${identity}))`
    : undefined;

/** The projects a viewer may read. */
export const projectVisibleTo = (v: ProjectViewer): SQL =>
  or(eq(projects.userId, v.userId), investigatorOf(v.identity), v.all ? ne(projects.state, 'Borrador') : undefined)!;

/** One project, if the viewer may read it. */
export const projectVisibleById = (v: ProjectViewer, id: number) => and(eq(projects.id, id), projectVisibleTo(v))!;

/** projectVisibleTo over the alias `p`, for the queries written as SQL text (the detail, its files). */
export function visibleSql(v: ProjectViewer): SQL {
  const own = sql`p.user_id = ${v.userId}`;
  const investigator = v.identity
    ? sql` or exists (select 1 from project_investigators pi join thirds ti on ti.id = pi.third_id
        where pi.project_id = p.id and upper(ti.identification) = upper(${v.identity}))`
    : sql``;
  const all = v.all ? sql` or p.state <> 'Borrador'` : sql``;
  return sql`(${own}${investigator}${all})`;
}
