import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { announcements } from './announcements';
import { projects } from './projects';

/*
 * The execution stage of a project (issue 42, docs/execution.md): after its approval the office
 * registers its start (acta de inicio date, duration, approved budget); the project reports its
 * progress on a schedule, may be suspended and resumed, may ask for extensions, and is closed
 * (Finalizado, or Cerrado por incumplimiento). Amounts are whole Colombian pesos (bigint).
 */

/** A catalogue that is only a name and whether it is offered (as catalogues.ts's namedCatalogue). */
const namedCatalogue = <N extends string>(name: N) =>
  pgTable(
    name,
    { id: serial('id').primaryKey(), name: text('name').notNull(), active: boolean('active').notNull().default(true) },
    (t) => [uniqueIndex(`${name}_name_key`).on(sql`lower(${t.name})`)],
  );

/** Budget items (Personal, Equipos, …): what an approved amount is for. */
export const budgetItems = namedCatalogue('budget_items');
/** Funding sources (Institución, Contrapartida, Externa): who pays an approved amount. */
export const fundingSources = namedCatalogue('funding_sources');

/**
 * How a call's approved projects are executed, set by the office; a call without a row uses the
 * defaults (the columns' defaults). `updated_at` is the document's version.
 */
export const callExecutionSettings = pgTable(
  'call_execution_settings',
  {
    announcementId: integer('announcement_id')
      .primaryKey()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    /** The default and the maximum duration of a project, in months. */
    durationMonths: integer('duration_months').notNull().default(12),
    /** A progress report every N months from the start. */
    reportEveryMonths: integer('report_every_months').notNull().default(6),
    /** The final report is due this many days after the end. */
    finalReportDays: integer('final_report_days').notNull().default(60),
    /** The most a project's approved budget may add up to (whole pesos); null: no maximum. */
    budgetMax: bigint('budget_max', { mode: 'number' }),
    /** How many extensions a project may be granted. */
    extensionsAllowed: integer('extensions_allowed').notNull().default(1),
    /** A lecturer with a project En mora or Cerrado por incumplimiento in the last N years cannot send to the call (0: off). */
    cleanRecordYears: integer('clean_record_years').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('call_execution_settings_duration', sql`${t.durationMonths} between 1 and 120`),
    check('call_execution_settings_every', sql`${t.reportEveryMonths} between 1 and 60`),
    check('call_execution_settings_final_days', sql`${t.finalReportDays} between 1 and 365`),
    check('call_execution_settings_budget', sql`${t.budgetMax} is null or ${t.budgetMax} between 0 and 1000000000000`),
    check('call_execution_settings_extensions', sql`${t.extensionsAllowed} between 0 and 10`),
    check('call_execution_settings_clean_years', sql`${t.cleanRecordYears} between 0 and 20`),
  ],
);

/**
 * A project's execution, one row from its start: the dates (the planned end is start + duration; the
 * end moves with suspensions and extensions), the suspension under way and the approved total.
 */
