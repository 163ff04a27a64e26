/**
 * The execution stage's HTTP contract (issue 42, docs/execution.md). Every write names the version it
 * overwrites (428 without it, 409 when stale): a call's settings their `version`; a project's moves
 * the execution view's `version`.
 */
export const EXECUTION_API = {
  /** GET (execution.manage or announcements.manage): ZCallExecutionSettingsSchema. PUT (execution.manage): ZCallExecutionSettingsSaveSchema → ZCallExecutionSettingsSavedSchema. */
  callSettings: (announcementId: number) => `/api/siiicca/calls/${announcementId}/execution`,
  /** GET (execution.manage): 'Proyectos en Ejecución', the record list (ZExecutionListQuerySchema → ZExecutionListSchema). */
  list: '/api/siiicca/execution/projects',
  /** GET (execution.manage): the .xlsx of the list's execution status, same filters (and `ids` for a selection). */
  excel: '/api/siiicca/execution/projects/excel',
  /** GET (execution.manage, or the project's owner with projects.own): ZExecutionViewSchema, the project's execution view. */
  one: (projectId: number) => `/api/siiicca/execution/projects/${projectId}`,
  /** GET (execution.manage): what the start dialog needs for an approved project (ZStartContextSchema). */
  startContext: (projectId: number) => `/api/siiicca/execution/projects/${projectId}/start`,
  /** POST (execution.manage): ZStartExecutionSchema → ZExecutionSavedSchema (Aprobado → En ejecución). */
  start: (projectId: number) => `/api/siiicca/execution/projects/${projectId}/start`,
  /** POST (execution.manage): ZExecutionMoveSchema → ZExecutionSavedSchema (En ejecución → Suspendido). */
  suspend: (projectId: number) => `/api/siiicca/execution/projects/${projectId}/suspend`,
  /** POST (execution.manage): ZExecutionMoveSchema → ZExecutionSavedSchema (Suspendido → En ejecución, dates moved). */
  resume: (projectId: number) => `/api/siiicca/execution/projects/${projectId}/resume`,
  /** POST (execution.manage): ZExecutionMoveSchema (reason required) → ZExecutionSavedSchema (→ Cerrado por incumplimiento). */
  closeForNonCompliance: (projectId: number) => `/api/siiicca/execution/projects/${projectId}/non-compliance`,
  /** POST (the owner, projects.own): ZExtensionRequestSchema → ZExecutionSavedSchema. */
  extensions: (projectId: number) => `/api/siiicca/execution/projects/${projectId}/extensions`,
  /** POST (execution.manage): ZExtensionDecisionSchema → ZExecutionSavedSchema. */
  extensionDecision: (projectId: number, extensionId: number) => `/api/siiicca/execution/projects/${projectId}/extensions/${extensionId}/decision`,
  /** GET (projects.own): the owner's projects in execution ('Mis Proyectos' → 'Ejecución'), ZOwnExecutionListSchema. */
  mine: '/api/siiicca/execution/mine',
} as const;
