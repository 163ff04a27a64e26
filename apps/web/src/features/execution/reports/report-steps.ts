import type { FieldErrors } from 'react-hook-form';
import { REPORT_LABELS as L } from '@siiicca/shared';
import type { TReportFormValues } from './report-values';

/** The report wizard's parts, in order; the final report adds its reconciliation, the office's review its own last step. */
export const REPORT_STEPS = [L.stepPeriod, L.stepActivities, L.stepBudget, L.stepProducts, L.stepFinal] as const;

/** The content steps a report of `kind` shows. */
export const reportStepsFor = (kind: string) => (kind === 'Final' ? REPORT_STEPS : REPORT_STEPS.slice(0, 4));

const STEP_OF_FIELD: Record<string, number> = {
  overall_progress: 0,
  results: 0,
  activities_done: 1,
  activities_pending: 1,
  limitations: 1,
  budget: 2,
  dissemination: 3,
  products: 3,
  final_results: 4,
  reconciliation: 4,
};

/** The step of a field's path ('budget.2.justification' is the budget's); unknown paths: the first. */
export const stepOfPath = (path: string) => STEP_OF_FIELD[path.split('.')[0] ?? ''] ?? 0;

/** The steps that hold a field with a message. */
export const stepsWithErrors = (errors: FieldErrors<TReportFormValues>) =>
  new Set(Object.entries(errors).filter(([, e]) => !!e).map(([key]) => stepOfPath(key)));

/**
 * A server's path in the form's rows: a draft sends only the results and lines with a value typed,
 * so the server's `budget.1` is the form's second line with an amount (the reconciliation's rows likewise).
 */
export function formPathOf(path: string, v: TReportFormValues): string {
  const [key, index, ...rest] = path.split('.');
  if ((key !== 'results' && key !== 'budget' && key !== 'reconciliation') || index === undefined || !/^\d+$/.test(index)) return path;
  const sent =
    key === 'results'
      ? v.results.map((r) => r.progress.trim() !== '')
      : key === 'budget'
        ? v.budget.map((b) => b.executed !== '')
        : v.reconciliation.map((r) => r.delivered.trim() !== '');
  const rows = sent.map((s, i) => (s ? i : -1)).filter((i) => i >= 0);
  return [key, String(rows[Number(index)] ?? index), ...rest].join('.');
}
