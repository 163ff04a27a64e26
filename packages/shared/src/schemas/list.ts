import { z } from 'zod';
import { MAX_PER_PAGE } from '../constants';
import { MSG } from '../messages';
import { BOUNDS, zInt } from './bounds';
import { ZFiltersParamSchema } from './filters';

export * from './filters';

/** A number typed in a query string ('2'): coerced, then held to [min, max]. */
const zQueryInt = (min: number, max: number) =>
  z.coerce.number({ error: MSG.invalidNumber }).pipe(zInt(min, MSG.outOfRange).max(max, MSG.outOfRange));

/**
 * The list query every paginated endpoint accepts. `sort` is a column name, `-name` for descending;
 * `filters` a JSON array of filters (schemas/filters.ts) over the fields the list declares.
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
});
export type TApiError = z.infer<typeof ZErrorSchema>;
