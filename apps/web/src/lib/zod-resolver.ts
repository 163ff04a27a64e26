// zod's built-in messages in Spanish (for issues a shared schema does not word itself) wherever a form
// validates with zod; the sign-in page uses no zod, so its first load does not download zod at all.
import '@siiicca/shared/zod-locale';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** The one way a form of the web app validates with a shared zod schema (react-hook-form's resolver). */
export { zodResolver };

const asIs = (values: FieldValues): unknown => values;

/**
 * The resolver of a form that holds its values in its own shape (a box holds '' where the schema
 * wants null, a list holds ids as text) and is judged by a shared schema: `prepare` turns what the
 * form holds into what the server will receive, and the schema judges that. Messages come back under
 * the form's field names; a valid form's values are the schema's output, as with zodResolver.
 */
export function schemaResolver<TValues extends FieldValues>(schema: z.ZodType, prepare?: (values: TValues) => unknown): Resolver<TValues>;
export function schemaResolver(schema: z.ZodType, prepare: (values: FieldValues) => unknown = asIs): Resolver<FieldValues> {
  // The schema judges any value at run time (zod parses unknown input); to the resolver's types it
  // reads and returns plain field values, whatever the schema's own input and output types are.
  const judge = zodResolver(schema as z.ZodType<FieldValues, FieldValues>);
  return (values, context, options) => judge(prepare(values) as FieldValues, context, options);
}
