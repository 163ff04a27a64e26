import { z } from 'zod';
import { MSG } from '../messages';
import { zIdText } from '../schemas/bounds';
import { ASSIGNMENT_STATES, PROJECT_DECISIONS, type TProjectDecision } from './life';
import { PROJECT_STATES } from '../project-life';

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

/** One change of a project's state: who (their name; null when the account is gone), when, from, to and why. */
export const ZTransitionSchema = z.object({
  id: z.number().int(),
  from: z.enum(PROJECT_STATES),
  to: z.enum(PROJECT_STATES),
  reason: z.string(),
  at: z.string(),
  user: z.string().nullable(),
});
export type TTransition = z.infer<typeof ZTransitionSchema>;
/** GET EVAL_DECISION_API.history: a project's state changes, oldest first. */
export const ZTransitionListSchema = z.object({ data: z.array(ZTransitionSchema) });
export type TTransitionList = z.infer<typeof ZTransitionListSchema>;

export const ZCriterionBriefSchema = z.object({ id: z.number().int(), name: z.string(), weight: z.number(), scale_min: z.number(), scale_max: z.number() });
export type TCriterionBrief = z.infer<typeof ZCriterionBriefSchema>;
export const ZScoreLineSchema = z.object({ criterion_id: z.number().int(), score: z.number(), comment: z.string() });
export type TScoreLine = z.infer<typeof ZScoreLineSchema>;

/** One evaluator's evaluation of the current round, as the administrator sees it. */
export const ZEvaluationResultSchema = z.object({
  assignment_id: z.number().int(),
  evaluator: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  assignment_state: z.enum(ASSIGNMENT_STATES),
  submitted_at: z.string().nullable(),
  /** The weighted score on 0–100; null until submitted. */
  weighted: z.number().nullable(),
  general_comment: z.string(),
  scores: z.array(ZScoreLineSchema),
});
export type TEvaluationResult = z.infer<typeof ZEvaluationResultSchema>;

/** GET EVAL_DECISION_API.projectResults: every evaluation of the project's current round, the mean and whether it may be decided. */
export const ZProjectResultsSchema = z.object({
  project: z.object({
    id: z.number().int(),
    title: z.string(),
    state: z.enum(PROJECT_STATES),
    round: z.number().int(),
    owner: z.string(),
    announcement_id: z.number().int(),
    call: z.string(),
  }),
  criteria: z.array(ZCriterionBriefSchema),
  settings: z.object({ passing_score: z.number(), divergence_margin: z.number(), evaluators_per_project: z.number().int() }).nullable(),
  evaluations: z.array(ZEvaluationResultSchema),
  mean: z.number().nullable(),
  divergent: z.boolean(),
  can_decide: z.boolean(),
});
export type TProjectResults = z.infer<typeof ZProjectResultsSchema>;

export const ZCallResultRowSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  owner: z.string(),
  state: z.enum(PROJECT_STATES),
  round: z.number().int(),
  /** Evaluations submitted in the current round, of `expected`. */
  submitted: z.number().int(),
  expected: z.number().int(),
  mean: z.number().nullable(),
  divergent: z.boolean(),
});
export type TCallResultRow = z.infer<typeof ZCallResultRowSchema>;
/** GET EVAL_DECISION_API.callResults: the call's projects past Borrador with their scores. */
export const ZCallResultsSchema = z.object({
  call: z.object({ id: z.number().int(), name: z.string(), passing_score: z.number().nullable() }),
  data: z.array(ZCallResultRowSchema),
});
export type TCallResults = z.infer<typeof ZCallResultsSchema>;

export const ZEvalCallSchema = z.object({ id: z.number().int(), name: z.string(), fecha_fin: z.string() });
export type TEvalCall = z.infer<typeof ZEvalCallSchema>;
/** GET EVAL_DECISION_API.calls: the calls with evaluation settings or evaluated projects, newest first. */
export const ZEvalCallListSchema = z.object({ data: z.array(ZEvalCallSchema) });

/** GET EVAL_DECISION_API.outcome, the owner's view: the last decision, the comments of its round without names, the acta when approved. */
export const ZProjectOutcomeSchema = z.object({
  state: z.enum(PROJECT_STATES),
  round: z.number().int(),
  decision: z.object({ state: z.enum(PROJECT_DECISIONS), justification: z.string(), at: z.string() }).nullable(),
  criteria: z.array(ZCriterionBriefSchema),
  evaluations: z.array(z.object({ label: z.string(), weighted: z.number().nullable(), general_comment: z.string(), scores: z.array(ZScoreLineSchema) })),
  mean: z.number().nullable(),
  acta: z.object({ number: z.number().int(), year: z.number().int() }).nullable(),
  history: z.array(ZTransitionSchema),
});
export type TProjectOutcome = z.infer<typeof ZProjectOutcomeSchema>;

/** POST EVAL_DECISION_API.decide: the decision registered (DECISION_MSG.decided) and the project's new state. */
export const ZDecisionResultSchema = z.object({ message: z.string(), data: z.object({ state: z.enum(PROJECT_DECISIONS) }) });

/** Two submitted weighted scores further apart than the margin. */
export const isDivergent = (scores: readonly number[], margin: number) =>
  scores.length > 1 && Math.max(...scores) - Math.min(...scores) > margin;