export const projectExecutions = pgTable(
  'project_executions',
  {
    projectId: integer('project_id')
      .primaryKey()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** The acta de inicio's date (Bogotá's calendar). */
    startDate: date('start_date', { mode: 'string' }).notNull(),
    durationMonths: integer('duration_months').notNull(),
    /** start + duration, as registered at the start. */
    plannedEnd: date('planned_end', { mode: 'string' }).notNull(),
    /** The end in force: the planned one moved by suspensions and approved extensions. */
    endDate: date('end_date', { mode: 'string' }).notNull(),
    /** The day the suspension under way began; null when not suspended. */
    suspendedSince: date('suspended_since', { mode: 'string' }),
    /** Σ of the approved budget lines (whole pesos), kept with them. */
    approvedTotal: bigint('approved_total', { mode: 'number' }).notNull().default(0),
    startedBy: integer('started_by').references(() => users.id, { onDelete: 'set null' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('project_executions_duration', sql`${t.durationMonths} between 1 and 120`),
    check('project_executions_dates', sql`${t.plannedEnd} > ${t.startDate} and ${t.endDate} >= ${t.plannedEnd}`),
    check('project_executions_total', sql`${t.approvedTotal} >= 0`),
    index('project_executions_end_idx').on(t.endDate),
  ],
);

/** An approved amount of a project's budget: per item and funding source, whole pesos. */
export const projectBudgetLines = pgTable(
  'project_budget_lines',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    budgetItemId: integer('budget_item_id')
      .notNull()
      .references(() => budgetItems.id, { onDelete: 'restrict' }),
    fundingSourceId: integer('funding_source_id')
      .notNull()
      .references(() => fundingSources.id, { onDelete: 'restrict' }),
    approved: bigint('approved', { mode: 'number' }).notNull(),
  },
  (t) => [
    uniqueIndex('project_budget_lines_key').on(t.projectId, t.budgetItemId, t.fundingSourceId),
    index('project_budget_lines_item_idx').on(t.budgetItemId),
    index('project_budget_lines_source_idx').on(t.fundingSourceId),
    check('project_budget_lines_amount', sql`${t.approved} between 0 and 1000000000000`),
  ],
);

/**
 * A project's report schedule, generated at its start (one progress report every N months until the
 * end, then the final one), and each report's state. The contents of a report are its own tables.
 * state: Pendiente → Borrador → Enviado → Aceptado | Con observaciones (→ Enviado, round + 1) | Rechazado.
 */
export const executionReports = pgTable(
  'execution_reports',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** 1, 2, … in the schedule's order (the final report is the last). */
    number: integer('number').notNull(),
    kind: text('kind').notNull(),
    periodFrom: date('period_from', { mode: 'string' }).notNull(),
    periodTo: date('period_to', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    state: text('state').notNull().default('Pendiente'),
    /** The review round: 1, then + 1 each time it is sent again after 'Con observaciones'. */
    round: integer('round').notNull().default(1),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewComment: text('review_comment').notNull().default(''),
    /** The reminders sent, once each: 15 days before the due date, on it, and the last weekly one while overdue. */
    remindedBeforeAt: timestamp('reminded_before_at', { withTimezone: true }),
    remindedDueAt: timestamp('reminded_due_at', { withTimezone: true }),
    remindedOverdueAt: timestamp('reminded_overdue_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('execution_reports_number_key').on(t.projectId, t.number),
    index('execution_reports_due_idx').on(t.state, t.dueDate),
    check('execution_reports_kind', sql`${t.kind} in ('Avance', 'Final')`),
    check('execution_reports_state', sql`${t.state} in ('Pendiente', 'Borrador', 'Enviado', 'Aceptado', 'Con observaciones', 'Rechazado')`),
    check('execution_reports_period', sql`${t.periodTo} >= ${t.periodFrom} and ${t.dueDate} >= ${t.periodTo}`),
    check('execution_reports_round', sql`${t.round} between 1 and 100`),
  ],
);

/**
 * An extension (prórroga) an owner asked for: the new end date and why; the office approves or denies
 * it. At most one pending per project (a partial unique index); the call caps the approved ones.
 */
export const projectExtensions = pgTable(
  'project_extensions',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** The end in force when it was asked for, and the one asked for. */
    previousEnd: date('previous_end', { mode: 'string' }).notNull(),
    requestedEnd: date('requested_end', { mode: 'string' }).notNull(),
    justification: text('justification').notNull(),
    state: text('state').notNull().default('Pendiente'),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionReason: text('decision_reason').notNull().default(''),
  },
  (t) => [
    index('project_extensions_project_idx').on(t.projectId, t.id),
    uniqueIndex('project_extensions_one_pending_key').on(t.projectId).where(sql`${t.state} = 'Pendiente'`),
    check('project_extensions_state', sql`${t.state} in ('Pendiente', 'Aprobada', 'Denegada')`),
    check('project_extensions_dates', sql`${t.requestedEnd} > ${t.previousEnd}`),
  ],
);
