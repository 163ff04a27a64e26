import { describe, expect, it } from 'vitest';
import { EXECUTION_MSG } from '@siiicca/shared';
import { budgetTotal, startResolver, toStartBody, type TStartForm } from './start-form';

const form = (over: Partial<TStartForm> = {}): TStartForm => ({
  start_date: '2026-03-01',
  duration_months: '12',
  budget: [
    { budget_item_id: 1, funding_source_id: 1, amount: '12500000' },
    { budget_item_id: 2, funding_source_id: 1, amount: '2500000' },
  ],
  ...over,
});

const judge = async (values: TStartForm, settings = { budget_max: 20_000_000, duration_months: 12 }) => {
  const result = await startResolver(settings)(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  return result.errors as Record<string, unknown> & { budget?: { message?: string }; duration_months?: { message?: string } };
};

describe('the start dialog’s form', () => {
  it('sends whole numbers for what its boxes hold, and totals only the amounts typed', () => {
    expect(toStartBody(form())).toEqual({
      start_date: '2026-03-01',
      duration_months: 12,
      budget: [
        { budget_item_id: 1, funding_source_id: 1, amount: 12_500_000 },
        { budget_item_id: 2, funding_source_id: 1, amount: 2_500_000 },
      ],
    });
    expect(budgetTotal([...form().budget, { budget_item_id: '', funding_source_id: '', amount: '' }])).toBe(15_000_000);
  });

  it('accepts a budget within the call’s maximum and refuses one past it, in the shared words', async () => {
    expect(await judge(form())).toEqual({});
    const errors = await judge(form(), { budget_max: 10_000_000, duration_months: 12 });
    expect(errors.budget?.message).toBe(EXECUTION_MSG.budgetTotalOverMax(15_000_000, 10_000_000));
  });

  it('refuses a duration past the call’s and an empty budget', async () => {
    expect((await judge(form({ duration_months: '13' }))).duration_months?.message).toBe(EXECUTION_MSG.durationOverMax(12));
    expect((await judge(form({ budget: [] }))).budget?.message).toBe(EXECUTION_MSG.budgetEmpty);
  });
});
