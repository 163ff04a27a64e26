import { and, asc, eq } from 'drizzle-orm';
import type { TAuditEvent } from '@siiicca/shared';
import type { DbOrTx } from '../db/transaction';
import { auditEvents, users } from '../db/schema';

/*
 * The history of records (audit_events): who did what and when, and which fields changed from what
 * to what. Each record type ('strategy', 'project') writes its events here inside the transaction of
 * the change, so a change and its history commit (or roll back) together, and reads them back here
 * with its own words for actions and fields.
 */

export type TChange = { field: string; from: unknown; to: unknown };

/** One event of a record's history. */
export type TAuditRecord = { recordType: string; recordId: number; userId: number | null; action: string; changes?: TChange[] };

/** Writes events of records' history in the caller's transaction. */
export async function recordAuditEvents(tx: DbOrTx, ...events: TAuditRecord[]): Promise<void> {
  if (events.length === 0) return;
  await tx.insert(auditEvents).values(events.map((e) => ({ ...e, changes: e.changes ?? [] })));
}

const isEmpty = (v: unknown) => v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);

/**
 * The fields that differ between two snapshots of a record (its fields in words), from what to what:
 * a field present on one side only counts (an investigator added or removed), empty and missing are
 * alike; `except` names fields recorded apart (a replaced file).
 */
export function changesBetween(before: Record<string, unknown> | null, after: Record<string, unknown>, except: readonly string[] = []): TChange[] {
  const changes: TChange[] = [];
  for (const field of new Set([...Object.keys(before ?? {}), ...Object.keys(after)])) {
    if (except.includes(field)) continue;
    const from = before?.[field] ?? null;
    const to = after[field] ?? null;
    if (isEmpty(from) && isEmpty(to)) continue;
    if (JSON.stringify(from) !== JSON.stringify(to)) changes.push({ field, from, to });
  }
  return changes;
}
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
