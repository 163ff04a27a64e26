import { and, sql, type SQL } from 'drizzle-orm';
import { MSG, type TPermission } from '@siiicca/shared';
import { forbidden } from '../../lib/app-error';
import type { AuthUser } from '../auth/session';

/*
 * Who may read a record, written once per record type (docs/decisions/013-record-engine.md).
 * A record type names its table, its owner column, the permissions that read its own records and
 * everyone's, what a reader of everyone's sees of other people's records (for every type so far:
 * all but their drafts) and, optionally, what else makes a record the viewer's own (a project's
 * investigators). From that one rule come the viewer of a request and the SQL condition every
 * reader adds to its query (lists, detail, files, state actions, exports, the dashboard), so a
 * record the viewer may not read is simply not found (404) everywhere alike.
 *
 * The condition is SQL text over an alias: the table's own name in the queries drizzle builds
 * (`from strategies`), or the alias of a hand-written query (`from strategies s`).
 */

/** Who reads: the user, their identification (for rules that match people), and whether they read everyone's. */
export type TViewer = { userId: number; all: boolean; identity?: string | null };

/** A record type's visibility, as configured by its module (its scope.ts). */
export type TRecordVisibility = {
  /** The table, as SQL names it; also the alias of the queries drizzle builds. */
  table: string;
  /** The column holding the owner's user id. */
  owner: string;
  /** Reads the user's own records. */
  own: TPermission;
  /** Reads everyone's records, as `readByAll` says. */
  all: TPermission;
  /** What a reader of everyone's records reads of other people's, over the record's alias `r`. */
  readByAll: (r: SQL) => SQL;
  /** What else makes a record the viewer's own to read, over the alias `r` (nothing when undefined). */
  alsoMine?: (r: SQL, viewer: TViewer) => SQL | undefined;
  /** The permissions a later stage adds (withReaders) that read as `all` does (the evaluation office); none by default. */
  readers?: readonly TPermission[];
};

/** Who a viewer is made for: the user's id and, for rules that match people, their identification. */
type TUserRef = { id: number; identity?: string | null };

/** The pieces every reader of one record type uses (documented where recordVisibility builds them). */
export type TRecordRule = {
  type: TRecordVisibility;
  viewerOf: (user: AuthUser) => TViewer;
  readsAny: (user: AuthUser) => boolean;
  mine: (user: TUserRef) => TViewer;
  everyone: (user: TUserRef) => TViewer;
  visibleTo: (viewer: TViewer, alias?: string) => SQL;
  seenByAll: (alias?: string) => SQL;
  withReaders: (readers: readonly TPermission[]) => TRecordRule;
  visibleById: (viewer: TViewer, id: number, alias?: string) => SQL;
};

export function recordVisibility(type: TRecordVisibility): TRecordRule {
  const identityOf = (user: { identity?: string | null }) => user.identity?.trim() || null;

  /** The records `viewer` may read, as a condition over `alias` (the table's name unless given). */
  const visibleTo = (viewer: TViewer, alias: string = type.table): SQL => {
    const r = sql`${sql.identifier(alias)}`;
    const parts = [
      sql`${r}.${sql.identifier(type.owner)} = ${viewer.userId}`,
      type.alsoMine?.(r, viewer),
      viewer.all ? type.readByAll(r) : undefined,
    ].filter((part): part is SQL => part !== undefined);
    return sql`(${sql.join(parts, sql` or `)})`;
  };

  /** Whether `user` reads everyone's records: the `all` permission or one a later stage added. */
  const readsAll = (user: AuthUser) => [type.all, ...(type.readers ?? [])].some((p) => user.permissions.has(p));

  return {
    type,
    /** The viewer of a reading route: everyone's records with the `all` permission (or a stage's reader), else their own; 403 with neither. */
    viewerOf(user: AuthUser): TViewer {
      const all = readsAll(user);
      if (!all && !user.permissions.has(type.own)) throw forbidden(MSG.forbidden);
      return { userId: user.id, identity: identityOf(user), all };
    },
    /** Whether `user` reads any record of the type (their own, or everyone's). */
    readsAny: (user: AuthUser): boolean => readsAll(user) || user.permissions.has(type.own),
    /** The user's own records only, whatever else they may read (the "my" lists, writes). */
    mine: (user: TUserRef): TViewer => ({
      userId: user.id,
      identity: identityOf(user),
      all: false,
    }),
    /** Everyone's records as a reader of all reads them (the routes that require the `all` permission). */
    everyone: (user: TUserRef): TViewer => ({
      userId: user.id,
      identity: identityOf(user),
      all: true,
    }),
    visibleTo,
    /** What a reader of everyone's reads of other people's records, over `alias` (the rule's one home of it). */
    seenByAll: (alias: string = type.table): SQL => type.readByAll(sql`${sql.identifier(alias)}`),
    /** The same record type with more readers, as a later stage adds them (the rule itself is unchanged). */
    withReaders: (readers: readonly TPermission[]) => recordVisibility({ ...type, readers: [...(type.readers ?? []), ...readers] }),
    /** One record, if the viewer may read it. */
    visibleById: (viewer: TViewer, id: number, alias: string = type.table): SQL =>
      and(sql`${sql.identifier(alias)}.id = ${id}`, visibleTo(viewer, alias))!,
  };
}
