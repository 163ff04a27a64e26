import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { EVIDENCE_KINDS, EXECUTION_REPORT_KINDS, EXECUTION_REPORT_STATES, EXTENSION_STATES } from '@siiicca/shared';
import { enumCheck } from '../enum-check';
import { users } from './accounts';
import { announcements } from './announcements';
import { projectResults, projects } from './projects';
import { researcherWorks } from './researchers';

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
    enumCheck('execution_reports_kind', t.kind, EXECUTION_REPORT_KINDS),
    enumCheck('execution_reports_state', t.state, EXECUTION_REPORT_STATES),
    check('execution_reports_period', sql`${t.periodTo} >= ${t.periodFrom} and ${t.dueDate} >= ${t.periodTo}`),
    check('execution_reports_round', sql`${t.round} between 1 and 100`),
    check('execution_reports_comment', sql`char_length(${t.reviewComment}) <= 2000`),
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
    enumCheck('project_extensions_state', t.state, EXTENSION_STATES),
    check('project_extensions_dates', sql`${t.requestedEnd} > ${t.previousEnd}`),
  ],
);

/*
 * A progress report's content (docs/execution.md 'Progress reports'), written by the owner's drafts:
 * the texts and the overall progress (one row per report that has a draft), the progress per expected
 * result, the amount executed per approved budget line, and the products delivered with their evidence.
 * A draft replaces them all; the report's state stays on execution_reports.
 */
export const executionReportContents = pgTable(
  'execution_report_contents',
  {
    reportId: integer('report_id')
      .primaryKey()
      .references(() => executionReports.id, { onDelete: 'cascade' }),
    /** The whole project's progress in %, null until given. */
    overallProgress: integer('overall_progress'),
    activitiesDone: text('activities_done').notNull().default(''),
    activitiesPending: text('activities_pending').notNull().default(''),
    limitations: text('limitations').notNull().default(''),
    dissemination: text('dissemination').notNull().default(''),
    /** The final report's final results (empty on a progress report). */
    finalResults: text('final_results').notNull().default(''),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('execution_report_contents_progress', sql`${t.overallProgress} is null or ${t.overallProgress} between 0 and 100`),
    check(
      'execution_report_contents_texts',
      sql`char_length(${t.activitiesDone}) <= 10000 and char_length(${t.activitiesPending}) <= 10000 and char_length(${t.limitations}) <= 10000 and char_length(${t.dissemination}) <= 10000`,
    ),
    check('execution_report_contents_final_results', sql`char_length(${t.finalResults}) <= 10000`),
  ],
);

/** A report's progress on one of the project's expected results (project_results), in %. */
export const executionReportResults = pgTable(
  'execution_report_results',
  {
    reportId: integer('report_id')
      .notNull()
      .references(() => executionReports.id, { onDelete: 'cascade' }),
    resultId: integer('result_id')
      .notNull()
      .references(() => projectResults.id, { onDelete: 'cascade' }),
    progress: integer('progress').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.reportId, t.resultId] }),
    index('execution_report_results_result_idx').on(t.resultId),
    check('execution_report_results_progress', sql`${t.progress} between 0 and 100`),
  ],
);

/** What a report declares executed on an approved budget line (whole pesos), and why when the line goes past its approved amount. */
export const executionReportBudget = pgTable(
  'execution_report_budget',
  {
    reportId: integer('report_id')
      .notNull()
      .references(() => executionReports.id, { onDelete: 'cascade' }),
    budgetLineId: integer('budget_line_id')
      .notNull()
      .references(() => projectBudgetLines.id, { onDelete: 'cascade' }),
    executed: bigint('executed', { mode: 'number' }).notNull(),
    justification: text('justification').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.reportId, t.budgetLineId] }),
    index('execution_report_budget_line_idx').on(t.budgetLineId),
    check('execution_report_budget_amount', sql`${t.executed} between 0 and 1000000000000`),
    check('execution_report_budget_justification', sql`char_length(${t.justification}) <= 2000`),
  ],
);

