import type { Resolver } from 'react-hook-form';
import { passesApproved, REPORT_MSG, ZReportContentFormSchema, type TEvidenceKind, type TExecutionReport, type TReportContentInput } from '@siiicca/shared';
import { schemaResolver } from '../../../lib/zod-resolver';

/**
 * What the report form holds: boxes hold text ('' while empty), one row per expected result and per
 * approved line (in the project's order, whether or not a value was typed), the products as typed.
 */
export type TReportFormValues = {
  overall_progress: string;
  results: { result_id: number; progress: string }[];
  activities_done: string;
  activities_pending: string;
  limitations: string;
  dissemination: string;
  budget: { budget_line_id: number; executed: string; justification: string }[];
  /** A product's evidence, and what it is (typed, filled from Crossref or from a picked work; `work_id` the picked work). */
  products: {
    result_id: number | '';
    quantity: string;
    evidence_kind: TEvidenceKind;
    evidence: string;
    title: string;
    container: string;
    year: string;
    work_type: string;
    work_id: number | null;
  }[];
  /** The final report's (a progress report leaves them empty): the final results and each expected result's reconciliation. */
  final_results: string;
  reconciliation: { result_id: number; delivered: string; evidence: string; justification: string }[];
};

export const EMPTY_PRODUCT: TReportFormValues['products'][number] = {
  result_id: '',
  quantity: '1',
  evidence_kind: 'DOI',
  evidence: '',
  title: '',
  container: '',
  year: '',
  work_type: '',
  work_id: null,
};

const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));
/** A box's number as the schema reads it: empty is null, anything else a number (or NaN, which it refuses in words). */
const numberOf = (s: string) => (s.trim() === '' ? null : Number(s.trim()));

/** The report as it was read, in the form's shape. */
export function reportToForm(r: TExecutionReport): TReportFormValues {
  const c = r.content;
  const progress = new Map(c.results.map((x) => [x.result_id, x.progress]));
  const executed = new Map(c.budget.map((b) => [b.budget_line_id, b]));
  return {
    overall_progress: text(c.overall_progress),
    results: r.expected_results.map((e) => ({ result_id: e.id, progress: text(progress.get(e.id)) })),
    activities_done: c.activities_done,
    activities_pending: c.activities_pending,
    limitations: c.limitations,
    dissemination: c.dissemination,
    budget: r.budget_lines.map((l) => ({ budget_line_id: l.id, executed: text(executed.get(l.id)?.executed), justification: executed.get(l.id)?.justification ?? '' })),
    products: c.products.map((p) => ({
      result_id: p.result_id,
      quantity: String(p.quantity),
      evidence_kind: p.evidence_kind,
      evidence: p.evidence,
      title: p.title,
      container: p.container,
      year: text(p.year),
      work_type: p.work_type,
      work_id: p.work_id,
    })),
    final_results: c.final_results ?? '',
    reconciliation: r.report.kind === 'Final' ? r.expected_results.map((e) => reconciled(e.id, c.reconciliation ?? [])) : [],
  };
}

const reconciled = (resultId: number, rows: NonNullable<TExecutionReport['content']['reconciliation']>) => {
  const row = rows.find((x) => x.result_id === resultId);
  return { result_id: resultId, delivered: text(row?.delivered), evidence: row?.evidence ?? '', justification: row?.justification ?? '' };
};

/**
 * What a draft sends: the progress and amounts typed (a result or a line left empty is not declared
 * yet, so a draft may be partial), the texts and every product row.
 */
export function formToContent(v: TReportFormValues): TReportContentInput {
  return {
    overall_progress: numberOf(v.overall_progress) as number | null,
    results: v.results.filter((r) => r.progress.trim() !== '').map((r) => ({ result_id: r.result_id, progress: Number(r.progress.trim()) })),
    activities_done: v.activities_done,
    activities_pending: v.activities_pending,
    limitations: v.limitations,
    dissemination: v.dissemination,
    budget: v.budget.filter((b) => b.executed !== '').map((b) => ({ budget_line_id: b.budget_line_id, executed: Number(b.executed), justification: b.justification })),
    products: v.products.map((p) => ({
      result_id: p.result_id === '' ? Number.NaN : p.result_id,
      quantity: numberOf(p.quantity) ?? Number.NaN,
      evidence_kind: p.evidence_kind,
      evidence: p.evidence,
      title: p.title,
      container: p.container,
      year: numberOf(p.year) as number | null,
      work_type: p.work_type,
      work_id: p.work_id,
    })),
    final_results: v.final_results,
    reconciliation: v.reconciliation
      .filter((r) => r.delivered.trim() !== '')
      .map((r) => ({ result_id: r.result_id, delivered: Number(r.delivered.trim()), evidence: r.evidence, justification: r.justification })),
  };
}

/** The results', lines' and reconciliation's messages come back under the row they belong to in the form (rows left empty are not sent). */
function remap(errors: Record<string, unknown>, v: TReportFormValues) {
  const sentRows = (rows: { keep: boolean }[]) => rows.map((r, i) => (r.keep ? i : -1)).filter((i) => i >= 0);
  const maps = {
    results: sentRows(v.results.map((r) => ({ keep: r.progress.trim() !== '' }))),
    budget: sentRows(v.budget.map((b) => ({ keep: b.executed !== '' }))),
    reconciliation: sentRows(v.reconciliation.map((r) => ({ keep: r.delivered.trim() !== '' }))),
  };
  for (const key of ['results', 'budget', 'reconciliation'] as const) {
    const list = errors[key];
    if (!Array.isArray(list)) continue;
    const out: unknown[] = [];
    list.forEach((e, i) => {
      if (e) out[maps[key][i] ?? i] = e;
    });
    errors[key] = out;
  }
  return errors;
}

const judge = schemaResolver<TReportFormValues>(ZReportContentFormSchema, formToContent);

/**
 * The form's resolver: the contract's schema on what a draft sends, and the over-budget rule on each
 * line against what the accepted reports executed (`lines`). The form keeps its own values.
 */
export const reportResolver =
  (lines: TExecutionReport['budget_lines']): Resolver<TReportFormValues> =>
  async (values, context, options) => {
    const result = await judge(values, context, options);
    const errors = remap({ ...result.errors } as Record<string, unknown>, values);
    values.budget.forEach((b, i) => {
      const line = lines.find((l) => l.id === b.budget_line_id);
      if (!line || b.executed === '' || b.justification.trim() || !passesApproved(line, Number(b.executed))) return;
      const rows = (errors.budget ??= []) as Record<string, unknown>[];
      rows[i] = { ...rows[i], justification: { type: 'custom', message: REPORT_MSG.overBudget(line.executed_before + Number(b.executed), line.approved) } };
    });
    return Object.keys(errors).length ? { values: {}, errors: errors as never } : { values, errors: {} };
  };
