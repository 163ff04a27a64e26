import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/*
 * The security audit trail (issue 43, docs/security-audit.md): sign-ins and their failures, second
 * factors, passkeys, profile, permission and user changes, downloads of personal data, decisions,
 * privacy-notice acceptances and data requests. Append-only: the database refuses UPDATE, DELETE and
 * TRUNCATE (migration 0030), as it does for a project's history. No secret or token is ever written
 * here (platform/security-events.ts drops them). No foreign keys: a line outlives what it names, and a
 * user's deletion must not need to change it.
 */
export const securityEvents = pgTable(
  'security_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    /** One of SECURITY_EVENTS (packages/shared/src/security/events.ts). */
    event: text('event').notNull(),
    /** Who did it (null: someone not signed in, e.g. a failed sign-in). */
    actorId: integer('actor_id'),
    /** Whose account or data it concerns, when not the actor's own. */
    subjectUserId: integer('subject_user_id'),
    /** The login name typed, for a sign-in that names no known user. */
    login: text('login'),
    ip: text('ip'),
    /** What and how many: record type and ids, count of records, reason, outcome. Never a secret. */
    details: jsonb('details').notNull().default({}),
  },
  (t) => [
    index('security_events_time_idx').on(t.occurredAt.desc(), t.id.desc()),
    // The 'Auditoría' list reads newest first by id (the order lines were written): a filter's index
    // walks in that order, so a page of one event or one user's lines stops at its size.
    index('security_events_actor_idx').on(t.actorId, t.id.desc()),
    index('security_events_subject_idx').on(t.subjectUserId, t.id.desc()),
    index('security_events_event_idx').on(t.event, t.id.desc()),
  ],
);
