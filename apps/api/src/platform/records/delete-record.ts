import { inTransaction, type DbOrTx } from '../../db/transaction';
import { badRequest, notFound } from '../../lib/app-error';
import { recordAuditEvents } from '../audit-log';

/*
 * Deleting a record, in one order for every record type (issue 41): the record locked as the user
 * reaches it (not reached: 404), the record type's shared delete rule (refused: 400 in its words),
 * its stored files listed, the row deleted (its children go with it), and the deletion kept in its
 * history with the name it had, all in one transaction. The caller removes the files once committed.
 */

export type TRecordDelete<R> = {
  /** The record type's name in the history ('strategy', 'project'). */
  recordType: string;
  /** The record as the user reaches it, locked `for update`; null when they do not. */
  lock: (tx: DbOrTx, userId: number, id: number) => Promise<R | null>;
  /** The record type's delete rule (the one the web asks). */
  canDelete: (row: R, tx: DbOrTx) => Promise<{ allowed: true } | { allowed: false; reason: string }>;
  /** Deletes the row; its children go with it. */
  remove: (tx: DbOrTx, id: number) => Promise<unknown>;
  /** The stored files the record keeps (read before the row goes). */
  files: (tx: DbOrTx, row: R, id: number) => Promise<(string | null)[]>;
  /** The field the history names the deleted record by, and its value. */
  name: (row: R) => { field: string; value: string };
  notFound: string;
};

/** A record type's deletion, its row type taken from what `lock` reads (annotate `lock`'s parameters). */
export const defineRecordDelete = <R>(rule: TRecordDelete<R>): TRecordDelete<R> => rule;

/** Deletes the record when its rule allows; answers its stored files, to remove once the transaction has committed. */
export function deleteRecord<R>(db: DbOrTx, rule: TRecordDelete<R>, userId: number, id: number): Promise<string[]> {
  return inTransaction(db, async (tx) => {
    const found = await rule.lock(tx, userId, id);
    if (!found) throw notFound(rule.notFound);
    const can = await rule.canDelete(found, tx);
    if (!can.allowed) throw badRequest(can.reason);
    const files = (await rule.files(tx, found, id)).filter((path): path is string => !!path);
    await rule.remove(tx, id);
    const { field, value } = rule.name(found);
    await recordAuditEvents(tx, { recordType: rule.recordType, recordId: id, userId, action: 'delete', changes: [{ field, from: value, to: null }] });
    return files;
  });
}
