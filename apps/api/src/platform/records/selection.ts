import { and, desc, inArray } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { MSG } from '@siiicca/shared';
import type { DbOrTx } from '../../db/transaction';
import { forbidden, notFound } from '../../lib/app-error';
import type { AuthUser } from '../auth/session';
import type { TSelectionInput } from '../bulk-downloads';
import type { TRecordRule, TViewer } from './visibility';

/** A record type's bulk selection, as configured by its module (its exports/selection.ts). */
export type TRecordSelection = {
  /** The record's table (its `id` is what is selected). */
  table: PgTable & { id: AnyPgColumn<{ data: number; notNull: true }> };
  /** Who may read which record (visibility.ts). */
  rule: TRecordRule;
  /** The list's own search and filters: every id of the list `viewer` sees, newest first. */
  matching: (db: DbOrTx, viewer: TViewer, search: Pick<TSelectionInput, 'q' | 'filters'>) => Promise<number[]>;
  /** The 404 of one record of this type. */
  notFound: string;
};

/**
 * The records a bulk download sends (spreadsheets, ZIPs of attachments, records), newest first, as
 * ids: the chosen ones, or every one the list's search and filters match ('all'). Only ids are held
 * (100,000 of them are under 1 MB); the rows are read later in batches of these ids, so every sheet
 * of one download shows the same set.
 * - chosen ids: each must be readable by the user (the type's visibility rule); one that is not
 *   answers 404 for the whole request, as a single record would, so the answer tells nothing about
 *   which ids exist;
 * - 'all' with scope 'mine': the user's own list; scope 'all' (everyone's list) needs the type's
 *   `all` permission (else 403).
 */
export function recordSelection(type: TRecordSelection) {
  const { table, rule } = type;
  return async (db: DbOrTx, user: AuthUser, input: TSelectionInput): Promise<number[]> => {
    if (input.ids !== 'all') {
      const rows = await db
        .select({ id: table.id })
        .from(table)
        .where(and(inArray(table.id, input.ids), rule.visibleTo(rule.viewerOf(user))))
        .orderBy(desc(table.id));
      if (rows.length !== input.ids.length) throw notFound(type.notFound);
      return rows.map((r) => r.id);
    }
    if (input.scope === 'all' && !user.permissions.has(rule.type.all)) throw forbidden(MSG.forbidden);
    const viewer = input.scope === 'all' ? rule.everyone(user) : rule.mine(user);
    return type.matching(db, viewer, { q: input.q, filters: input.filters });
  };
}
