import { z } from 'zod';
import { MSG } from '../messages';
import { zIdText } from '../schemas/bounds';
import { PROJECT_DECISIONS, type TAssignmentState, type TProjectDecision, type TProjectState } from '../projects/enums';

/**
 * The decision on an evaluated project (issue 28): its history (project_transitions), the
 * administrator's results per call and per project, the decision itself, the owner's view of it
 * (no evaluator's name) and the numbered acta de aprobación.
 */
export const EVAL_DECISION_API = {
  /** GET (readers of the project; evaluations.manage reads any sent one): ZTransitionList, oldest first. */
  history: (projectId: number) => `/api/siiicca/projects/${projectId}/transitions`,
  /** GET (owner; projects.all or evaluations.manage): TProjectOutcome, the decision without evaluators' names. */
  outcome: (projectId: number) => `/api/siiicca/projects/${projectId}/outcome`,
  /** GET (owner; projects.records or evaluations.manage): the acta de aprobación PDF of an Aprobado project. */
  acta: (projectId: number) => `/api/siiicca/projects/${projectId}/acta-aprobacion`,
  /**
   * GET `/{ids}` (a selection, like the projects' actas de inicio and de compromiso; projects.records, or
   * projects.own for the user's own projects): one acta de aprobación PDF for one project, a ZIP of PDFs for
   * several; 409 DECISION_MSG.notApproved when a chosen project is not Aprobado, 404 for one the user may not read.
   */
  approvalRecords: '/api/siiicca/getactaaprobacion',
  /** GET (evaluations.manage): the calls with evaluation settings or evaluated projects, newest first: TEvalCall[]. */
  calls: '/api/siiicca/evaluation/calls',
  /** GET (evaluations.manage): TCallResults, the call's projects past Enviado with their scores. */
  callResults: (announcementId: number) => `/api/siiicca/evaluation/calls/${announcementId}/results`,
  /** GET (evaluations.manage): TProjectResults, every evaluation of the current round. */
  projectResults: (projectId: number) => `/api/siiicca/evaluation/projects/${projectId}/results`,
  /** POST (evaluations.manage) ZDecisionSchema: 200 { message, data: { state } }. */
  decide: (projectId: number) => `/api/siiicca/evaluation/projects/${projectId}/decision`,
} as const;

export const DECISION_LIMITS = { justification: 4000 } as const;

/** A score as the actas write it: two decimals after a comma (59,00). */
const twoDecimals = (n: number) => n.toFixed(2).replace('.', ',');

export const DECISION_MSG = {
  justificationRequired: 'Escriba la justificación de la decisión',
  justificationTooLong: `La justificación admite hasta ${DECISION_LIMITS.justification} caracteres`,
  decisionInvalid: 'Elija una decisión: Aprobado, Ajustes solicitados o Rechazado',
  notInEvaluation: 'El proyecto no está en evaluación',
  noEvaluations: 'El proyecto aún no tiene evaluaciones enviadas en esta ronda',
  decided: (state: TProjectDecision) => `Decisión registrada: ${state}`,
  decideFailed: 'No se pudo registrar la decisión',
  notFound: 'El proyecto no existe',
  callNotFound: 'La convocatoria no existe',
  noActa: 'El proyecto no tiene acta de aprobación',
  actaFailed: 'Error al generar el acta de aprobación',
  approvalRecord: 'Acta de Aprobación',
  approvalRecordsFailed: 'Error al generar las actas de aprobación',
  /** The projects of a selection that are not Aprobado (the first few, by number). */
  notApproved: (ids: number[]) =>
    ids.length === 1
      ? `Solo los proyectos aprobados tienen acta de aprobación: el proyecto ${ids[0]} no está en estado Aprobado`
      : `Solo los proyectos aprobados tienen acta de aprobación: ${ids.length} de los proyectos elegidos no están en estado Aprobado (${ids
          .slice(0, 5)
          .join(', ')}${ids.length > 5 ? ', …' : ''})`,
  readFailed: 'Error al consultar la evaluación del proyecto',
  callMoveRefused: 'Un proyecto con ajustes solicitados no puede cambiar de convocatoria',
  /** Approving below the call's passing score: said in the dialog, and refused by the API unless confirmed. */
  belowPassing: (score: number, passing: number) =>
    `El puntaje ponderado (${twoDecimals(score)}) es inferior al mínimo aprobatorio de la convocatoria (${twoDecimals(passing)}): confirme que aprueba el proyecto de todos modos`,
} as const;

/** Whether approving a project of `mean` score goes below the call's passing score (both on 0–100). */
export const belowPassing = (mean: number | null, passing: number | null | undefined) => mean !== null && passing !== null && passing !== undefined && mean < passing;

export const ZDecisionSchema = z.object({
  decision: z.enum(PROJECT_DECISIONS, { error: DECISION_MSG.decisionInvalid }),
  justification: z
    .string({ error: DECISION_MSG.justificationRequired })
    .trim()
    .min(1, { error: DECISION_MSG.justificationRequired, abort: true })
    .max(DECISION_LIMITS.justification, DECISION_MSG.justificationTooLong),
  /** The administrator saw that the score is below the call's passing score and approves anyway. */
  confirm_below_passing: z.boolean({ error: MSG.invalidValue }).optional(),
});
export type TDecisionInput = z.input<typeof ZDecisionSchema>;

export const ZProjectIdParamsSchema = z.object({ id: zIdText() });

export type TTransition = { id: number; from: TProjectState; to: TProjectState; reason: string; at: string; user: string | null };
export type TTransitionList = { data: TTransition[] };

export type TCriterionBrief = { id: number; name: string; weight: number; scale_min: number; scale_max: number };
export type TScoreLine = { criterion_id: number; score: number; comment: string };

/** One evaluator's evaluation of the current round, as the administrator sees it. */
export type TEvaluationResult = {
  assignment_id: number;
  evaluator: { id: number; name: string; email: string };
  assignment_state: TAssignmentState;
  submitted_at: string | null;
  weighted: number | null;
  general_comment: string;
  scores: TScoreLine[];
};

export type TProjectResults = {
  project: { id: number; title: string; state: TProjectState; round: number; owner: string; announcement_id: number; call: string };
  criteria: TCriterionBrief[];
  settings: { passing_score: number; divergence_margin: number; evaluators_per_project: number } | null;
  evaluations: TEvaluationResult[];
  mean: number | null;
  divergent: boolean;
  can_decide: boolean;
};

export type TCallResultRow = { id: number; title: string; owner: string; state: TProjectState; round: number; submitted: number; expected: number; mean: number | null; divergent: boolean };
export type TCallResults = { call: { id: number; name: string; passing_score: number | null }; data: TCallResultRow[] };
export type TEvalCall = { id: number; name: string; fecha_fin: string };

/** The owner's view: the last decision, the comments of its round without names, the acta when approved. */
export type TProjectOutcome = {
  state: TProjectState;
  round: number;
  decision: { state: TProjectDecision; justification: string; at: string } | null;
  criteria: TCriterionBrief[];
  evaluations: { label: string; weighted: number | null; general_comment: string; scores: TScoreLine[] }[];
  mean: number | null;
  acta: { number: number; year: number } | null;
  history: TTransition[];
};

/** Two submitted weighted scores further apart than the margin. */
export const isDivergent = (scores: readonly number[], margin: number) =>
  scores.length > 1 && Math.max(...scores) - Math.min(...scores) > margin;
