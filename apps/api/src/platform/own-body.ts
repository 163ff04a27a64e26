import type { z } from 'zod';
import { fieldErrors } from '@siiicca/shared';
import { bodyRefusal } from './versions';

/**
 * A body a route parses itself (multipart, or one body shared by two actions), refused field by
 * field like a route's own schema: 428 when only the version is missing, else 400 (versions.ts).
 */
export function parseOwnBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  throw bodyRefusal(fieldErrors(parsed.error.issues));
}
