import { describe, expect, it } from 'vitest';
import { addBusinessDays, colombianHolidays, easterSunday } from './holidays';

const days = (year: number) => colombianHolidays(year).map((h) => h.day);

describe('Colombian public holidays', () => {
  it('finds Easter Sunday', () => {
    expect([2025, 2026, 2027, 2030].map((y) => easterSunday(y).toISOString().slice(0, 10))).toEqual(['2025-04-20', '2026-04-05', '2027-03-28', '2030-04-21']);
  });

  it('answers 2025 as the official calendar lists it (San Pedro and Sagrado Corazón share 30 June)', () => {
    expect(days(2025)).toEqual([
      '2025-01-01', '2025-01-06', '2025-03-24', '2025-04-17', '2025-04-18', '2025-05-01', '2025-06-02', '2025-06-23',
      '2025-06-30', '2025-07-20', '2025-08-07', '2025-08-18', '2025-10-13', '2025-11-03', '2025-11-17', '2025-12-08', '2025-12-25',
    ]);
    expect(colombianHolidays(2025).find((h) => h.day === '2025-06-30')?.name).toBe('San Pedro y San Pablo; Sagrado Corazón de Jesús');
  });

  it('answers 2026: fixed days, Emiliani days moved to Monday, Easter-based days', () => {
    expect(days(2026)).toEqual([
      '2026-01-01', '2026-01-12', '2026-03-23', '2026-04-02', '2026-04-03', '2026-05-01', '2026-05-18', '2026-06-08',
      '2026-06-15', '2026-06-29', '2026-07-20', '2026-08-07', '2026-08-17', '2026-10-12', '2026-11-02', '2026-11-16', '2026-12-08', '2026-12-25',
    ]);
  });
});

describe('business days', () => {
  const holidays = new Set(days(2026));
  it('skip weekends and Semana Santa: a consulta filed the Monday before Easter 2026 is due ten business days later', () => {
    // 30 March (Monday); 2 and 3 April are Jueves and Viernes Santo.
    expect(addBusinessDays('2026-03-30', 10, holidays)).toBe('2026-04-15');
    expect(addBusinessDays('2026-03-30', 10, new Set())).toBe('2026-04-13');
  });
  it('start the day after filing: a Friday request counts from Monday', () => {
    expect(addBusinessDays('2026-11-27', 1, holidays)).toBe('2026-11-30');
    expect(addBusinessDays('2026-11-27', 15, holidays)).toBe('2026-12-21'); // 8 December skipped
  });
});
