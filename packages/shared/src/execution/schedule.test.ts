import { describe, expect, it } from 'vitest';
import { addMonths, daysBetween, plannedEnd, reportSchedule } from './schedule';
import { formatCop, executedPercent } from './money';

describe('the execution calendar', () => {
  it('adds months as a calendar does, clamping to the month’s last day', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-11-15', 3)).toBe('2027-02-15');
    expect(plannedEnd('2026-03-01', 12)).toBe('2027-02-28');
    expect(daysBetween('2026-12-30', '2027-01-02')).toBe(3);
  });

  it('schedules a progress report every N months before the end, then the final report after it', () => {
    expect(reportSchedule('2026-03-01', '2027-02-28', 6, 60)).toEqual([
      { number: 1, kind: 'Avance', period_from: '2026-03-01', period_to: '2026-08-31', due_date: '2026-09-15' },
      { number: 2, kind: 'Final', period_from: '2026-03-01', period_to: '2027-02-28', due_date: '2027-04-29' },
    ]);
    const monthly = reportSchedule('2026-01-01', '2026-12-31', 1, 30);
    expect(monthly.filter((r) => r.kind === 'Avance')).toHaveLength(11);
    expect(monthly.at(-1)).toMatchObject({ number: 12, kind: 'Final', due_date: '2027-01-30' });
    // A project shorter than one period has only its final report.
    expect(reportSchedule('2026-01-01', '2026-04-30', 6, 60).map((r) => r.kind)).toEqual(['Final']);
  });

  it('writes pesos as the office does', () => {
    expect(formatCop(12_500_000)).toBe('$ 12.500.000');
    expect(formatCop(0)).toBe('$ 0');
    expect(formatCop(999)).toBe('$ 999');
    expect(executedPercent(2_500_000, 10_000_000)).toBe(25);
    expect(executedPercent(5, 0)).toBe(0);
  });
});
