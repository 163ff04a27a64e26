import { describe, expect, it } from 'vitest';
import { EXECUTION_DEFAULTS, MSG, ZCallExecutionSettingsFormSchema, type TCallExecutionSettings } from '@siiicca/shared';
import { toBody, toForm } from './execution-form';

const doc: TCallExecutionSettings = { announcement: { id: 3, name: 'Convocatoria' }, defined: false, ...EXECUTION_DEFAULTS, version: 'v1' };
const messages = (body: unknown) => ZCallExecutionSettingsFormSchema.safeParse(body).error?.issues.map((i) => [i.path.join('.'), i.message]);

describe('the call execution form', () => {
  it('turns the defaults into the form and back: no budget maximum is an empty box and null', () => {
    const form = toForm(doc);
    expect(form).toEqual({ duration_months: '12', report_every_months: '6', final_report_days: '60', budget_max: '', extensions_allowed: '1', clean_record_years: '0' });
    expect(toBody(form)).toEqual({ ...EXECUTION_DEFAULTS, budget_max: null });
  });

  it('sends a typed maximum in whole pesos and an emptied box as missing', () => {
    const body = toBody({ ...toForm({ ...doc, budget_max: 12_500_000 }), duration_months: ' ' });
    expect(body).toMatchObject({ budget_max: 12_500_000, duration_months: undefined });
    expect(messages(body)).toEqual([['duration_months', MSG.required]]);
  });

  it('holds the shared bounds: 0 extensions and 0 years are allowed, 0 months is not', () => {
    expect(messages(toBody({ ...toForm(doc), extensions_allowed: '0', clean_record_years: '0' }))).toBeUndefined();
    expect(messages(toBody({ ...toForm(doc), report_every_months: '0', final_report_days: '400' }))).toEqual([
      ['report_every_months', MSG.minValue(1)],
      ['final_report_days', MSG.maxValue(365)],
    ]);
  });
});
