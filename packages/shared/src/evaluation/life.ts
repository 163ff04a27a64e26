import type { TProjectStageLife } from '../projects/workflow';

/**
 * What the evaluation stage (issue 28, docs/evaluation.md) adds to a project's life: En evaluación
 * while peers evaluate it, and the office's decision: Aprobado, Ajustes solicitados (back to its owner,
 * who edits it and sends it again to the same evaluators) or Rechazado.
 */
export const PROJECT_DECISIONS = ['Aprobado', 'Ajustes solicitados', 'Rechazado'] as const;
export type TProjectDecision = (typeof PROJECT_DECISIONS)[number];

export const EVALUATION_LIFE = {
  stage: 'evaluation',
  states: ['En evaluación', ...PROJECT_DECISIONS],
  moves: {
    /** The owner sends again a project returned for adjustments: its evaluators' next round. */
    sendAgain: { from: ['Ajustes solicitados'], to: ['En evaluación'], by: 'owner' },
    /** An evaluator assigned: the first one moves a sent project into evaluation; more keep it there. */
    assign: { from: ['Enviado', 'En evaluación'], to: ['En evaluación'], by: 'evaluations.manage' },
    /** The last evaluator removed before any evaluation: the project waits again as sent. */
    unassignLast: { from: ['En evaluación'], to: ['Enviado'], by: 'evaluations.manage' },
    /** The office's decision on an evaluated project. */
    decide: { from: ['En evaluación'], to: PROJECT_DECISIONS, by: 'evaluations.manage' },
  },
} as const satisfies TProjectStageLife;

/** What an evaluator answers to an assignment (evaluation_assignments.state). */
export const ASSIGNMENT_STATES = ['Asignada', 'Aceptada', 'Rechazada', 'Conflicto'] as const;
export type TAssignmentState = (typeof ASSIGNMENT_STATES)[number];
