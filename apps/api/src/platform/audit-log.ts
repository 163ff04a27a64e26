import { and, asc, eq } from 'drizzle-orm';
import type { TAuditEvent } from '@siiicca/shared';
import type { DbOrTx } from '../db/transaction';
import { auditEvents, users } from '../db/schema';

/*
 * The history of records (audit_events): who did what and when, and which fields changed from what
 * to what. Each module writes its own record type ('strategy', 'project') inside the transaction of
 * the change, and reads it back here with its own words for actions and fields.
 */

export type TChange = { field: string; from: unknown; to: unknown };
export type TAuditWords = { actions: Record<string, string>; fieldLabel: (field: string) => string };

/** A record's history, oldest first, with the actions and fields in the module's words. */
export async function listAuditEvents(db: DbOrTx, recordType: string, recordId: number, words: TAuditWords): Promise<TAuditEvent[]> {
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
    .where(and(eq(auditEvents.recordType, recordType), eq(auditEvents.recordId, recordId)))
    .orderBy(asc(auditEvents.createdAt), asc(auditEvents.id));
  return rows.map((r) => ({
    id: r.id,
    action: r.action,
    label: words.actions[r.action] ?? r.action,
    user: r.userId === null ? null : { id: r.userId, name: r.userName ?? '' },
    created_at: new Date(r.createdAt).toISOString(),
    changes: ((r.changes ?? []) as TChange[]).map((c) => ({ ...c, label: words.fieldLabel(c.field) })),
  }));
}
