import { sql } from 'drizzle-orm';
import { recordVisibility, type TViewer } from '../../platform/records/visibility';

/**
 * Whose strategies a user may read (platform/records/visibility.ts): `strategies.own` their own,
 * `strategies.all` everyone's except other people's drafts (Borrador is its owner's unfinished
 * work). Writes are always the owner's own. Every reader adds `visibleTo` to its query, so another
 * user's id is simply not found (404).
 */
export const STRATEGY_VISIBILITY = recordVisibility({
  table: 'strategies',
  owner: 'user_id',
  own: 'strategies.own',
  all: 'strategies.all',
  readByAll: (s) => sql`${s}.state <> 'Borrador'`,
});

export type Viewer = TViewer;

export const viewerOf = STRATEGY_VISIBILITY.viewerOf;

/** The strategies a viewer may read, over the table (drizzle's queries) or an alias (`'s'`). */
export const visibleTo = STRATEGY_VISIBILITY.visibleTo;
