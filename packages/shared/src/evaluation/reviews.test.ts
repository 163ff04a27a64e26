import { describe, expect, it } from 'vitest';
import { MSG } from '../messages';
import { REVIEW_LIMITS, REVIEW_MSG, ZMyEvaluationsQuerySchema, ZReviewDraftSchema, ZReviewReasonSchema } from './reviews';

describe('the evaluator’s review schemas', () => {
  it('takes scores with at most two decimals and null for a criterion not scored yet, leaving the scale to the server', () => {
    const ok = ZReviewDraftSchema.safeParse({ version: 'nuevo', scores: [{ criterion_id: 1, score: 4.25 }, { criterion_id: 2, score: null }] });
    expect(ok.success && ok.data).toEqual({ version: 'nuevo', scores: [{ criterion_id: 1, score: 4.25, comment: '' }, { criterion_id: 2, score: null, comment: '' }], general_comment: '' });
    for (const score of [4.125, 2_000_000, -2_000_000, Number.NaN]) expect(ZReviewDraftSchema.safeParse({ version: 'nuevo', scores: [{ criterion_id: 1, score }] }).success).toBe(false);
    // Outside a criterion's scale but not absurd: the server answers with the scale's own message ('entre 0 y 5').
    for (const score of [-1, 1001]) expect(ZReviewDraftSchema.safeParse({ version: 'nuevo', scores: [{ criterion_id: 1, score }] }).success).toBe(true);
  });

  it('names the version of the rubric it overwrites', () => {
    const missing = ZReviewDraftSchema.safeParse({ scores: [] });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]).toMatchObject({ path: ['version'], message: MSG.versionRequired });
  });

  it('bounds every comment and the number of criteria', () => {
    const long = (n: number) => 'a'.repeat(n);
    expect(ZReviewDraftSchema.safeParse({ version: 'v', scores: [{ criterion_id: 1, score: 1, comment: long(REVIEW_LIMITS.comment) }], general_comment: long(REVIEW_LIMITS.generalComment) }).success).toBe(true);
    expect(ZReviewDraftSchema.safeParse({ version: 'v', scores: [{ criterion_id: 1, score: 1, comment: long(REVIEW_LIMITS.comment + 1) }] }).success).toBe(false);
    expect(ZReviewDraftSchema.safeParse({ version: 'v', scores: [], general_comment: long(REVIEW_LIMITS.generalComment + 1) }).success).toBe(false);
    const many = Array.from({ length: REVIEW_LIMITS.criteria + 1 }, (_, i) => ({ criterion_id: i + 1, score: 1 }));
    expect(ZReviewDraftSchema.safeParse({ version: 'v', scores: many }).success).toBe(false);
  });

  it('requires a reason in Spanish, and filters the list by a known state only', () => {
    const blank = ZReviewReasonSchema.safeParse({ reason: '   ' });
    expect(blank.success).toBe(false);
    expect(blank.error?.issues[0]?.message).toBe(REVIEW_MSG.reasonRequired);
    expect(ZMyEvaluationsQuerySchema.parse({ state: 'Aceptada' })).toEqual({ page: 1, per_page: 10, state: 'Aceptada' });
    expect(ZMyEvaluationsQuerySchema.safeParse({ state: 'Cerrada' }).success).toBe(false);
  });
});
