import { z } from 'zod';
import { CAT_MSG } from '../catalogues/messages';

/**
 * ORCID iDs (issue 44): sixteen characters in four groups, the last one a check digit computed by
 * ISO 7064 MOD 11-2 over the first fifteen digits ('X' stands for ten). Typed bare
 * ('0000-0002-1825-0097') or as the record's address ('https://orcid.org/0000-0002-1825-0097').
 */
export const ORCID_MSG = {
  invalid: 'El ORCID no es válido (revise el dígito de verificación)',
} as const;

/** The public address of a record. */
export const ORCID_URL_PREFIX = 'https://orcid.org/';

const SHAPE = /^(\d{4})-?(\d{4})-?(\d{4})-?(\d{3}[\dX])$/;
const PREFIX = /^(?:https?:\/\/)?(?:www\.)?orcid\.org\//i;

/** The ISO 7064 MOD 11-2 check character of fifteen digits. */
export function orcidCheckDigit(digits: string): string {
  let total = 0;
  for (const c of digits) total = (total + Number(c)) * 2;
  const result = (12 - (total % 11)) % 11;
  return result === 10 ? 'X' : String(result);
}

/** The iD in its canonical form ('0000-0002-1825-0097') when the text is one (bare or as its address), else null. */
export function orcidFromText(text: string | null | undefined): string | null {
  if (!text) return null;
  const bare = text.trim().replace(PREFIX, '').replace(/\/+$/, '').toUpperCase();
  const m = SHAPE.exec(bare);
  if (!m) return null;
  const digits = m.slice(1).join('');
  if (orcidCheckDigit(digits.slice(0, 15)) !== digits[15]) return null;
  return `${m[1]}-${m[2]}-${m[3]}-${m[4]}`;
}

/** Whether the text is an ORCID iD with a right check digit (bare or as its address). */
export const isValidOrcid = (text: string | null | undefined) => orcidFromText(text) !== null;

/** An ORCID field of a form: empty, or an iD with a right check digit, bare or as its address (kept as typed). */
export const zOptionalOrcid = (max: number) =>
  z
    .string()
    .trim()
    .max(max, CAT_MSG.max(max))
    .refine((v) => v === '' || isValidOrcid(v), ORCID_MSG.invalid)
    .nullish()
    .transform((v) => (v ? v : null));
