import { describe, expect, it } from 'vitest';
import { isMaskedEmail, isMaskedMobile, maskContactEmail, maskContactMobile } from './masked-contact';

describe('masked contact data', () => {
  it('shows an e-mail by its first letters and its domain after the first label', () => {
    expect(maskContactEmail('docente@usta.edu.co')).toBe('d***@u***.edu.co');
    expect(maskContactEmail('a@b')).toBe('a***@b***');
    expect(maskContactEmail('sin-arroba')).toBe('***');
    expect(isMaskedEmail(maskContactEmail('maria.rojas@correo.usta.edu.co'))).toBe(true);
    expect(isMaskedEmail('docente@usta.edu.co')).toBe(false);
    expect(isMaskedEmail('d**@u***.edu.co')).toBe(false);
  });

  it('shows a mobile by its last three characters', () => {
    expect(maskContactMobile('3176543210')).toBe('***210');
    expect(maskContactMobile('+33 6 12 34 56 78')).toBe('*** 78');
    expect(isMaskedMobile('***210')).toBe(true);
    expect(isMaskedMobile('3176543210')).toBe(false);
    expect(isMaskedMobile(null)).toBe(false);
  });
});
