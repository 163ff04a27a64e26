// The dashboard's address, constants and words, apart from its answer's schemas (dashboard.ts) so
// that the web app's dashboard loads no zod (issue 45).

/**
 * `GET /api/dashboard` (any signed-in user): the landing page in ONE answer, computed in SQL with a
 * few aggregate queries. Each part is there only for users who may see what it counts (null
 * otherwise): `stats` the catalogue figures (as before), `charts` for readers of every strategy or
 * project (strategies.all / projects.all), `mine` for lecturers (strategies.own / projects.own).
 */
export const DASHBOARD_API = '/api/dashboard';

/** A report is 'due soon' within this many days (the dashboard's figure and a lecturer's attention list). */
export const REPORTS_DUE_DAYS = 30;

/** Chart titles and the attention labels. */
export const DASHBOARD_CHART_TITLES = {
  strategies_by_state: 'Estrategias por estado',
  strategies_by_kind: 'Estrategias por tipo',
  strategies_by_sectional: 'Estrategias por seccional',
  strategies_by_period: 'Estrategias por periodo',
  projects_by_state: 'Proyectos por estado',
  projects_by_call: 'Proyectos por convocatoria',
  projects_by_decision: 'Proyectos en evaluación y decisiones',
  approved_by_call: 'Proyectos aprobados por convocatoria',
} as const;

/** The execution section's titles and figures' labels. */
export const EXECUTION_DASHBOARD_LABELS = {
  section: 'Ejecución de proyectos',
  byState: 'Proyectos por estado de ejecución',
  budget: 'Presupuesto ejecutado frente al aprobado, por convocatoria',
  inArrears: 'Proyectos en mora',
  reportsDue: `Informes por vencer (${REPORTS_DUE_DAYS} días)`,
  reportsOverdue: 'Informes vencidos',
  approved: 'Aprobado',
  executed: 'Ejecutado',
  percent: '% ejecutado',
} as const;

/** An evaluator's open assignments by stage (issue 28): to accept, accepted, scoring in draft, submitted. */
export const EVALUATOR_STAGES = { assigned: 'Por aceptar', accepted: 'Aceptadas sin calificar', draft: 'Calificación en borrador', submitted: 'Enviadas' } as const;
export type TEvaluatorStage = keyof typeof EVALUATOR_STAGES;
