import { CLOSURE_MSG, passesApproved, REPORT_MSG, type TExecutionReport, type TExecutionReportKind, type TReportContent } from '@siiicca/shared';
import { badRequest } from '../../../lib/app-error';

/**
 * The content's references: each result one of the project's expected results, each budget line one
 * of its approved lines (400 on the line otherwise); and the over-budget rule: a line whose executed,
 * with the project's other accepted reports', passes its approved amount needs a justification on the
 * line (400 on `budget.<i>.justification`). Answers nothing; throws the first refusal with them all.
 */
export function refuseBadContent(
  c: TReportContent,
  expected: TExecutionReport['expected_results'],
  lines: TExecutionReport['budget_lines'],
  kind: TExecutionReportKind = 'Avance',
): void {
  const results = new Set(expected.map((r) => r.id));
  const byLine = new Map(lines.map((l) => [l.id, l]));
  const errors: Record<string, string[]> = {};
  c.results.forEach((r, i) => {
    if (!results.has(r.result_id)) errors[`results.${i}.result_id`] = [REPORT_MSG.resultUnknown];
  });
  c.products.forEach((p, i) => {
    if (!results.has(p.result_id)) errors[`products.${i}.result_id`] = [REPORT_MSG.resultUnknown];
  });
  // The final results and the reconciliation are the final report's (closure.ts); each row one of the expected results.
  if (kind !== 'Final' && (c.final_results.trim() || c.reconciliation.length)) errors.reconciliation = [CLOSURE_MSG.finalOnly];
  c.reconciliation.forEach((r, i) => {
    if (!results.has(r.result_id)) errors[`reconciliation.${i}.result_id`] = [REPORT_MSG.resultUnknown];
  });
  c.budget.forEach((b, i) => {
    const line = byLine.get(b.budget_line_id);
    if (!line) {
      errors[`budget.${i}.budget_line_id`] = [REPORT_MSG.budgetLineUnknown];
      return;
    }
    if (passesApproved(line, b.executed) && !b.justification.trim()) {
      errors[`budget.${i}.justification`] = [REPORT_MSG.overBudget(line.executed_before + b.executed, line.approved)];
    }
  });
  const first = Object.values(errors)[0];
  if (first) throw badRequest(first[0]!, errors);
}
