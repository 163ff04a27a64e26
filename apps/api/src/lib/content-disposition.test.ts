import { describe, expect, it } from 'vitest';
import { contentDisposition, downloadHeaders } from './content-disposition';

describe('contentDisposition', () => {
  it("a person's name: an ASCII fallback without accents or quotes, and the name as written in filename*", () => {
    expect(contentDisposition('Carta "aval" Núñez (1).pdf')).toBe(
      `attachment; filename="Carta aval Nunez (1).pdf"; filename*=UTF-8''Carta%20aval%20N%C3%BA%C3%B1ez%20%281%29.pdf`,
    );
    expect(contentDisposition('carta.pdf')).toBe(`attachment; filename="carta.pdf"; filename*=UTF-8''carta.pdf`);
  });

  it('drops control and bidirectional characters, and names an empty name', () => {
    expect(contentDisposition('C:\\tmp\\carta\u202Efdp.exe\u0007')).toBe(`attachment; filename="cartafdp.exe"; filename*=UTF-8''cartafdp.exe`);
    expect(contentDisposition('...')).toBe(`attachment; filename="archivo"; filename*=UTF-8''archivo`);
  });

  it("the product's own ASCII name goes as filename alone; inline when asked", () => {
    expect(contentDisposition('estrategias_2026-11-26.xlsx', { source: 'product' })).toBe('attachment; filename="estrategias_2026-11-26.xlsx"');
    expect(contentDisposition('guía.pdf', { type: 'inline', source: 'product' })).toBe(`inline; filename="guia.pdf"; filename*=UTF-8''gu%C3%ADa.pdf`);
  });

  it('lets a page on another origin read the name', () => {
    expect(downloadHeaders('a.zip', { source: 'product' })).toEqual({ 'content-disposition': 'attachment; filename="a.zip"', 'access-control-expose-headers': 'content-disposition' });
  });
});
