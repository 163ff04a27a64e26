import { z } from 'zod';
import { MSG } from '../messages';
import { zDate, zRequiredText } from '../catalogues/fields';
import { zId, zList, zVersion, zWhole } from '../schemas/bounds';
import { ANNOUNCEMENT_LIMITS } from '../catalogues/announcements';

/**
 * How a call (Convocatoria) is evaluated (issue 28): its settings and its ordered criteria, read and
 * saved as ONE document. Only before the call's end date (Bogotá's calendar); the criteria are
 * frozen once any score exists for them, and so is `blind`.
 */
export const EVAL_CRITERIA_API = {
  /** GET (evaluations.manage or announcements.manage): ZCallEvaluationSchema. PUT (evaluations.manage): ZCallEvaluationSaveSchema → ZCallEvaluationSavedSchema. */
  one: (announcementId: number) => `/api/siiicca/calls/${announcementId}/evaluation`,
  /** GET (evaluations.manage): the .xlsx of the call's evaluations, one row per project. */
  excel: (announcementId: number) => `/api/siiicca/calls/${announcementId}/evaluation/excel`,
} as const;

export const EVAL_CRITERIA_LIMITS = { criteria: 20, name: 150, description: 2000 } as const;
/** The scales the screen offers (any 0 ≤ min < max ≤ 1000 is accepted). */
export const EVAL_SCALES = [
  { min: 0, max: 5, label: '0 – 5' },
  { min: 0, max: 100, label: '0 – 100' },
] as const;

export const EVAL_CRITERIA_MSG = {
  weightsSum: (sum: number) => `Los pesos de los criterios deben sumar 100 (suman ${sum})`,
  scaleOrder: 'El máximo de la escala debe ser mayor que el mínimo',
  duplicateName: 'Ya existe un criterio con ese nombre en la convocatoria',
  deadlineBeforeEnd: (end: string) => `La fecha límite de evaluación no puede ser anterior al cierre de la convocatoria (${end})`,
  callClosed: 'La convocatoria ya cerró: su evaluación solo se puede definir antes de su fecha final',
  criteriaLocked: 'Los criterios no se pueden cambiar porque la convocatoria ya tiene calificaciones',
  blindLocked: 'La evaluación ciega no se puede cambiar porque la convocatoria ya tiene calificaciones',
  callNotFound: 'La convocatoria no existe',
  saved: 'Evaluación de la convocatoria guardada correctamente',
  saveFailed: 'No se pudo guardar la evaluación de la convocatoria',
  stale: MSG.staleRecord,
  excelFailed: 'Error al obtener el Excel de evaluaciones',
  documentUndecided: 'En una evaluación ciega indique si los evaluadores verán este documento',
  documentForeign: 'El documento no pertenece a la convocatoria',
} as const;

/** The label of a call document's visibility to evaluators (issue 39). */
export const EVAL_DOCUMENT_VISIBLE_LABEL = 'Visible para evaluadores';

/** A number with at most two decimals between 0 and 100 (passing score, divergence margin). */
const zPercent = () =>
  z
    .number({ error: MSG.required })
    .min(0, { error: MSG.minValue(0), abort: true })
    .max(100, { error: MSG.maxValue(100), abort: true })
    .refine((n) => Math.round(n * 100) === n * 100 || Math.abs(Math.round(n * 100) - n * 100) < 1e-6, MSG.invalidNumber);

/** A criterion; the rule between its scale's ends is checked with the list's rules (listRules). */
export const ZCriterionSchema = z.object({
  id: zId(MSG.invalidNumber).optional(),
  name: zRequiredText(EVAL_CRITERIA_LIMITS.name),
  description: z.string().trim().max(EVAL_CRITERIA_LIMITS.description, MSG.max(EVAL_CRITERIA_LIMITS.description)).default(''),
  weight: zWhole(1, 100),
  scale_min: zWhole(0, 999),
  scale_max: zWhole(1, 1000),
  /** Scores are whole numbers of the scale (the default), or may carry up to two decimals. */
  whole_steps: z.boolean({ error: MSG.invalidValue }).default(true),
});
export type TCriterionInput = z.input<typeof ZCriterionSchema>;

/**
 * Whether the call's evaluators see one of the documents it asks for: null while undecided (a blind
 * call's evaluators see only documents marked true; other calls' see every document not marked false).
 */
export const ZCallDocumentVisibilitySchema = z.object({
  id: zId(MSG.invalidNumber),
  visible: z.boolean({ error: MSG.invalidValue }).nullable(),
});

const settingsObject = z.object({
  passing_score: zPercent(),
  evaluators_per_project: zWhole(1, 10),
  deadline: zDate(),
  blind: z.boolean({ error: MSG.invalidValue }),
  divergence_margin: zPercent(),
  criteria: zList(ZCriterionSchema, EVAL_CRITERIA_LIMITS.criteria, 'criterios'),
  /** The call's documents whose visibility is set; one left out keeps what is stored. */
  documents: zList(ZCallDocumentVisibilitySchema, ANNOUNCEMENT_LIMITS.attacheds, 'documentos').default([]),
});

