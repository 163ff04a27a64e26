import { describe, expect, it } from 'vitest';
import { passesApproved, ZReportReviewFormSchema } from './report-labels';
import { REPORT_MSG } from './reports';

describe('the report screens’ shared rules', () => {
  it('a line passes its approved amount only beyond it, counting the accepted reports', () => {
    const line = { approved: 1_000, executed_before: 600 };
    expect(passesApproved(line, 400)).toBe(false);
    expect(passesApproved(line, 401)).toBe(true);
  });

  it('a review needs a comment unless Aceptado', () => {
    expect(ZReportReviewFormSchema.safeParse({ decision: 'Aceptado', comment: '' }).success).toBe(true);
    for (const decision of ['Con observaciones', 'Rechazado']) {
      const refused = ZReportReviewFormSchema.safeParse({ decision, comment: '  ' });
      expect(refused.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['comment', REPORT_MSG.commentRequired]]);
    }
    expect(ZReportReviewFormSchema.safeParse({ decision: '', comment: 'x' }).success).toBe(false);
  });
});
