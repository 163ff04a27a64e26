import { describe, expect, it } from 'vitest';
import { greeting } from './greeting';
import { daysLeftText, shownDate } from './shown-date';

describe('dates on the dashboard', () => {
  it('read as in Colombia, day first, from a date or a timestamp of the API', () => {
    expect(shownDate('2026-03-09')).toBe('09/03/2026');
    expect(shownDate('2026-12-31T23:30:00.000Z')).toBe('31/12/2026');
  });

  it("say how long a call stays open, in Spanish, with 'Cierra hoy' on its last day", () => {
    expect(daysLeftText(0)).toBe('Cierra hoy');
    expect(daysLeftText(-1)).toBe('Cierra hoy');
    expect(daysLeftText(1)).toBe('Queda 1 día');
    expect(daysLeftText(2)).toBe('Quedan 2 días');
    expect(daysLeftText(30)).toBe('Quedan 30 días');
  });
});

describe('the greeting', () => {
  const at = (hours: number, minutes = 0) => new Date(2026, 2, 9, hours, minutes);

  it("is 'Buenos días' from 5 a.m. until noon", () => {
    expect(greeting(at(5))).toBe('Buenos días');
    expect(greeting(at(11, 59))).toBe('Buenos días');
  });

  it("is 'Buenas tardes' from noon until 7 p.m.", () => {
    expect(greeting(at(12))).toBe('Buenas tardes');
    expect(greeting(at(18, 59))).toBe('Buenas tardes');
  });

  it("is 'Buenas noches' in the evening and the small hours", () => {
    expect(greeting(at(19))).toBe('Buenas noches');
    expect(greeting(at(0))).toBe('Buenas noches');
    expect(greeting(at(4, 59))).toBe('Buenas noches');
  });
});
