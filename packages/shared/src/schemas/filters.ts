import { z } from 'zod';
import { MSG } from '../messages';
import { BOUNDS } from './bounds';

/**
 * The filter language of the lists (spec section 3): a field, an operation and one value, or two
 * for the ranges. The same schema checks the filter dialog's form and the `filters` parameter of
 * every list; which fields a list may be filtered by, and of which type, the API decides per list.
 */
export const FILTER_OPERATIONS = ['Igual', 'Menor o Igual', 'Mayor o Igual', 'Entre', 'Parecido', 'No Entre', 'No Parecido'] as const;
export type TFilterOperation = (typeof FILTER_OPERATIONS)[number];

/** Operations that take an end value besides the start value. */
export const RANGE_OPERATIONS = ['Entre', 'No Entre'] as const satisfies readonly TFilterOperation[];
export const isRangeOperation = (op: TFilterOperation) => (RANGE_OPERATIONS as readonly string[]).includes(op);

/** How a field's values are typed and compared: which operations and values the API accepts for it. */
export type TFilterFieldType = 'text' | 'number' | 'date' | 'select' | 'boolean';

/**
 * A field a list offers in its filter widget: its type, its label in the dialog, the options of a
 * select, and `hidden` for a field the list filters through a control of its own (a period selector).
 */
export type TFilterFieldSpec = { type: TFilterFieldType; label: string; options?: readonly string[]; hidden?: boolean };
export const FILTER_OPERATIONS_BY_TYPE: Record<TFilterFieldType, readonly TFilterOperation[]> = {
  text: ['Igual', 'Parecido', 'No Parecido'],
  number: ['Igual', 'Menor o Igual', 'Mayor o Igual', 'Entre', 'No Entre'],
  date: ['Igual', 'Menor o Igual', 'Mayor o Igual', 'Entre', 'No Entre'],
  select: ['Igual'],
  boolean: ['Igual'],
};

/**
 * Values are bounded (they become parameters and LIKE patterns), as long as the longest stored text.
 * The parameter's text is bounded before it is parsed; 8,000 characters hold 20 real filters many
 * times over and, URL-encoded, stay within the 16 KB a request line and its headers may take.
 */
export const FILTER_BOUNDS = {
  /**
   * The longest text a filtered record field holds (a project's title, 500): 'Igual' must be able to
   * name any value the product stored, or a record saved at its bound could not be filtered (issue 15).
   */
  valueMax: 500,
  paramMax: 8_000,
} as const;

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** A value as typed (text) or as sent by a program (number, boolean); its type is checked per field. */
const zFilterValue = (requiredMessage: string) =>
  z
    .union([z.string().trim().max(FILTER_BOUNDS.valueMax, MSG.max(FILTER_BOUNDS.valueMax)), z.number(), z.boolean()], {
      error: (issue) => (blank(issue.input) ? requiredMessage : MSG.invalidValue),
    })
    .refine((v) => !blank(v), requiredMessage);

const filterObject = z.object({
  field: z
    .string({ error: MSG.filterFieldRequired })
    .trim()
    .min(1, { error: MSG.filterFieldRequired, abort: true })
    .max(BOUNDS.sortMax, { error: MSG.invalidValue, abort: true })
    .regex(/^[a-z_][a-z0-9_]*(\.[a-z_][a-z0-9_]*)*$/i, MSG.invalidValue),
  operation: z.enum(FILTER_OPERATIONS, {
    error: (issue) => (blank(issue.input) ? MSG.filterOperationRequired : MSG.invalidValue),
  }),
  value: zFilterValue(MSG.filterValueRequired),
  value_end: zFilterValue(MSG.filterEndRequired).optional(),
});

/**
 * 'Entre' and 'No Entre' need the end value. A schema of its own joined with `.and`, so it reports
 * together with the other fields' errors (an object's own refinements wait until every field passes).
 */
const rangeRule = z
  .object({ operation: z.unknown().optional(), value_end: z.unknown().optional() })
  .superRefine(({ operation, value_end }, ctx) => {
    if (typeof operation === 'string' && (RANGE_OPERATIONS as readonly string[]).includes(operation) && blank(value_end)) {
      ctx.addIssue({ code: 'custom', path: ['value_end'], message: MSG.filterEndRequired });
    }
  });

/** One filter: `{ field: 'name', operation: 'Parecido', value: 'bogota' }`, `value_end` for the ranges. */
export const ZFilterSchema = filterObject.and(rangeRule);
export type TFilter = z.output<typeof filterObject>;
export type TFilterInput = z.input<typeof filterObject>;

/** At most this many filters in one list request. */
export const FILTERS_MAX = 20;

/**
 * The `filters` query parameter: a JSON array of filters, e.g.
 * `filters=[{"field":"active","operation":"Igual","value":true}]`. Bounded before it is parsed
 * (the text), and after (the number of filters and every value).
 */
export const ZFiltersParamSchema = z
  .string()
  .max(FILTER_BOUNDS.paramMax, MSG.filtersInvalid)
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: MSG.filtersInvalid });
      return z.NEVER;
    }
  })
  .pipe(z.array(ZFilterSchema, { error: MSG.filtersInvalid }).max(FILTERS_MAX, MSG.maxItems(FILTERS_MAX)));

/** The parameter's text for a list of filters (what a client puts in the query string). */
export const filtersParam = (filters: TFilterInput[]) => JSON.stringify(filters);
