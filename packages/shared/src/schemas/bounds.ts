import { z } from 'zod';
import { MAX_PER_PAGE } from '../constants';
import { MSG } from '../messages';

/**
 * The outer limits of what any request may carry, written once: every schema builds its ids,
 * integers, lists and dates from the builders below, so every present and future route inherits
 * them. A value past a limit is a 400 with a Spanish message, never a database error (a 500).
 */
export const BOUNDS = {
  /** PostgreSQL `integer`, the type of every id, foreign key and integer column (codesac, hours...). */
  intMax: 2_147_483_647,
  /**
   * Rows chosen in one list (a group's research lines, a product's types, one level of a sectional's
   * tree). Real lists hold tens; 500 leaves room and keeps a request's work (validating, checking and
   * writing the pivot rows) to milliseconds, where 60,000 ids held the one database connection for seconds.
   */
  listMax: 500,
  /**
   * The last page whose OFFSET, (page - 1) × per_page, still fits an integer: past it the value
   * stops being exact in JavaScript and PostgreSQL refuses it. No list comes near it.
   */
  pageMax: Math.floor(2_147_483_647 / MAX_PER_PAGE),
  /** Search box text (it becomes a LIKE pattern) and sort keys: nobody types more. */
  searchMax: 200,
  sortMax: 64,
  /**
   * Calendar dates. PostgreSQL refuses the year 0000 that the ISO format allows, and a date of a call
   * or a period outside this range is a typing mistake, not a plan.
   */
  dateMin: '1900-01-01',
  dateMax: '2100-12-31',
} as const;

/**
 * An integer a PostgreSQL `integer` column holds, at least `min`; `message` names any other problem.
 * The range is checked first and stops the rest, so 2^53 reads 'Valor fuera de rango' and nothing else.
 */
export const zInt = (min: number, message: string) =>
  z
    .number({ error: message })
    .max(BOUNDS.intMax, { error: MSG.outOfRange, abort: true })
    .int({ error: message, abort: true })
    .min(min, message);

/**
 * A whole number typed in a box (a duration, a semester, hours): each problem in its own words, so
 * 0 or -3 read 'El valor mínimo es 1' and 1.5 'Debe ser un número entero'; only an empty box reads
 * `required`. `maxMessage` words the maximum when the field has a unit ('Máximo 120 meses').
 */
export const zWhole = (min: number, max: number, opts: { required?: string; minMessage?: string; maxMessage?: string } = {}) =>
  z
    .number({ error: opts.required ?? MSG.required })
    .int({ error: MSG.wholeNumber, abort: true })
    .min(min, { error: opts.minMessage ?? MSG.minValue(min), abort: true })
    .max(Math.min(max, BOUNDS.intMax), opts.maxMessage ?? MSG.maxValue(max));

/** The id of a chosen row (a select box, an element of a list of ids). */
export const zId = (message: string = MSG.required) => zInt(1, message);

/**
 * An id written in a path or a query string ('12'): digits only, so '1e3', '0x10', ' 7' or '-0' are
 * refused rather than read as some other number. Anything else stays as it came and is refused as
 * not a number; the digits are held to 1..intMax. The description shows what a client may send, an
 * integer from 1 to intMax.
 */
export const zIdText = () =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : v),
    z
      .number({ error: MSG.invalidNumber })
      .max(BOUNDS.intMax, { error: MSG.outOfRange, abort: true })
      .int({ error: MSG.outOfRange, abort: true })
      .min(1, MSG.outOfRange),
  );

/** Path parameter `:id` of every record with a serial id. */
export const ZIdParamSchema = z.object({ id: zIdText() });

/**
 * A list of a request body: at most `max` items, refused in its own words ('Puede agregar como
 * máximo 200 actividades', `noun` being what the list holds, plural), never in a minimum's words.
 * The length is checked before the items. Every list's maximum is listed in docs/limits.md.
 */
export const zList = <T extends z.ZodType>(item: T, max: number, noun: string) =>
  z.array(item).max(max, MSG.maxListItems(max, noun));

/**
 * The version of a record its editor read (the `version` every read answers): required on every
 * update, so that a client that does not say what it overwrites is refused (428, MSG.versionRequired)
 * instead of overwriting a colleague's change; an older one is a 409.
 */
export const zVersion = () =>
  z
    .string({ error: MSG.versionRequired })
    .trim()
    .min(1, MSG.versionRequired)
    .max(128, MSG.invalidValue);

/**
 * Whether a save body that names a stored record (`id`) lacks the version its client read: the
 * saves that create and update through one route (strategies, projects) require it only to update.
 */
export function lacksVersion(body: unknown): boolean {
  if (body === null || typeof body !== 'object') return false;
  const { id, version } = body as { id?: unknown; version?: unknown };
  if (id === undefined || id === null || id === '') return false;
  return typeof version !== 'string' || version.trim() === '';
}

/** An update body: the record's own schema plus the `version` the client read (zVersion). */
export const withVersion = <T extends z.ZodType>(schema: T) => z.intersection(schema, z.object({ version: zVersion() }));