/** A product a report delivers: one of the project's expected results (its product type and product), how many, and its evidence (DOI, ISBN or URL). */
export const executionReportProducts = pgTable(
  'execution_report_products',
  {
    id: serial('id').primaryKey(),
    reportId: integer('report_id')
      .notNull()
      .references(() => executionReports.id, { onDelete: 'cascade' }),
    resultId: integer('result_id')
      .notNull()
      .references(() => projectResults.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    evidenceKind: text('evidence_kind').notNull(),
    evidence: text('evidence').notNull(),
    /** What the evidence is: filled from Crossref by DOI or from a picked work, editable (docs/execution.md). */
    title: text('title').notNull().default(''),
    container: text('container').notNull().default(''),
    year: integer('year'),
    workType: text('work_type').notNull().default(''),
    /** The owner's imported work picked as this product; the row keeps its texts if the work is deleted. */
    workId: integer('work_id').references(() => researcherWorks.id, { onDelete: 'set null' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('execution_report_products_report_idx').on(t.reportId, t.position),
    index('execution_report_products_result_idx').on(t.resultId),
    check('execution_report_products_quantity', sql`${t.quantity} between 1 and 10000`),
    enumCheck('execution_report_products_kind', t.evidenceKind, EVIDENCE_KINDS),
    check('execution_report_products_evidence', sql`char_length(${t.evidence}) between 1 and 500`),
    check('execution_report_products_year', sql`${t.year} between 1900 and 2100`),
    index('execution_report_products_work_idx').on(t.workId),
  ],
);

/*
 * The closure (docs/execution.md 'Closure'): the final report's reconciliation of every expected
 * result, and the Acta de Finalización of a project Finalizado.
 */

/**
 * The final report's reconciliation of one expected result (project_results: its committed quantity):
 * the quantity delivered over the whole project, its evidence, and why when it is short of the committed.
 */
export const executionReportReconciliation = pgTable(
  'execution_report_reconciliation',
  {
    reportId: integer('report_id')
      .notNull()
      .references(() => executionReports.id, { onDelete: 'cascade' }),
    resultId: integer('result_id')
      .notNull()
      .references(() => projectResults.id, { onDelete: 'cascade' }),
    delivered: integer('delivered').notNull(),
    evidence: text('evidence').notNull().default(''),
    justification: text('justification').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.reportId, t.resultId] }),
    index('execution_report_reconciliation_result_idx').on(t.resultId),
    check('execution_report_reconciliation_delivered', sql`${t.delivered} between 0 and 10000`),
    check('execution_report_reconciliation_texts', sql`char_length(${t.evidence}) <= 500 and char_length(${t.justification}) <= 2000`),
  ],
);

/**
 * The Acta de Finalización of a project Finalizado: numbered 'No. N de YYYY' per year (unique), the
 * office's decision as written, who closed it and when. Kept with the project's other records.
 */
export const projectClosures = pgTable(
  'project_closures',
  {
    projectId: integer('project_id')
      .primaryKey()
      .references(() => projects.id, { onDelete: 'no action' }),
    year: integer('year').notNull(),
    number: integer('number').notNull(),
    /** The closure's date (Bogotá's calendar). */
    closedOn: date('closed_on', { mode: 'string' }).notNull(),
    decision: text('decision').notNull(),
    closedBy: integer('closed_by').references(() => users.id, { onDelete: 'set null' }),
    closedAt: timestamp('closed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('project_closures_number_key').on(t.year, t.number),
    check('project_closures_number', sql`${t.number} >= 1`),
    check('project_closures_decision', sql`char_length(${t.decision}) between 1 and 2000`),
  ],
);

/**
 * A file the owner attached to a report while it was theirs to write (docs/execution.md 'Documents and
 * evidence files'): a document of the report (the signed report, annexes) or the evidence of one of the
 * project's expected results. `path` is the file store's (FileStore.save), checked by size and content
 * on upload; the file is frozen with the report once sent.
 */
export const executionReportFiles = pgTable(
  'execution_report_files',
  {
    id: serial('id').primaryKey(),
    reportId: integer('report_id')
      .notNull()
      .references(() => executionReports.id, { onDelete: 'cascade' }),
    /** 'Documento' (of the report) or 'Evidencia' (of `result_id`). */
    kind: text('kind').notNull(),
    resultId: integer('result_id').references(() => projectResults.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    name: text('name').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('execution_report_files_report_idx').on(t.reportId, t.id),
    index('execution_report_files_result_idx').on(t.resultId),
    uniqueIndex('execution_report_files_path_key').on(t.path),
    check('execution_report_files_kind', sql`(${t.kind} = 'Documento' and ${t.resultId} is null) or (${t.kind} = 'Evidencia' and ${t.resultId} is not null)`),
    check('execution_report_files_name', sql`char_length(${t.name}) between 1 and 200`),
    check('execution_report_files_size', sql`${t.size} between 1 and 100000000`),
  ],
);
