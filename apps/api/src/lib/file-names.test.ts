import { describe, expect, it } from 'vitest';
import { FILE_NAME_MAX, cleanFileName } from './file-names';

describe('an uploaded file name as it is stored and shown', () => {
  it.each([
    ['factura\u202Efdp.exe', 'facturafdp.exe'],
    ['\u202Bcarta\u202C \u2066aval\u2069.pdf', 'carta aval.pdf'],
    ['a\u200Eb\u200Fc\u061C.pdf', 'abc.pdf'],
    ['line\u2028break\u2029.pdf', 'linebreak.pdf'],
    ['nul\u0000tab\tdel\u007Fc1\u0085\u009B.pdf', 'nultabdelc1.pdf'],
    ['zero\u200Bwidth\uFEFF.pdf', 'zerowidth.pdf'],
    ['"comillas".pdf', 'comillas.pdf'],
    ['broken\uD800half.pdf', 'brokenhalf.pdf'],
    ['C:\\Users\\ana\\Informe final ñandú.pdf', 'Informe final ñandú.pdf'],
    ['../../etc/passwd', 'passwd'],
    ['  Núcleo problémico.docx  ', 'Núcleo problémico.docx'],
    ['Nu\u0301cleo.pdf', 'Núcleo.pdf'],
  ])('%j is kept as %j', (name, kept) => {
    expect(cleanFileName(name, 'archivo.pdf')).toBe(kept);
  });

  it.each(['', '..', '\u202E\u202E', '/', '. . .'.replace(/ /g, '')])('%j, with nothing left to show, takes the fallback', (name) => {
    expect(cleanFileName(name, 'archivo.pdf')).toBe('archivo.pdf');
  });

  it('keeps the end of a long name, whole characters, so the extension survives', () => {
    const kept = cleanFileName(`${'😀'.repeat(300)}.pdf`, 'x');
    expect(Array.from(kept)).toHaveLength(FILE_NAME_MAX);
    expect(kept.endsWith('😀.pdf')).toBe(true);
  });
});
