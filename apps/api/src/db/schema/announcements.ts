import { sql } from 'drizzle-orm';
import { ANNOUNCEMENT_TYPES } from '@siiicca/shared';
import { boolean, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { enumCheck } from '../enum-check';

/** Calls (convocatorias) that research projects are submitted to. */
export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    description: text('description').notNull(),
    fechaInicio: date('fecha_inicio', { mode: 'string' }).notNull(),
    fechaFin: date('fecha_fin', { mode: 'string' }).notNull(),
    state: boolean('state').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('announcements_name_key').on(sql`lower(${t.name})`),
    index('announcements_open_idx').on(t.state, t.fechaInicio, t.fechaFin),
    // The project lists sorted by call: the calls walked in name order, each call's projects through
    // projects (announcement_id, id), so page 1 reads a few rows instead of sorting every project
    // (0.1 ms instead of 40-110 ms at 100,000 projects; issue 25).
    index('announcements_name_idx').on(t.name),
    enumCheck('announcements_type', t.type, ANNOUNCEMENT_TYPES),
  ],
);

/** The documents a project submitted to the call attaches (required or optional, with accepted types). */
export const announcementAttacheds = pgTable(
  'announcement_attacheds',
  {
    id: serial('id').primaryKey(),
    announcementId: integer('announcement_id').notNull().references(() => announcements.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    required: boolean('required').notNull().default(true),
    accept: text('accept').notNull(),
    position: integer('position').notNull().default(0),
    /**
     * Whether the call's evaluators see this document (issue 39): null while the research office has
     * not said. A blind call's evaluators see only documents marked true; other calls' see all but
     * those marked false (docs/evaluation.md).
     */
    evaluatorVisible: boolean('evaluator_visible'),
  },
  (t) => [uniqueIndex('announcement_attacheds_name_key').on(t.announcementId, sql`lower(${t.name})`)],
);
