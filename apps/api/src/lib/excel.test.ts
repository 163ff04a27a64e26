import { describe, expect, it } from 'vitest';
import { escapeCell, mayRunAsFormula } from './excel';

describe('the formula guard of Excel cells', () => {
  it('phones, signed numbers and plain text are written exactly as typed', () => {
    for (const v of ['+593 99 123 4567', '+57 (1) 234', '+57 601 555 1234', '-3', '-3,5', '+1-202-555-0143', 'Normal - con guion', 'Bogotá']) {
      expect(mayRunAsFormula(v), v).toBe(false);
      expect(escapeCell(v)).toBe(v);
    }
  });

  it('text that could run as a formula or a DDE call keeps its leading quote', () => {
    for (const v of ['=1+1', '=HYPERLINK("http://x.test","y")', '@SUM(A1:A2)', "-cmd|' /C calc'!A0", '+HYPERLINK("x")', '-2+SUM(A1)', '\tcmd', '\r=1']) {
      expect(mayRunAsFormula(v), JSON.stringify(v)).toBe(true);
      expect(escapeCell(v)).toBe(`'${v}`);
    }
  });
});
