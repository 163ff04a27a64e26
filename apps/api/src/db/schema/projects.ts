import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { EMPLOYMENT_LINKS, INVESTIGATOR_TYPES, PROJECT_STATES, RESEARCHER_CATEGORIES, THIRD_KINDS } from '@siiicca/shared';
import { enumCheck } from '../enum-check';
import { copyTrigramIndex, foldedCopy, keepsFolded } from '../fold';
import { users } from './accounts';
import { announcementAttacheds, announcements } from './announcements';
import { divisions, faculties, investigationGroups, productTypes, products } from './catalogues';
import { sectionals } from './sectionals';
import { thirds } from './strategies';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/**
 * A research project submitted to a call (spec sections 2-4). Borrador while its owner prepares it
 * (saved from the form at any time: call, title and hours required, the rest may be incomplete),
 * Enviado once sent (validated whole, read-only for everyone).
 */
export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'restrict' }),
    announcementId: integer('announcement_id').notNull().references(() => announcements.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    /** search_fold(title), stored: what the lists' search box and title filter compare (db/fold.ts). */
    titleFold: foldedCopy('title'),
    sectionalId: integer('sectional_id').references(() => sectionals.id, { onDelete: 'restrict' }),
    hours: integer('hours'),
    state: text('state').notNull().default('Borrador'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The evaluation round (issue 28): 1, and one more each time it is sent again after 'Ajustes solicitados'. */
    evaluationRound: integer('evaluation_round').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    index('projects_user_idx').on(t.userId, t.createdAt),
    index('projects_list_idx').on(t.state, t.announcementId, t.sectionalId, t.userId, t.createdAt, t.id),
    copyTrigramIndex('projects_title_fold_trgm', t.titleFold),
    // The list's date filters (a Bogotá day is a range of instants).
    index('projects_created_idx').on(t.createdAt),
    index('projects_sent_idx').on(t.sentAt),
    // A page sorted by title, state or last change walks its index, then the id (the lists' tie-break),
    // instead of sorting every project: 70-90 ms at 100,000 projects without them (issue 25).
    index('projects_title_sort_idx').on(t.title, t.id),
    index('projects_state_sort_idx').on(t.state, t.id),
    index('projects_updated_sort_idx').on(t.updatedAt, t.id),
    // The call filter and search ('announcement.name', the search box's calls) find a call's projects
    // here instead of scanning every project (200 ms for 2,558 of 100,000 before).
    index('projects_announcement_idx').on(t.announcementId, t.id),
    enumCheck('projects_state', t.state, PROJECT_STATES),
  ],
);
keepsFolded(projects.title, projects.titleFold);

/**
 * An investigator of a project: an internal one (Investigadores USTA) or an external ally, the
 * person kept once in `thirds` (shared with strategies), the project's own facts here.
 */
export const projectInvestigators = pgTable(
  'project_investigators',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id').notNull().references(() => projects.id, { onDelete: 'cascade' }),
    thirdId: integer('third_id').notNull().references(() => thirds.id, { onDelete: 'restrict' }),
    /** Interno or Externo (spec type_third). */
    typeThird: text('type_third').notNull(),
    /** Principal or Coinvestigador. */
    typeInvestigator: text('type_investigator').notNull(),
    position: integer('position').notNull().default(0),
    city: text('city'),
    training: text('training'),
    /** Employment link: completo or medio. */
    link: text('link'),
    /** Researcher category code (IS, I, IJ...). */
    colciencias: text('colciencias'),
    payrollHours: integer('payroll_hours'),
    sectionalId: integer('sectional_id').references(() => sectionals.id, { onDelete: 'restrict' }),
    investigationGroupId: integer('investigation_group_id').references(() => investigationGroups.id, { onDelete: 'restrict' }),
    divisionId: integer('division_id').references(() => divisions.id, { onDelete: 'restrict' }),
    facultyId: integer('faculty_id').references(() => faculties.id, { onDelete: 'restrict' }),
    /** An ally's entity: a third of type NIT (with its representative, country and web page). */
    entityId: integer('entity_id').references(() => thirds.id, { onDelete: 'restrict' }),
    interlocutor: text('interlocutor'),
    contact: text('contact'),
    ...timestamps,
  },
  (t) => [
    // A person takes part in a project once (internal or external).
    uniqueIndex('project_investigators_third_key').on(t.projectId, t.thirdId),
    index('project_investigators_third_idx').on(t.thirdId, t.projectId),
    // The list's research group and faculty filters (the projects of the matching groups / faculties).
    index('project_investigators_group_idx').on(t.investigationGroupId, t.projectId),
    index('project_investigators_faculty_idx').on(t.facultyId, t.projectId),
    enumCheck('project_investigators_type_third', t.typeThird, THIRD_KINDS),
    enumCheck('project_investigators_type_investigator', t.typeInvestigator, INVESTIGATOR_TYPES),
    enumCheck('project_investigators_link', t.link, EMPLOYMENT_LINKS, { nullable: true }),
    enumCheck('project_investigators_colciencias', t.colciencias, RESEARCHER_CATEGORIES, { nullable: true }),
  ],
);

/** A document of the call the project attached: the stored file (path under DATA_DIR/files), its uploaded name and size. */
export const projectDocuments = pgTable(
  'project_documents',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id').notNull().references(() => projects.id, { onDelete: 'cascade' }),
    attachedId: integer('attached_id').notNull().references(() => announcementAttacheds.id, { onDelete: 'restrict' }),
    path: text('path').notNull(),
    name: text('name').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [uniqueIndex('project_documents_attached_key').on(t.projectId, t.attachedId), index('project_documents_attached_idx').on(t.attachedId)],
);

/** An expected result: a product of a product type, and how many. */
export const projectResults = pgTable(
  'project_results',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id').notNull().references(() => projects.id, { onDelete: 'cascade' }),
    productTypeId: integer('product_type_id').notNull().references(() => productTypes.id, { onDelete: 'restrict' }),
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull().default(1),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('project_results_product_key').on(t.projectId, t.productTypeId, t.productId), index('project_results_product_idx').on(t.productId)],
);

/** Reminders sent to a draft's owner before its call closes: one per project and call, ever (the key makes it so). */
export const projectReminders = pgTable(
  'project_reminders',
  {
    projectId: integer('project_id').notNull().references(() => projects.id, { onDelete: 'cascade' }),
    announcementId: integer('announcement_id').notNull().references(() => announcements.id, { onDelete: 'cascade' }),
    /** The call's last day when the reminder went out. */
    closesOn: date('closes_on', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.announcementId] })],
);

/**
 * The mail outbox: messages written in the same transaction as what they tell (a project sent, a
 * reminder due), then delivered by the mail worker through the Mailer (SMTP or .eml files), with
 * retries. A message is delivered at least once and marked sent; it is never written twice.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    /** What the message is about ('project_sent', 'project_reminder'), for logs and tests. */
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The last failure's kind (never the server's words, which may quote an address). */
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_pending_idx').on(t.nextAttemptAt).where(sql`${t.sentAt} is null`)],
);

/** Scheduled jobs already run, one row per job and day: a daily job runs once a day across processes and restarts. */
export const jobRuns = pgTable(
  'job_runs',
  {
    job: text('job').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.job, t.day] })],
);
