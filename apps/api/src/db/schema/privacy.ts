import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { DATA_REQUEST_KINDS } from '@siiicca/shared';
import { enumCheck } from '../enum-check';
import { users } from './accounts';

/*
 * Personal data under Ley 1581 de 2012 and Decreto 1377 de 2013 (issue 43, docs/personal-data-rights.md):
 * the privacy notice's versions and who accepted which, the requests people file about their data
 * (consulta, corrección, supresión) with their legal deadline, and the public holidays those
 * deadlines skip.
 */

/** 'Política de tratamiento de datos personales': every version published, the newest is in force. */
export const privacyNotices = pgTable(
  'privacy_notices',
  {
    id: serial('id').primaryKey(),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null: the version the product ships with. */
    publishedBy: integer('published_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('privacy_notices_version_key').on(t.version)],
);

/**
 * Who accepted which version, when and from which address. The session's pending step reads it
 * with one EXISTS on (user_id, notice_id).
 */
export const privacyAcceptances = pgTable(
  'privacy_acceptances',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    noticeId: integer('notice_id').notNull().references(() => privacyNotices.id, { onDelete: 'restrict' }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip'),
  },
  (t) => [uniqueIndex('privacy_acceptances_key').on(t.userId, t.noticeId)],
);

/** A request about one's own personal data: a consulta (10 business days) or a reclamo (15). */
export const dataRequests = pgTable(
  'data_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'restrict' }),
    /** consulta, correccion or supresion (DATA_REQUEST_KINDS). */
    kind: text('kind').notNull(),
    text: text('text').notNull(),
    filedAt: timestamp('filed_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last business day to answer (Bogotá's calendar, holidays skipped), fixed when filed. */
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredBy: integer('answered_by').references(() => users.id, { onDelete: 'set null' }),
    answer: text('answer'),
    /** The day the office was last reminded of it (the daily job reminds once a day at most). */
    remindedOn: date('reminded_on', { mode: 'string' }),
  },
  (t) => [
    enumCheck('data_requests_kind', t.kind, DATA_REQUEST_KINDS),
    index('data_requests_user_idx').on(t.userId, t.filedAt.desc()),
    index('data_requests_open_idx').on(t.dueOn).where(sql`${t.answeredAt} is null`),
  ],
);

/** Colombian public holidays (seeded 2025–2030, the office adds more): legal deadlines skip them. */
export const holidays = pgTable('holidays', {
  day: date('day', { mode: 'string' }).primaryKey(),
  name: text('name').notNull(),
});
