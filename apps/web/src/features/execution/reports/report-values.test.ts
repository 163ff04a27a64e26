import { describe, expect, it } from 'vitest';
import { REPORT_LABELS as L, REPORT_MSG, type TExecutionReport } from '@siiicca/shared';
import { reportActionOf } from './report-actions';
import { formPathOf } from './report-steps';
import { EMPTY_PRODUCT, formToContent, reportResolver, type TReportFormValues } from './report-values';

const lines: TExecutionReport['budget_lines'] = [
  { id: 7, budget_item: { id: 1, name: 'Personal' }, funding_source: { id: 1, name: 'Institución' }, approved: 1_000_000, executed_before: 0 },
  { id: 8, budget_item: { id: 2, name: 'Software' }, funding_source: { id: 1, name: 'Institución' }, approved: 2_000_000, executed_before: 1_500_000 },
];

const form = (over: Partial<TReportFormValues> = {}): TReportFormValues => ({
  overall_progress: '40',
  results: [
    { result_id: 3, progress: '' },
    { result_id: 4, progress: '50' },
  ],
  activities_done: 'Campo',
  activities_pending: '',
  limitations: 'Ninguna',
  dissemination: 'Ninguna',
  budget: [
    { budget_line_id: 7, executed: '', justification: '' },
    { budget_line_id: 8, executed: '600000', justification: '' },
  ],
  products: [],
  final_results: '',
  reconciliation: [],
  ...over,
});

const judge = (values: TReportFormValues) => reportResolver(lines)(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('the report form', () => {
  it('sends only the results and lines typed, as numbers', () => {
    const c = formToContent(form());
    expect(c.overall_progress).toBe(40);
    expect(c.results).toEqual([{ result_id: 4, progress: 50 }]);
    expect(c.budget).toEqual([{ budget_line_id: 8, executed: 600_000, justification: '' }]);
  });

  it('asks a justification where the line would pass its approved amount with the accepted reports, on the form’s row', async () => {
    const refused = await judge(form());
    expect((refused.errors.budget as unknown as Record<number, { justification?: { message: string } }>)[1]?.justification?.message).toBe(REPORT_MSG.overBudget(2_100_000, 2_000_000));
    const justified = form();
    justified.budget[1]!.justification = 'Licencias más caras';
    expect((await judge(justified)).errors).toEqual({});
  });

  it('checks a product’s evidence as the contract does', async () => {
    const bad = await judge(form({ products: [{ ...EMPTY_PRODUCT, result_id: 3, evidence: '10.12' }] }));
    expect((bad.errors.products as unknown as Record<number, { evidence?: { message: string } }>)[0]?.evidence?.message).toBe(REPORT_MSG.doiInvalid);
    expect((await judge(form({ budget: [], products: [{ ...EMPTY_PRODUCT, result_id: 3, evidence: '10.1234/abc.5' }] }))).errors).toEqual({});
  });

  it('puts a server’s row path on the form’s row', () => {
    expect(formPathOf('budget.0.justification', form())).toBe('budget.1.justification');
    expect(formPathOf('results.0.progress', form())).toBe('results.1.progress');
    expect(formPathOf('dissemination', form())).toBe('dissemination');
    const final = form({ reconciliation: [{ result_id: 3, delivered: '', evidence: '', justification: '' }, { result_id: 4, delivered: '0', evidence: '', justification: '' }] });
    expect(formPathOf('reconciliation.0.justification', final)).toBe('reconciliation.1.justification');
    expect(formToContent(final).reconciliation).toEqual([{ result_id: 4, delivered: 0, evidence: '', justification: '' }]);
  });
});

describe('a scheduled report’s action', () => {
  const owner = { owner: true, office: false };
  const office = { owner: false, office: true };
  it('the owner writes, continues or answers while the project runs; sees it otherwise', () => {
    expect(reportActionOf({ id: 1, state: 'Pendiente' }, 'En ejecución', owner)).toEqual({ mode: 'edit', label: L.write });
    expect(reportActionOf({ id: 1, state: 'Borrador' }, 'En ejecución', owner)).toEqual({ mode: 'edit', label: L.continue });
    expect(reportActionOf({ id: 1, state: 'Con observaciones' }, 'En ejecución', owner)).toEqual({ mode: 'edit', label: L.answer });
    expect(reportActionOf({ id: 1, state: 'Con observaciones' }, 'Suspendido', owner)).toEqual({ mode: 'view', label: L.view });
    expect(reportActionOf({ id: 1, state: 'Pendiente' }, 'Suspendido', owner)).toBeNull();
  });
  it('the office reviews one sent, sees the others sent, and nothing of a draft', () => {
    expect(reportActionOf({ id: 1, state: 'Enviado' }, 'Suspendido', office)).toEqual({ mode: 'review', label: L.review });
    expect(reportActionOf({ id: 1, state: 'Aceptado' }, 'En ejecución', office)).toEqual({ mode: 'view', label: L.view });
    expect(reportActionOf({ id: 1, state: 'Borrador' }, 'En ejecución', office)).toBeNull();
    expect(reportActionOf({ number: 1 } as never, 'En ejecución', office)).toBeNull();
  });
});
