import { PROJECT_AUDIT_ACTIONS, projectFieldLabel, type TProjectAuditAction } from '@siiicca/shared';
import type { DbOrTx } from '../../db/transaction';
import { listAuditEvents, recordAuditEvents, type TChange } from '../../platform/audit-log';

/*
 * A project's history (audit_events, record_type 'project'): who did what and when, and which fields
 * changed from what to what. Written by the use cases (save, delete, send) inside their own
 * transaction, so a change and its record commit or roll back together.
 */

export const PROJECT_RECORD_TYPE = 'project';

export type TProjectChange = TChange;
export type TProjectAuditRecord = {
  projectId: number;
  userId: number | null;
  action: TProjectAuditAction;
  changes?: TProjectChange[];
};

/** Records one or more events of projects in the caller's transaction. */
export const recordProjectAudit = (tx: DbOrTx, ...events: TProjectAuditRecord[]) =>
  recordAuditEvents(tx, ...events.map((e) => ({ recordType: PROJECT_RECORD_TYPE, recordId: e.projectId, userId: e.userId, action: e.action, changes: e.changes })));

/** A project's history, oldest first, with the actions and fields in words. */
export const listProjectAudit = (db: DbOrTx, projectId: number) =>
  listAuditEvents(db, PROJECT_RECORD_TYPE, projectId, { actions: PROJECT_AUDIT_ACTIONS, fieldLabel: projectFieldLabel });
