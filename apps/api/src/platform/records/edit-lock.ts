import type { DbOrTx } from '../../db/transaction';
import { badRequest, conflict, notFound } from '../../lib/app-error';

/*
 * The first step of every update of an owned, versioned record (a strategy's save, a project's): the
 * owner's record locked for the rest of the transaction, then checked in one order for every record
 * type: not the owner's (or gone) is 404, the record type's edit rules (the shared `...Action('edit')`
 * the web asks too) refuse in their words (400), and a version other than the one the client read is
 * a colleague's or another tab's work (409). The route has already refused a missing version (428).
 * Then the record as its history shows it (its snapshot), to compare after the write.
 */

/** What a record type configures: how it locks its owner's row, its version, its edit rule, its snapshot and its words. */
export type TEditLock<R> = {
  /** The owner's record, read `for update`; null when there is none. */
  lock: (tx: DbOrTx, ownerId: number, id: number) => Promise<R | null>;
  version: (row: R) => string;
  /** The record type's edit rule (the one the web asks). */
  canEdit: (row: R) => { allowed: true } | { allowed: false; reason: string };
  /** The record in words, for its history. */
  snapshot: (tx: DbOrTx, id: number) => Promise<Record<string, unknown> | null>;
  messages: { notFound: string; stale: string };
};

/** A record type's edit lock, its row type taken from what `lock` reads (annotate `lock`'s parameters). */
export const defineEditLock = <R>(rule: TEditLock<R>): TEditLock<R> => rule;

/** The owner's record, locked for this update, once it may be edited and was not changed since the client read `version`. */
export async function lockForEdit<R>(tx: DbOrTx, rule: TEditLock<R>, ownerId: number, id: number, version: string | null): Promise<R & { snapshot: Record<string, unknown> }> {
  const found = await rule.lock(tx, ownerId, id);
  if (!found) throw notFound(rule.messages.notFound);
  const can = rule.canEdit(found);
  if (!can.allowed) throw badRequest(can.reason);
  if (version !== rule.version(found)) throw conflict(rule.messages.stale);
  return { ...found, snapshot: (await rule.snapshot(tx, id))! };
}
