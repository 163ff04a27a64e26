import { z } from 'zod';
import { MSG } from '../messages';
import { BOUNDS, zId, zVersion } from '../schemas/bounds';
import { ZListMetaSchema, zQueryInt } from '../schemas/list';
import { MAX_PER_PAGE } from '../constants';
import { ASSIGNMENT_STATES } from './life';
import { PROJECT_STATES } from '../project-life';

/*
 * The evaluator's side of the evaluation stage (issue 28): Mis evaluaciones, accepting, declining or
 * declaring a conflict, the project read-only (blinded when the call says so) and the rubric. Every
 * path is scoped to the signed-in evaluator's own assignments (evaluations.own): any other id answers
 * 404, files included.
 */

/** The HTTP paths of an evaluator's reviews; `id` is the assignment's id. */
export const EVAL_REVIEW_API = {
  /** GET ZMyEvaluationsQuerySchema → ZMyEvaluationListSchema: the evaluator's assignments, newest first. */
  mine: '/api/siiicca/myevaluations',
  /** GET: ZMyEvaluationDetailSchema (the project only while it may be read; the rubric once accepted). */
  one: (id: number) => `/api/siiicca/myevaluations/${id}`,
  /** POST (Asignada): → Aceptada. ZMyEvaluationDetailSchema. */
  accept: (id: number) => `/api/siiicca/myevaluations/${id}/accept`,
  /** POST ZReviewReasonSchema (Asignada): → Rechazada. */
  decline: (id: number) => `/api/siiicca/myevaluations/${id}/decline`,
  /** POST ZReviewReasonSchema (Asignada, or Aceptada with nothing submitted): → Conflicto. */
  conflict: (id: number) => `/api/siiicca/myevaluations/${id}/conflict`,
  /** GET: the project's PDF, without people's names when the call is blind. */
  pdf: (id: number) => `/api/siiicca/myevaluations/${id}/pdf`,
  /** GET: a document of the project; named 'Documento-<attached name>.<ext>' when the call is blind. */
  document: (id: number, documentId: number) => `/api/siiicca/myevaluations/${id}/documents/${documentId}`,
  /** PUT ZReviewDraftSchema (Aceptada): saves the draft of the current round. ZMyEvaluationDetailSchema. */
  draft: (id: number) => `/api/siiicca/myevaluations/${id}/evaluation`,
  /** POST ZReviewDraftSchema (Aceptada, by the call's evaluation deadline): saves and submits; never changes after. */
  submit: (id: number) => `/api/siiicca/myevaluations/${id}/evaluation/submit`,
} as const;

export const REVIEW_MSG = {
  notFound: 'La evaluación no existe o no está asignada a usted',
  documentNotFound: 'El documento no existe o no se puede descargar',
  blindCopyOldFormat: 'El documento está en un formato antiguo (.doc, .xls o .ppt) del que no se pueden quitar los datos de sus autores: la oficina de investigación debe pedir al docente una versión en formato actual',
  blindCopyFailed: 'No se pudo preparar el documento para la evaluación ciega (no se pudieron quitar los datos de sus autores): informe a la oficina de investigación',
  pdfFailed: 'No fue posible generar el PDF del proyecto',
  accepted: 'Evaluación aceptada',
  declined: 'Evaluación rechazada',
  conflicted: 'Conflicto de interés registrado',
  saved: 'Borrador guardado',
  submitted: 'Evaluación enviada',
  notAssigned: 'La evaluación ya fue respondida: solo se puede aceptar, rechazar o declarar conflicto cuando está Asignada',
  conflictAfterSubmit: 'Ya envió su evaluación: no puede declarar un conflicto de interés',
  notAccepted: 'Debe aceptar la evaluación antes de calificar',
  notInEvaluation: 'El proyecto no está en evaluación',
  alreadySubmitted: 'La evaluación ya fue enviada y no se puede modificar',
  deadlinePassed: 'El plazo de evaluación de la convocatoria ya venció',
  noCriteria: 'La convocatoria no tiene criterios de evaluación',
  unknownCriterion: 'El criterio no pertenece a la convocatoria',
  duplicateCriterion: 'Un criterio aparece más de una vez',
  outOfScale: (min: number, max: number) => `Valor fuera de rango: la calificación debe estar entre ${min} y ${max}`,
  wholeSteps: (min: number, max: number) => `La calificación debe ser un número entero entre ${min} y ${max}`,
  missingScores: 'Califique todos los criterios antes de enviar',
  commentNeedsScore: 'Asigne una calificación al criterio para guardar su comentario',
  reasonRequired: 'Indique el motivo',
} as const;

/** Where the evaluator's evaluation of the project's current round stands. */
export const REVIEW_STATES = ['Sin iniciar', 'Borrador', 'Enviada'] as const;
export type TReviewState = (typeof REVIEW_STATES)[number];

export const REVIEW_LIMITS = { reason: 1000, comment: 2000, generalComment: 5000, criteria: 100 } as const;

export const ZMyEvaluationsQuerySchema = z.object({
  page: zQueryInt(1, BOUNDS.pageMax).default(1),
  per_page: zQueryInt(1, MAX_PER_PAGE).default(10),
  state: z.enum(ASSIGNMENT_STATES, { error: MSG.invalidValue }).optional(),
});
export type TMyEvaluationsQuery = z.output<typeof ZMyEvaluationsQuerySchema>;

