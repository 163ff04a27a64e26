import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zCode, zName, zOptionalText, zOptionalUrl } from '../catalogues/fields';
import { maxLengthOf } from './introspect';
import { ZUserSchema } from './users';

describe('maxLengthOf', () => {
  it('reads the limit through the wrappers the shared builders use', () => {
    expect(maxLengthOf(zName(100))).toBe(100);
    expect(maxLengthOf(zOptionalText(50))).toBe(50);
    expect(maxLengthOf(zOptionalUrl(300))).toBe(300);
    expect(maxLengthOf(zCode(3, 'letters'))).toBe(3);
    expect(maxLengthOf(ZUserSchema.shape.email)).toBe(150);
    // A number typed as text: the limit sits after the transform.
    expect(maxLengthOf(ZUserSchema.shape.identity)).toBe(20);
    expect(maxLengthOf(z.string())).toBeUndefined();
    expect(maxLengthOf(z.number())).toBeUndefined();
    expect(maxLengthOf(undefined)).toBeUndefined();
  });
});
