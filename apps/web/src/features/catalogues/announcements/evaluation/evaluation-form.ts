import { callEvaluationFormSchema, EVAL_SCALES, type TCallEvaluation } from '@siiicca/shared';
import { schemaResolver } from '../../../../lib/zod-resolver';

/** A criterion as the form holds it: numbers as typed text, the scale as 'min-max'. */
export type TCriterionForm = { key?: number; name: string; description: string; weight: string; scale: string; whole_steps: boolean };
export type TEvaluationForm = {
  passing_score: string;
  evaluators_per_project: string;
  deadline: string;
  blind: boolean;
  divergence_margin: string;
  criteria: TCriterionForm[];
  /** The call's documents, with whether evaluators see each: 'yes', 'no' or '' (undecided). */
  documents: { id: number; name: string; visible: 'yes' | 'no' | '' }[];
};

const visibleText = (v: boolean | null) => (v === null ? '' : v ? 'yes' : 'no');
const visibleValue = (v: string) => (v === 'yes' ? true : v === 'no' ? false : null);

export const scaleKey = (min: number, max: number) => `${min}-${max}`;
export const SCALE_OPTIONS = EVAL_SCALES.map((s) => ({ value: scaleKey(s.min, s.max), label: s.label }));
export const newCriterion = (): TCriterionForm => ({ name: '', description: '', weight: '', scale: scaleKey(0, 5), whole_steps: true });

const num = (v: string) => (v.trim() === '' ? undefined : Number(v));

/** The stored document as the form holds it. */
export function toForm(doc: TCallEvaluation): TEvaluationForm {
  return {
    passing_score: String(doc.passing_score),
    evaluators_per_project: String(doc.evaluators_per_project),
    deadline: doc.deadline ?? '',
    blind: doc.blind,
    divergence_margin: String(doc.divergence_margin),
    criteria: doc.criteria.map((c) => ({ key: c.id, name: c.name, description: c.description, weight: String(c.weight), scale: scaleKey(c.scale_min, c.scale_max), whole_steps: c.whole_steps })),
    documents: doc.documents.map((d) => ({ id: d.id, name: d.name, visible: visibleText(d.visible) })),
  };
}

/** What the API receives (without the version). */
export function toBody(v: TEvaluationForm) {
  return {
    passing_score: num(v.passing_score),
    evaluators_per_project: num(v.evaluators_per_project),
    deadline: v.deadline || undefined,
    blind: v.blind,
    divergence_margin: num(v.divergence_margin),
    criteria: v.criteria.map((c) => {
      const [min, max] = c.scale.split('-').map(Number);
      return { ...(c.key ? { id: c.key } : {}), name: c.name, description: c.description, weight: num(c.weight), scale_min: min, scale_max: max, whole_steps: c.whole_steps };
    }),
    documents: v.documents.map((d) => ({ id: d.id, visible: visibleValue(d.visible) })),
  };
}

/** The shared rules, the deadline's with the call's end date. */
export const evaluationResolver = (callEnd: string) => schemaResolver<TEvaluationForm>(callEvaluationFormSchema(callEnd), toBody);

/** The live sum of the weights typed so far. */
export const weightTotal = (criteria: readonly { weight?: string }[]) =>
  criteria.reduce((s, c) => {
    const n = Number(c.weight);
    return s + (c.weight?.trim() && Number.isFinite(n) ? n : 0);
  }, 0);