export const ZMyEvaluationRowSchema = z.object({
  id: z.number().int(),
  project_id: z.number().int(),
  title: z.string(),
  call: z.string(),
  deadline: z.string().nullable(),
  state: z.enum(ASSIGNMENT_STATES),
  review_state: z.enum(REVIEW_STATES),
  /** Where the project is now: still 'En evaluación', or already decided (Aprobado, Ajustes solicitados, Rechazado). */
  project_state: z.enum(PROJECT_STATES),
  blind: z.boolean(),
});
export type TMyEvaluationRow = z.infer<typeof ZMyEvaluationRowSchema>;
export const ZMyEvaluationListSchema = z.object({ data: z.array(ZMyEvaluationRowSchema), meta: ZListMetaSchema });

/** A reason for declining or declaring a conflict: required, bounded. */
export const ZReviewReasonSchema = z.object({
  reason: z
    .string({ error: REVIEW_MSG.reasonRequired })
    .trim()
    .min(1, REVIEW_MSG.reasonRequired)
    .max(REVIEW_LIMITS.reason, MSG.max(REVIEW_LIMITS.reason)),
});
export type TReviewReason = z.infer<typeof ZReviewReasonSchema>;

/**
 * A score: at most two decimals; its criterion's scale and steps are checked by the server (and the
 * form), which names the scale ('entre 0 y 5'). The bounds here only keep absurd numbers out.
 */
const zScore = z
  .number({ error: MSG.invalidNumber })
  .min(-1_000_000, MSG.outOfRange)
  .max(1_000_000, MSG.outOfRange)
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, MSG.invalidValue);

export const ZReviewScoreSchema = z.object({
  criterion_id: zId(),
  score: zScore.nullable(),
  comment: z.string().trim().max(REVIEW_LIMITS.comment, MSG.max(REVIEW_LIMITS.comment)).default(''),
});
export const ZReviewDraftSchema = z.object({
  /** The rubric's `version` its evaluator read (428 without it, 409 when another tab saved since). */
  version: zVersion(),
  scores: z.array(ZReviewScoreSchema).max(REVIEW_LIMITS.criteria, MSG.outOfRange),
  general_comment: z.string().trim().max(REVIEW_LIMITS.generalComment, MSG.max(REVIEW_LIMITS.generalComment)).default(''),
});
export type TReviewDraft = z.input<typeof ZReviewDraftSchema>;

export const ZReviewCriterionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  weight: z.number(),
  scale_min: z.number(),
  scale_max: z.number(),
  /** Scores are whole numbers (true) or may carry up to two decimals. */
  whole_steps: z.boolean(),
});
export type TReviewCriterion = z.infer<typeof ZReviewCriterionSchema>;

/** What is wrong with `score` on criterion `c` (its scale, and whole steps where it asks for them), or null. */
export function scoreProblem(c: Pick<TReviewCriterion, 'scale_min' | 'scale_max' | 'whole_steps'>, score: number): string | null {
  if (!Number.isFinite(score) || score < c.scale_min || score > c.scale_max) return REVIEW_MSG.outOfScale(c.scale_min, c.scale_max);
  if (c.whole_steps && !Number.isInteger(score)) return REVIEW_MSG.wholeSteps(c.scale_min, c.scale_max);
  return null;
}

const ZPersonSchema = z.object({
  /** Null when the call is blind. */
  name: z.string().nullable(),
  role: z.string(),
  link: z.string().nullable(),
  category: z.string().nullable(),
  payroll_hours: z.number().nullable(),
  /** Null when the call is blind (the ally's entity). */
  entity: z.string().nullable(),
  city: z.string().nullable(),
});

export const ZReviewProjectSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  state: z.enum(PROJECT_STATES),
  sent_at: z.string().nullable(),
  sectional: z.string().nullable(),
  hours: z.number().nullable(),
  announcement: z.object({ name: z.string(), type: z.string(), fecha_inicio: z.string(), fecha_fin: z.string() }),
  /** Null when the call is blind. */
  owner: z.string().nullable(),
  internal: z.array(ZPersonSchema),
  external: z.array(ZPersonSchema),
  documents: z.array(z.object({ id: z.number().int(), name: z.string(), file: z.string(), size: z.number() })),
  results: z.array(z.object({ family: z.string().nullable(), product_type: z.string(), product: z.string(), quantity: z.number() })),
});
export type TReviewProject = z.infer<typeof ZReviewProjectSchema>;

export const ZMyEvaluationDetailSchema = ZMyEvaluationRowSchema.extend({
  decline_reason: z.string().nullable(),
  round: z.number().int(),
  /** The version of this round's rubric: the next draft or submission names it. */
  version: z.string(),
  /** Null when the project may no longer be read (declined, or no longer in evaluation). */
  project: ZReviewProjectSchema.nullable(),
  /** The call's criteria once accepted (empty before). */
  criteria: z.array(ZReviewCriterionSchema),
  /** The evaluator's own evaluation of the current round, if any. */
  evaluation: z
    .object({
      general_comment: z.string(),
      submitted_at: z.string().nullable(),
      scores: z.array(z.object({ criterion_id: z.number().int(), score: z.number(), comment: z.string() })),
    })
    .nullable(),
});
export type TMyEvaluationDetail = z.infer<typeof ZMyEvaluationDetailSchema>;
