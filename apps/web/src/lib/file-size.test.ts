import { describe, expect, it } from 'vitest';
import { fileSizeText } from './file-size';

describe('fileSizeText', () => {
  it('shows bytes under 1 KB as bytes, never as 0 KB or 1 KB', () => {
    expect(fileSizeText(0)).toBe('0 B');
    expect(fileSizeText(512)).toBe('512 B');
    expect(fileSizeText(1000)).toBe('1.000 B');
  });
  it('shows KB and MB with the es-CO decimal comma and at most one decimal', () => {
    expect(fileSizeText(1024)).toBe('1 KB');
    expect(fileSizeText(1229)).toBe('1,2 KB');
    expect(fileSizeText(350 * 1024)).toBe('350 KB');
    expect(fileSizeText(1.2 * 1024 * 1024)).toBe('1,2 MB');
    expect(fileSizeText(100 * 1024 * 1024)).toBe('100 MB');
  });
  it('moves to the next unit when the rounded value would read 1.024', () => {
    expect(fileSizeText(1024 * 1024 - 1)).toBe('1 MB');
    expect(fileSizeText(1023)).toBe('1.023 B');
  });
  it('never shows a negative or non-number size', () => {
    expect(fileSizeText(-5)).toBe('0 B');
    expect(fileSizeText(Number.NaN)).toBe('0 B');
  });
});