/** Whether the evaluators of a call (blind or not) see a document of the given visibility. */
export const evaluatorSeesDocument = (visible: boolean | null, blind: boolean) => (blind ? visible === true : visible !== false);

const numberOf = (c: unknown, key: 'weight' | 'scale_min' | 'scale_max') => {
  const n = (c as Record<string, unknown> | null)?.[key];
  return typeof n === 'number' && Number.isInteger(n) ? n : null;
};

/**
 * The rules across the criteria, beside the object (as the calls' date rules): zod runs an object's
 * refinements only once every field passed, and the weights' sum must show while a name is still empty.
 * `callEnd` (the call's fecha_fin) adds the deadline's rule; the API checks it again with the stored date.
 */
const listRules = (callEnd?: string) =>
  // A transform that answers {} (never the raw input): in `.and` the object's trimmed names must not
  // meet the raw ones, which zod cannot merge (it throws, even when there are issues).
  z.unknown().transform((raw, ctx): Record<never, never> => {
    const add = (path: (string | number)[], message: string) => ctx.issues.push({ code: 'custom', path, message, input: raw });
    const { criteria, deadline, blind, documents } = (raw ?? {}) as { criteria?: unknown; deadline?: unknown; blind?: unknown; documents?: unknown };
    if (blind === true && Array.isArray(documents) && documents.length <= ANNOUNCEMENT_LIMITS.attacheds) {
      documents.forEach((d, i) => {
        if ((d as { visible?: unknown } | null)?.visible === null) add(['documents', i, 'visible'], EVAL_CRITERIA_MSG.documentUndecided);
      });
    }
    if (Array.isArray(criteria) && criteria.length <= EVAL_CRITERIA_LIMITS.criteria) {
      const sum = criteria.reduce((s: number, c) => s + (numberOf(c, 'weight') ?? 0), 0);
      if (sum !== 100) add(['criteria'], EVAL_CRITERIA_MSG.weightsSum(sum));
      const seen = new Set<string>();
      criteria.forEach((c, i) => {
        const [min, max] = [numberOf(c, 'scale_min'), numberOf(c, 'scale_max')];
        if (min !== null && max !== null && max <= min) add(['criteria', i, 'scale_max'], EVAL_CRITERIA_MSG.scaleOrder);
        const name = (c as { name?: unknown } | null)?.name;
        if (typeof name !== 'string' || !name.trim()) return;
        const key = name.trim().toLowerCase();
        if (seen.has(key)) add(['criteria', i, 'name'], EVAL_CRITERIA_MSG.duplicateName);
        seen.add(key);
      });
    }
    if (callEnd && typeof deadline === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(deadline) && deadline < callEnd) {
      add(['deadline'], EVAL_CRITERIA_MSG.deadlineBeforeEnd(callEnd));
    }
    return {};
  });

/** The document without its version: what the screen's form validates (with the call's end date). */
export const callEvaluationFormSchema = (callEnd?: string) => settingsObject.and(listRules(callEnd));
export type TCallEvaluationInput = z.input<typeof settingsObject>;

/** `PUT`: the document plus the `version` its editor read (428 without it, 409 when stale). */
export const ZCallEvaluationSaveSchema = settingsObject.extend({ version: zVersion() }).and(listRules());
export type TCallEvaluationSave = z.output<typeof ZCallEvaluationSaveSchema>;

export const ZCriterionOutSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  weight: z.number(),
  scale_min: z.number(),
  scale_max: z.number(),
  whole_steps: z.boolean(),
});
export type TCriterionOut = z.infer<typeof ZCriterionOutSchema>;

/** `GET`: the call, its settings (the defaults when none were saved yet) and criteria in order. */
export const ZCallEvaluationSchema = z.object({
  announcement: z.object({ id: z.number(), name: z.string(), fecha_fin: z.string() }),
  /** Whether settings were saved for the call (false: the answer shows the defaults). */
  defined: z.boolean(),
  passing_score: z.number(),
  evaluators_per_project: z.number(),
  deadline: z.string().nullable(),
  blind: z.boolean(),
  divergence_margin: z.number(),
  criteria: z.array(ZCriterionOutSchema),
  /** The documents the call asks for, in their order, with whether its evaluators see each one. */
  documents: z.array(z.object({ id: z.number(), name: z.string(), required: z.boolean(), visible: z.boolean().nullable() })),
  /** A score exists for the call's criteria: the criteria and `blind` cannot change. */
  scored: z.boolean(),
  /** The call has not ended yet (Bogotá's calendar): the document may be saved. */
  editable: z.boolean(),
  version: z.string(),
});
export type TCallEvaluation = z.infer<typeof ZCallEvaluationSchema>;

export const ZCallEvaluationSavedSchema = z.object({ message: z.string(), data: ZCallEvaluationSchema });

/** The defaults of a call without settings (the columns' defaults; the deadline is to be chosen). */
export const EVAL_DEFAULTS = { passing_score: 60, evaluators_per_project: 2, deadline: null, blind: false, divergence_margin: 20 } as const;
