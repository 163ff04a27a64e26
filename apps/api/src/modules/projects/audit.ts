import { and, asc, eq } from 'drizzle-orm';
import { PROJECT_AUDIT_ACTIONS, projectFieldLabel, type TAuditEvent, type TProjectAuditAction } from '@siiicca/shared';
import type { DbOrTx } from '../../db/transaction';
import { auditEvents, users } from '../../db/schema';

/*
 * A project's history (audit_events, record_type 'project'): who did what and when, and which fields
 * changed from what to what. Written by the use cases (save, delete, send) inside their own
 * transaction, so a change and its record commit or roll back together.
 */

export const PROJECT_RECORD_TYPE = 'project';

export type TProjectChange = { field: string; from: unknown; to: unknown };
export type TProjectAuditRecord = {
  projectId: number;
  userId: number | null;
  action: TProjectAuditAction;
  changes?: TProjectChange[];
};

/** Records one or more events of projects in the caller's transaction. */
export async function recordProjectAudit(tx: DbOrTx, ...events: TProjectAuditRecord[]) {
  if (events.length === 0) return;
  await tx.insert(auditEvents).values(
    events.map((e) => ({ recordType: PROJECT_RECORD_TYPE, recordId: e.projectId, userId: e.userId, action: e.action, changes: e.changes ?? [] })),
  );
}

/** A project's history, oldest first, with the actions and fields in words. */
export async function listProjectAudit(db: DbOrTx, projectId: number): Promise<TAuditEvent[]> {
  const rows = await db
    .select({
      id: auditEvents.id,
      action: auditEvents.action,
      userId: users.id,
      userName: users.name,
      createdAt: auditEvents.createdAt,
      changes: auditEvents.changes,
    })
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.userId))
    .where(and(eq(auditEvents.recordType, PROJECT_RECORD_TYPE), eq(auditEvents.recordId, projectId)))
    .orderBy(asc(auditEvents.createdAt), asc(auditEvents.id));
  return rows.map((r) => ({
    id: r.id,
    action: r.action,
    label: (PROJECT_AUDIT_ACTIONS as Record<string, string>)[r.action] ?? r.action,
    user: r.userId === null ? null : { id: r.userId, name: r.userName ?? '' },
    created_at: new Date(r.createdAt).toISOString(),
    changes: ((r.changes ?? []) as TProjectChange[]).map((c) => ({ ...c, label: projectFieldLabel(c.field) })),
  }));
}
