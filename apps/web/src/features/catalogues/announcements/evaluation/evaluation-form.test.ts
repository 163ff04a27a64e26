import { describe, expect, it } from 'vitest';
import { callEvaluationFormSchema, EVAL_CRITERIA_MSG, type TCallEvaluation } from '@siiicca/shared';
import { toBody, toForm, weightTotal } from './evaluation-form';

const doc: TCallEvaluation = {
  announcement: { id: 3, name: 'Convocatoria', fecha_fin: '2026-12-31' },
  defined: true,
  passing_score: 60,
  evaluators_per_project: 2,
  deadline: '2027-01-15',
  blind: true,
  divergence_margin: 20,
  criteria: [
    { id: 7, name: 'Pertinencia', description: '', weight: 70, scale_min: 0, scale_max: 5, whole_steps: true },
    { id: 8, name: 'Impacto', description: 'Social', weight: 30, scale_min: 0, scale_max: 100, whole_steps: false },
  ],
  documents: [
    { id: 11, name: 'Propuesta', required: true, visible: true },
    { id: 12, name: 'Hoja de vida', required: true, visible: false },
  ],
  scored: false,
  editable: true,
  version: 'v1',
};

describe('the call evaluation form', () => {
  it('turns the stored document into the form and back, ids and scales kept', () => {
    const body = toBody(toForm(doc));
    expect(body).toEqual({
      passing_score: 60,
      evaluators_per_project: 2,
      deadline: '2027-01-15',
      blind: true,
      divergence_margin: 20,
      criteria: [
        { id: 7, name: 'Pertinencia', description: '', weight: 70, scale_min: 0, scale_max: 5, whole_steps: true },
        { id: 8, name: 'Impacto', description: 'Social', weight: 30, scale_min: 0, scale_max: 100, whole_steps: false },
      ],
      documents: [
        { id: 11, visible: true },
        { id: 12, visible: false },
      ],
    });
    expect(callEvaluationFormSchema(doc.announcement.fecha_fin).safeParse(body).success).toBe(true);
  });

  it('in a blind call refuses a document left undecided, naming it; in another call it is fine', () => {
    const undecided = { ...doc, documents: [...doc.documents, { id: 13, name: 'Carta de aval', required: false, visible: null }] };
    const result = callEvaluationFormSchema(doc.announcement.fecha_fin).safeParse(toBody(toForm(undecided)));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['documents.2.visible', EVAL_CRITERIA_MSG.documentUndecided]]);
    expect(callEvaluationFormSchema(doc.announcement.fecha_fin).safeParse(toBody(toForm({ ...undecided, blind: false }))).success).toBe(true);
  });

  it('sums the weights typed so far, ignoring empty and non-numeric boxes', () => {
    expect(weightTotal([{ weight: '40' }, { weight: '' }, { weight: 'x' }, { weight: '25' }])).toBe(65);
  });

  it('says what the weights add up to, and refuses a deadline before the call ends', () => {
    const form = toForm(doc);
    form.criteria[1]!.weight = '20';
    form.deadline = '2026-12-30';
    const result = callEvaluationFormSchema(doc.announcement.fecha_fin).safeParse(toBody(form));
    const messages = result.error!.issues.map((i) => [i.path.join('.'), i.message]);
    expect(messages).toContainEqual(['criteria', EVAL_CRITERIA_MSG.weightsSum(90)]);
    expect(messages).toContainEqual(['deadline', EVAL_CRITERIA_MSG.deadlineBeforeEnd('2026-12-31')]);
  });
});
