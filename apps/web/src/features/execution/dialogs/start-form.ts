import { z } from 'zod';
import { EXECUTION_MSG, startExecutionFormSchema, type TStartExecutionInput } from '@siiicca/shared';
import { schemaResolver } from '../../../lib/zod-resolver';

/** A budget line as its boxes hold it: nothing chosen yet is '', the amount its digits ('' for none). */
export type TBudgetLineForm = { budget_item_id: number | ''; funding_source_id: number | ''; amount: string };
export type TStartForm = { start_date: string; duration_months: string; budget: TBudgetLineForm[] };

export const EMPTY_LINE: TBudgetLineForm = { budget_item_id: '', funding_source_id: '', amount: '' };

/** The amount of a line's digits (PesosField holds them), undefined while none are typed. */
export const pesosOf = (digits: string): number | undefined => (digits === '' ? undefined : Number(digits));

const numberOrUndefined = (text: string) => (text.trim() === '' ? undefined : Number(text));
const idOrUndefined = (id: number | '') => (id === '' ? undefined : id);

/** What the form holds, as the server receives it (without the version, added when sent). */
export const toStartBody = (v: TStartForm): TStartExecutionInput => ({
  start_date: v.start_date,
  duration_months: numberOrUndefined(v.duration_months) as number,
  budget: v.budget.map((l) => ({ budget_item_id: idOrUndefined(l.budget_item_id) as number, funding_source_id: idOrUndefined(l.funding_source_id) as number, amount: pesosOf(l.amount) as number })),
});

/** The total of the amounts typed so far that are amounts. */
export const budgetTotal = (lines: readonly TBudgetLineForm[]) =>
  lines.reduce((sum, l) => {
    const n = pesosOf(l.amount ?? '');
    return n === undefined ? sum : sum + n;
  }, 0);

/**
 * The start's form judged by the shared rules (startExecutionFormSchema with the call's budget
 * maximum) and by the call's duration, which a project's may not pass.
 */
export function startResolver(settings: { budget_max: number | null; duration_months: number }) {
  const withinDuration = z.unknown().superRefine((raw, ctx) => {
    const months = (raw as { duration_months?: unknown }).duration_months;
    if (typeof months === 'number' && Number.isInteger(months) && months > settings.duration_months) {
      ctx.addIssue({ code: 'custom', path: ['duration_months'], message: EXECUTION_MSG.durationOverMax(settings.duration_months) });
    }
  });
  return schemaResolver<TStartForm>(startExecutionFormSchema(settings.budget_max).and(withinDuration), toStartBody);
}
