import { describe, expect, it } from 'vitest';
import { CLOSURE_MSG, reconciliationProblems, ZReconciliationInputSchema } from './closure';
import { ZReportDraftSchema } from './reports';

const expected = [
  { id: 1, quantity: 2 },
  { id: 2, quantity: 1 },
];

describe('the final report’s reconciliation', () => {
  it('asks for the final results and a row per expected result', () => {
    expect(reconciliationProblems({ final_results: ' ', reconciliation: [] }, expected)).toEqual({
      final_results: CLOSURE_MSG.finalResultsMissing,
      reconciliation: CLOSURE_MSG.reconciliationMissing,
    });
  });

  it('asks for a justification where less was delivered than committed, and an evidence where something was delivered', () => {
    const rows = [
      { result_id: 1, delivered: 1, evidence: 'https://repositorio.test/1', justification: '' },
      { result_id: 2, delivered: 1, evidence: '', justification: '' },
    ];
    expect(reconciliationProblems({ final_results: 'Resultados', reconciliation: rows }, expected)).toEqual({
      'reconciliation.0.justification': CLOSURE_MSG.shortfallJustification(2, 1),
      'reconciliation.1.evidence': CLOSURE_MSG.evidenceRequired,
    });
    const complete = [{ ...rows[0]!, justification: 'Un artículo sigue en revisión' }, { ...rows[1]!, evidence: '10.1000/x' }];
    expect(reconciliationProblems({ final_results: 'Resultados', reconciliation: complete }, expected)).toEqual({});
    // Nothing delivered needs no evidence, only the justification.
    expect(reconciliationProblems({ final_results: 'R', reconciliation: [{ ...complete[0]!, delivered: 0, evidence: '' }, complete[1]!] }, expected)).toEqual({});
  });

  it('bounds a row, and a draft names each result once', () => {
    expect(ZReconciliationInputSchema.safeParse({ result_id: 1, delivered: -1 }).success).toBe(false);
    expect(ZReconciliationInputSchema.parse({ result_id: 1, delivered: 0 })).toEqual({ result_id: 1, delivered: 0, evidence: '', justification: '' });
    const twice = ZReportDraftSchema.safeParse({ version: 'v', reconciliation: [{ result_id: 1, delivered: 1 }, { result_id: 1, delivered: 2 }] });
    expect(twice.success).toBe(false);
    expect(twice.error?.issues[0]).toMatchObject({ path: ['reconciliation', 1, 'result_id'], message: CLOSURE_MSG.reconciliationDuplicate });
  });
});
