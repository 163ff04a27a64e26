import { z } from 'zod';
import { MAX_PER_PAGE } from '../constants';

/** The list query every paginated endpoint accepts. `sort` is a column name, `-name` for descending. */
export const ZListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(10),
  q: z.string().trim().max(200).optional(),
  sort: z
    .string()
    .regex(/^-?[a-z_.]+$/)
    .optional(),
});
export type TListQuery = z.output<typeof ZListQuerySchema>;

export const ZListMetaSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
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
