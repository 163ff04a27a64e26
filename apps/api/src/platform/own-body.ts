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

/**
 * A body a route reads itself, as the route declares it (`schema.ownBody`) for the API description:
 * its JSON and, where it takes one, its multipart form, from the same schemas it parses with. Fastify
 * validates none of it (the route does, in its own words); plugins/openapi describes it.
 */
export type TOwnBody = {
  /** What the body is, and how the JSON and the form differ when the route takes both. */
  description: string;
  json?: z.ZodType;
  /** The form's fields; those in `jsonParts` are JSON text of their schema (`data`), the others text or files. */
  multipart?: z.ZodType;
  jsonParts?: readonly string[];
};

declare module 'fastify' {
  interface FastifySchema {
    ownBody?: TOwnBody;
  }
}
