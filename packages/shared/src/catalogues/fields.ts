import { z } from 'zod';
import { CAT_MSG } from './messages';
import { BOUNDS, ZIdParamSchema, zId, zInt, zList } from '../schemas/bounds';
import { MSG } from '../messages';

/**
 * Field builders shared by every catalogue schema, so that a rule such as "name required, at least
 * 5, at most 100" is written once with the spec's words. The first failing check stops the others
 * (abort) so a field shows one message, the one the spec names.
 */
const missing = (input: unknown) => input === undefined || input === null || input === '';

export const zRequiredText = (max: number) =>
  z
    .string({ error: CAT_MSG.required })
    .trim()
    .min(1, { error: CAT_MSG.required, abort: true })
    .max(max, CAT_MSG.max(max));

export const zName = (max: number, min = 5) =>
  z
    .string({ error: CAT_MSG.required })
    .trim()
    .min(1, { error: CAT_MSG.required, abort: true })
    .min(min, { error: min === 5 ? CAT_MSG.min5 : CAT_MSG.min3, abort: true })
    .max(max, CAT_MSG.max(max));

/**
 * An optional whole-number box (a program's SAC code): left empty, the form sends '' (or null, or
 * nothing), stored as null. The union says so in the description too, and anything else is refused
 * in the number's own words ('Valor fuera de rango', `message`), never in the union's.
 */
export const zOptionalInt = (min: number, message: string) =>
  z
    .union([z.literal(''), zInt(min, message).nullable()], {
      error: (issue) => (issue.code === 'invalid_union' && issue.errors[1]?.[0]?.message) || message,
    })
    .optional()
    .transform((v) => (v === '' || v == null ? null : v));

/** Optional free text: an empty box is stored as null. */
export const zOptionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, CAT_MSG.max(max))
    .nullish()
    .transform((v) => (v ? v : null));

export const zOptionalUrl = (max: number) =>
  z
    .string()
    .trim()
    .max(max, CAT_MSG.max(max))
    .refine((v) => v === '' || /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(v), CAT_MSG.invalidUrl)
    .nullish()
    .transform((v) => (v ? v : null));

/** A chosen row of another catalogue (a select box): a positive id the id column holds. */
export const zRefId = () => zId(CAT_MSG.required);

export const zActive = () => z.boolean().default(true);

/** A code of fixed length, e.g. country 3 letters, department 2 digits, city 5 digits (DANE). */
export const zCode = (length: number, kind: 'letters' | 'digits') =>
  z
    .string({ error: CAT_MSG.required })
    .trim()
    .min(1, { error: CAT_MSG.required, abort: true })
    .length(length, { error: CAT_MSG.exactLength(length), abort: true })
    // A pattern, not a refinement, so that the API description carries it.
    .regex(kind === 'letters' ? /^[A-Za-z]+$/ : /^\d+$/, kind === 'letters' ? CAT_MSG.onlyLetters : CAT_MSG.onlyDigits)
    .transform((v) => v.toUpperCase());

/**
 * A calendar date as 'YYYY-MM-DD' (what the date pickers send and what PostgreSQL `date` answers),
 * within BOUNDS.dateMin..dateMax. An impossible date says so and stops there (abort).
 */
export const zDate = () =>
  z.iso
    .date({ error: (issue) => (missing(issue.input) ? CAT_MSG.required : CAT_MSG.invalidDate), abort: true })
    .refine((v) => v >= BOUNDS.dateMin && v <= BOUNDS.dateMax, MSG.dateOutOfRange);

/** Path parameter of a catalogue with a serial id: the one id parameter of every route (bounds.ts). */
export const ZSerialIdParamSchema = ZIdParamSchema;

/** Rejects repeated ids in a list of chosen rows; at most BOUNDS.listMax of them (`noun`: what they are, plural). */
export const zIdList = (noun: string) =>
  zList(zRefId(), BOUNDS.listMax, noun)
    .default([])
    .refine((ids) => new Set(ids).size === ids.length, CAT_MSG.duplicateInList);

/**
 * How a list row names what it refers to (a hotbed's sectional, a city's department): the
 * reference's id, `<name>_id` (what the form edits), and `<name>` as `{ id, name }` (what the
 * table shows), in that order for each name.
 */
export function zRowRefs<N extends string, I extends z.ZodType>(id: I, ...names: N[]) {
  const ref = z.object({ id, name: z.string() });
  return Object.fromEntries(names.flatMap((n) => [[`${n}_id`, id], [n, ref]])) as Record<`${N}_id`, I> & Record<N, typeof ref>;
}
