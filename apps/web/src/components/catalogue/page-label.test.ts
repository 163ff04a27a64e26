import { describe, expect, it } from 'vitest';
import { pageCount, pageOfPagesLabel } from './page-label';

describe('pageOfPagesLabel', () => {
  it("says 'Página X de Y' of an exact total", () => {
    expect(pageOfPagesLabel(0, 10, 95)).toBe('Página 1 de 10');
    expect(pageOfPagesLabel(9, 10, 95, false)).toBe('Página 10 de 10');
    expect(pageOfPagesLabel(2, 25, 100)).toBe('Página 3 de 4');
  });

  it("says 'aprox.' before the page count when the total is the server's estimate", () => {
    expect(pageOfPagesLabel(0, 100, 100_437, true)).toBe('Página 1 de aprox. 1005');
    expect(pageOfPagesLabel(41, 50, 12_000, true)).toBe('Página 42 de aprox. 240');
  });

  it('shows an empty list as page 1 of 1, and never a page past the last', () => {
    expect(pageOfPagesLabel(0, 10, 0)).toBe('Página 1 de 1');
    expect(pageOfPagesLabel(7, 10, 30)).toBe('Página 3 de 3');
    // An estimate that shrank under the page the address still names.
    expect(pageOfPagesLabel(7, 10, 30, true)).toBe('Página 3 de aprox. 3');
  });

  it('counts pages by rounding up', () => {
    expect([pageCount(0, 5), pageCount(5, 5), pageCount(6, 5), pageCount(10_001, 100)]).toEqual([1, 1, 2, 101]);
  });
});
