import { sql } from 'drizzle-orm';
import { recordVisibility, type TViewer } from '../../platform/records/visibility';

/**
 * Whose projects a user may read (spec sections 2 and 7; platform/records/visibility.ts):
 * `projects.own` their own and those where they are an investigator, and `projects.all` besides
 * everyone's except other people's Borrador. Writes are the owner's only. Every reader adds
 * `PROJECT_VISIBILITY.visibleTo` (`visibleSql` over `p`) to its query, so a project the user may
 * not read is simply not found (404).
 */
export const PROJECT_VISIBILITY = recordVisibility({
  table: 'projects',
  owner: 'user_id',
  own: 'projects.own',
  all: 'projects.all',
  readByAll: (p) => sql`${p}.state <> 'Borrador'`,
  /**
   * The user takes part in the project as an investigator: their identification, case-insensitively,
   * among the project's investigators (served by thirds' upper index and project_investigators_third_idx).
   * Not correlated: the user's projects are found once per query (an initplan), not probed for every
   * row a list walks (an administrator's deep page walks tens of thousands).
   */
  alsoMine: (p, v) =>
    v.identity
      ? sql`${p}.id = any(array(select vis_pi.project_id from project_investigators vis_pi join thirds vis_t on vis_t.id = vis_pi.third_id
        where upper(vis_t.identification) = upper(${v.identity})))`
      : undefined,
});

export type ProjectViewer = TViewer;

export const projectViewerOf = PROJECT_VISIBILITY.viewerOf;

/** The projects a viewer may read over the alias `p`, for the queries written as SQL text (the detail, its files, the records). */
export const visibleSql = (v: ProjectViewer) => PROJECT_VISIBILITY.visibleTo(v, 'p');
