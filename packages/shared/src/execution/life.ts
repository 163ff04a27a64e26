import type { TProjectStageLife } from '../projects/workflow';

/**
 * What the execution stage (issue 42, docs/execution.md) adds to a project's life after its approval:
 * En ejecución from the office's registered start, Suspendido and back, and its closure: Finalizado
 * (final report accepted, closure registered) or Cerrado por incumplimiento (office, with its reason).
 */
export const EXECUTION_STATES = ['En ejecución', 'Suspendido', 'Finalizado', 'Cerrado por incumplimiento'] as const;
export type TExecutionState = (typeof EXECUTION_STATES)[number];

export const EXECUTION_LIFE = {
  stage: 'execution',
  states: EXECUTION_STATES,
  moves: {
    /** The office registers the start of an approved project: its acta de inicio date, duration and budget. */
    startExecution: { from: ['Aprobado'], to: ['En ejecución'], by: 'execution.manage' },
    /** The office suspends a project in execution, with its reason. */
    suspend: { from: ['En ejecución'], to: ['Suspendido'], by: 'execution.manage' },
    /** The office resumes it: the end and the pending due dates move by the time suspended. */
    resume: { from: ['Suspendido'], to: ['En ejecución'], by: 'execution.manage' },
    /** The final report accepted, the office registers the closure. */
    finish: { from: ['En ejecución'], to: ['Finalizado'], by: 'execution.manage' },
    /** The office closes it for non-compliance, with its justification. */
    closeForNonCompliance: { from: ['En ejecución', 'Suspendido'], to: ['Cerrado por incumplimiento'], by: 'execution.manage' },
  },
} as const satisfies TProjectStageLife;

/** The states of a project whose execution has started (the execution list's). */
export const EXECUTION_LIST_STATES: readonly TExecutionState[] = EXECUTION_STATES;

/** A scheduled report's kind and states (execution_reports). */
export const EXECUTION_REPORT_KINDS = ['Avance', 'Final'] as const;
export type TExecutionReportKind = (typeof EXECUTION_REPORT_KINDS)[number];
export const EXECUTION_REPORT_STATES = ['Pendiente', 'Borrador', 'Enviado', 'Aceptado', 'Con observaciones', 'Rechazado'] as const;
export type TExecutionReportState = (typeof EXECUTION_REPORT_STATES)[number];
/** The report states that still wait for the owner (a due date that can pass). */
export const REPORT_OWED_STATES: readonly TExecutionReportState[] = ['Pendiente', 'Borrador', 'Con observaciones'];

/** An extension's states (project_extensions). */
export const EXTENSION_STATES = ['Pendiente', 'Aprobada', 'Denegada'] as const;
export type TExtensionState = (typeof EXTENSION_STATES)[number];

/** A project with a report owed more than this many days past its due date is 'En mora'. */
export const ARREARS_DAYS = 30;
/** The states in which a project still owes its reports (so can be En mora): a closed project owes nothing more. */
export const REPORTING_STATES: readonly TExecutionState[] = ['En ejecución', 'Suspendido'];
