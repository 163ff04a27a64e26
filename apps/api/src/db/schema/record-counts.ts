import { bigint, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';

/*
 * How many strategies and projects there are per group the dashboard charts, kept by triggers in
 * the same transaction as every insert, update, delete and truncate of the records (migration
 * 0014_record_counts.sql), so the dashboard reads a few hundred counters instead of aggregating
 * every record on each request, and its figures stay exact. Rows whose count fell to zero stay.
 * Every record is counted, drafts too: the dashboard adds the viewer's own drafts and leaves out
 * everyone else's, as the lists' visibility rules say.
 */

/** Strategies per state, kind (`strategy`), sectional and period. */
export const strategyCounts = pgTable(
  'strategy_counts',
  {
    state: text('state').notNull(),
    kind: text('kind'),
    sectionalId: integer('sectional_id'),
    periodId: integer('period_id').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [unique('strategy_counts_group').on(t.state, t.kind, t.sectionalId, t.periodId).nullsNotDistinct()],
);

/** Projects per state and call. */
export const projectCounts = pgTable(
  'project_counts',
  {
    state: text('state').notNull(),
    announcementId: integer('announcement_id').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [unique('project_counts_group').on(t.state, t.announcementId)],
);

/**
 * Per call, the approved budget of its started projects (project_executions.approved_total) and what
 * their accepted reports executed (execution_report_budget of reports Aceptado), whole pesos: the
 * dashboard's budget by call (issue 42), kept by the triggers of migration 0028.
 */
export const executionBudgetCounts = pgTable('execution_budget_counts', {
  announcementId: integer('announcement_id').primaryKey(),
  approved: bigint('approved', { mode: 'number' }).notNull(),
  executed: bigint('executed', { mode: 'number' }).notNull(),
});
