import { z } from 'zod';

// The constants and words of the dashboard live without zod (dashboard-labels.ts), so that the web
// app's dashboard, which reads only them, does not load zod (issue 45).
export * from './dashboard-labels';

/** One bar or slice of a chart: a stable key, its label in Spanish, its count. */
export const ZChartPointSchema = z.object({ key: z.string(), label: z.string(), value: z.number() });
export type TChartPoint = z.infer<typeof ZChartPointSchema>;

/** A chart and its numbers (the table view shows the same points). */
export const ZChartSchema = z.object({ key: z.string(), title: z.string(), points: z.array(ZChartPointSchema) });
export type TChart = z.infer<typeof ZChartSchema>;

/** A call open today: how many days are left (0 on its last day) and how many projects were sent to it. */
export const ZOpenCallSchema = z.object({ id: z.number(), name: z.string(), fecha_fin: z.string(), days_left: z.number(), sent: z.number(), drafts: z.number() });
export type TOpenCall = z.infer<typeof ZOpenCallSchema>;

/** Something that needs a lecturer's attention, with the route of the record it is about. */
export const ATTENTION_KINDS = ['project_draft', 'call_closing', 'strategy_draft', 'strategy_expiring', 'report_due', 'report_overdue', 'project_arrears'] as const;
export const ZAttentionItemSchema = z.object({
  kind: z.enum(ATTENTION_KINDS),
  /** What it is, in words ('Proyecto en borrador: <título>'). */
  label: z.string(),
  /** A date that matters (the call's last day, the strategy's expiration, the report's due date, the oldest overdue one of a project En mora), or null. */
  date: z.string().nullable(),
  /** Where the record opens: '/my_projects?q=<id>', '/my_strategies?q=<id>', '/execution_projects/<id>'. */
  ruta: z.string(),
});
export type TAttentionItem = z.infer<typeof ZAttentionItemSchema>;

/** A call's projects in execution: their approved budget, what their accepted reports executed, and the percent (whole pesos). */
export const ZBudgetByCallSchema = z.object({ key: z.string(), label: z.string(), approved: z.number(), executed: z.number(), percent: z.number() });
export type TBudgetByCall = z.infer<typeof ZBudgetByCallSchema>;

/**
 * The execution stage (issue 42), for the office (execution.manage): projects by execution state, those
 * En mora (a report owed more than ARREARS_DAYS past its due date, of a project En ejecución or
 * Suspendido), the reports owed by projects En ejecución due in the next REPORTS_DUE_DAYS days and
 * overdue, and the budget executed against the approved by call.
 */
export const ZExecutionDashboardSchema = z.object({
  projects_by_state: z.array(ZChartPointSchema),
  in_arrears: z.number(),
  reports_due: z.number(),
  reports_overdue: z.number(),
  budget_by_call: z.array(ZBudgetByCallSchema),
});
export type TExecutionDashboard = z.infer<typeof ZExecutionDashboardSchema>;

export const ZDashboardSchema = z.object({
  name: z.string(),
  stats: z.array(z.object({ key: z.string(), label: z.string(), value: z.number(), ruta: z.string().nullable() })),
  /** Strategies by state, kind, sectional and period; projects by state and by call (each present when the user reads them all). */
  charts: z.array(ZChartSchema),
  /** Calls open today, closing first (readers of every project). */
  open_calls: z.array(ZOpenCallSchema).nullable(),
  mine: z
    .object({
      strategies_by_state: z.array(ZChartPointSchema).nullable(),
      projects_by_state: z.array(ZChartPointSchema).nullable(),
      attention: z.array(ZAttentionItemSchema),
    })
    .nullable(),
  /** An evaluator's (evaluations.own) own assignments by stage (EVALUATOR_STAGES), null for everyone else. */
  evaluator: z.object({ assignments_by_state: z.array(ZChartPointSchema) }).nullable(),
  /** The execution stage's figures for the office (execution.manage), null for everyone else. */
  execution: ZExecutionDashboardSchema.nullable(),
});
export type TDashboard = z.infer<typeof ZDashboardSchema>;
