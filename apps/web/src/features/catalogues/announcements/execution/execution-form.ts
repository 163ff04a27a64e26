import { ZCallExecutionSettingsFormSchema, type TCallExecutionSettings } from '@siiicca/shared';
import { schemaResolver } from '../../../../lib/zod-resolver';

/** The settings as the form holds them: whole numbers as typed text, the budget maximum as its digits ('' for none). */
export type TExecutionForm = {
  duration_months: string;
  report_every_months: string;
  final_report_days: string;
  budget_max: string;
  extensions_allowed: string;
  clean_record_years: string;
};

const num = (v: string) => (v.trim() === '' ? undefined : Number(v));

/** The stored (or default) settings as the form holds them. */
export function toForm(doc: TCallExecutionSettings): TExecutionForm {
  return {
    duration_months: String(doc.duration_months),
    report_every_months: String(doc.report_every_months),
    final_report_days: String(doc.final_report_days),
    budget_max: doc.budget_max === null ? '' : String(doc.budget_max),
    extensions_allowed: String(doc.extensions_allowed),
    clean_record_years: String(doc.clean_record_years),
  };
}

/** What the API receives (without the version): an empty budget maximum is none. */
export function toBody(v: TExecutionForm) {
  return {
    duration_months: num(v.duration_months),
    report_every_months: num(v.report_every_months),
    final_report_days: num(v.final_report_days),
    budget_max: v.budget_max.trim() === '' ? null : Number(v.budget_max),
    extensions_allowed: num(v.extensions_allowed),
    clean_record_years: num(v.clean_record_years),
  };
}

/** The shared rules, judged on what the API will receive. */
export const executionResolver = () => schemaResolver<TExecutionForm>(ZCallExecutionSettingsFormSchema, toBody);
