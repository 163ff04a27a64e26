import { describe, expect, it } from 'vitest';
import { caretAfterDigits, pesosDigits, pesosShown } from './pesos-field';

describe('a pesos box', () => {
  it('holds only the digits typed, without leading zeros, and shows them as the office writes them', () => {
    expect(pesosDigits('$ 12.500.000')).toBe('12500000');
    expect(pesosDigits('0012a5')).toBe('125');
    expect(pesosDigits('000')).toBe('0');
    expect(pesosDigits('$ ')).toBe('');
    expect(pesosShown('12500000')).toBe('$ 12.500.000');
    expect(pesosShown('0')).toBe('$ 0');
    expect(pesosShown('')).toBe('');
  });

  it('puts the caret after the digit it followed once the dots move', () => {
    // '$ 1.250' with a 0 typed after the 2: '$ 12.500' and the caret after '2'.
    expect(caretAfterDigits('$ 12.500', 2)).toBe(4);
    expect(caretAfterDigits('$ 12.500', 0)).toBe(2);
    expect(caretAfterDigits('$ 12.500', 5)).toBe(8);
    expect(caretAfterDigits('$ 1.250.000', 1)).toBe(3);
  });
});
