import { z } from 'zod';
import { MAX_PER_PAGE, PAGE_SIZES, type TPageSize } from '../constants';
import { MSG } from '../messages';
import { BOUNDS } from './bounds';
import { ZFiltersParamSchema, type TFilterFieldSpec } from './filters';

export * from './filters';

/**
 * A whole number typed in a query string ('2'): coerced, then held to [min, max]. The checks sit on the
 * coerced number itself (not behind a pipe), so the description carries them: an integer, its bounds.
 */
export const zQueryInt = (min: number, max: number) =>
  z.coerce
    .number({ error: MSG.invalidNumber })
    .int({ error: MSG.outOfRange, abort: true })
    .min(min, { error: MSG.outOfRange, abort: true })
    .max(max, MSG.outOfRange);

/**
 * A page size of the record lists: one of PAGE_SIZES, `fallback` when absent. Coerced as
 * z.coerce.number does ('abc' is not a number; 7 is a number the list does not offer), and written
 * as the literal's values so that the description lists them (an enum) instead of saying "a number".
 */
export const zPageSize = (fallback: TPageSize) =>
  z.preprocess(
    (v) => (v === undefined ? v : Number(v)),
    z
      .literal(PAGE_SIZES, { error: (issue) => (typeof issue.input === 'number' && !Number.isNaN(issue.input) ? MSG.invalidValue : MSG.invalidNumber) })
      .default(fallback),
  );

/** The `sort` of a list: one of its keys, `-key` for descending; any other value is a 400 like any bad parameter. */
export const zSort = (keys: readonly string[]) =>
  z.enum([...keys, ...keys.map((k) => `-${k}`)] as [string, ...string[]], { error: MSG.invalidValue }).optional();

/**
 * The `filters` of a list whose fields are `fields` (name → type and options). The field names are
 * the list's own rule, checked where its SQL is written (a 400 for any other); they travel with the
 * parameter as `x-filter-fields` for the API description, which lists them (plugins/openapi).
 */
export const zFiltersFor = (fields: Readonly<Record<string, Pick<TFilterFieldSpec, 'type' | 'options'>>>) =>
  ZFiltersParamSchema.meta({ [FILTER_FIELDS_META]: Object.fromEntries(Object.entries(fields).map(([name, f]) => [name, { type: f.type, ...(f.options ? { options: [...f.options] } : {}) }])) }).optional();

/** The metadata key under which zFiltersFor hands a list's filter fields to the API description. */
export const FILTER_FIELDS_META = 'x-filter-fields';

/**
 * The list query every paginated endpoint accepts. `sort` is a column name, `-name` for descending;
 * `filters` a JSON array of filters (schemas/filters.ts) over the fields the list declares. A list
 * states its own sort keys and filter fields with listQuerySchema.
 */
export const ZListQuerySchema = z.object({
  page: zQueryInt(1, BOUNDS.pageMax).default(1),
  per_page: zQueryInt(1, MAX_PER_PAGE).default(10),
  q: z.string().trim().max(BOUNDS.searchMax, MSG.max(BOUNDS.searchMax)).optional(),
  sort: z
    .string()
    .max(BOUNDS.sortMax, MSG.invalidValue)
    .regex(/^-?[a-z_.]+$/, MSG.invalidValue)
    .optional(),
  filters: ZFiltersParamSchema.optional(),
});

/** The list query of a list sorted by `sorts` and filtered by `filters` (its fields): anything else is a 400. */
export const listQuerySchema = (list: { sorts: readonly string[]; filters?: Parameters<typeof zFiltersFor>[0] }) =>
  ZListQuerySchema.extend({ sort: zSort(list.sorts), filters: list.filters ? zFiltersFor(list.filters) : ZFiltersParamSchema.optional() });
export type TListQuery = z.output<typeof ZListQuerySchema>;

export const ZListMetaSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  /**
   * Present (true) when `total` is the database's estimate, not a count: only past 10,000 matching
   * rows, where counting every one would cost more than the page (docs/decisions/004-list-engine.md).
   */
  estimated: z.boolean().optional(),
});
export const listResponse = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), meta: ZListMetaSchema });
export type TListResponse<T> = { data: T[]; meta: z.infer<typeof ZListMetaSchema> };

export const ZMessageSchema = z.object({ message: z.string() });
export const ZErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  /** A 403 to a user who must first take these steps (security/second-factor.ts PENDING_STEPS). */
  pending: z.array(z.string().max(60)).max(10).optional(),
});
export type TApiError = z.infer<typeof ZErrorSchema>;
