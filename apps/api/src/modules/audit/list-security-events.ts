import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { auditDetailText, auditEventLabel, type TAuditQuery, type TSecurityEventRow } from '@siiicca/shared';
import { securityEvents, users } from '../../db/schema';
import type { DbOrTx } from '../../db/transaction';
import { meta } from '../../platform/crud/paging';
import { recordSource } from '../../platform/records/list';
import { recordPage } from '../../platform/records/record-page';
import { auditCondition } from './audit-query';

/*
 * The 'Auditoría' list: the lines of the security audit trail newest first (last written first), through the record
 * lists' paging (platform/records/record-page.ts: the page's ids from security_events alone, the
 * names of who and whose joined for those ids only; totals exact while counting costs no more
 * than the page, the planner's estimate past that). Its cost at 1,000,000 lines: docs/benchmarks.md.
 */

const actor = alias(users, 'actor');
const subject = alias(users, 'subject');

const source = recordSource(
  securityEvents as never,
  {
    id: securityEvents.id,
    occurredAt: securityEvents.occurredAt,
    event: securityEvents.event,
    actorId: securityEvents.actorId,
    actor: actor.name,
    subjectId: securityEvents.subjectUserId,
    subject: subject.name,
    login: securityEvents.login,
    ip: securityEvents.ip,
    details: securityEvents.details,
  },
  [
    { table: actor, on: eq(actor.id, securityEvents.actorId), left: true },
    { table: subject, on: eq(subject.id, securityEvents.subjectUserId), left: true },
  ],
);

type TRaw = {
  id: number;
  occurredAt: Date | string;
  event: string;
  actorId: number | null;
  actor: string | null;
  subjectId: number | null;
  subject: string | null;
  login: string | null;
  ip: string | null;
  details: Record<string, unknown> | null;
};

/** A line as the screen shows it. */
export const auditRow = (r: TRaw): TSecurityEventRow => ({
  id: Number(r.id),
  occurred_at: new Date(r.occurredAt).toISOString(),
  event: r.event,
  event_label: auditEventLabel(r.event),
  actor_id: r.actorId,
  actor: r.actor,
  subject_id: r.subjectId,
  subject: r.subject,
  login: r.login,
  ip: r.ip,
  detail: auditDetailText(r.details),
});

export async function listSecurityEvents(db: DbOrTx, q: TAuditQuery) {
  const { where, key } = await auditCondition(db, q);
  const page = await recordPage(db, source, {
    where,
    // Not 'narrowed' (record-page.ts): the planner estimates these conditions well (an event, a
    // range of days, users by id; no search text), so a filtered page counts its matches only when
    // it expects few, and otherwise reads the page alone.
    narrowed: false,
    // Newest first is the order lines were written in: the primary key, walked backwards. (Sorting by
    // occurred_at would need its ties broken by id ascending, which the (occurred_at, id) index cannot
    // walk: every line was read and sorted, 40 ms at 100,000 lines.)
    sort: { key: securityEvents.id, descending: true },
    page: q,
    // Page 1 of each condition is kept prepared (record-page.ts keptFirstPage): the audit has one viewer shape.
    whereKey: key,
    sortName: '-id',
  });
  return { data: (page.rows as TRaw[]).map(auditRow), meta: meta(q, page.total, page.estimated) };
}
