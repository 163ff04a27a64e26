/** One problem found in a value: where (the path of keys down to it) and what, in Spanish. */
export type TFieldIssue = { readonly path: readonly PropertyKey[]; readonly message?: string };

/** Problems by field, as every 400 answers them and every form shows them: `{ 'actors.0.name': ['…'] }`. */
export type TFieldErrors = Record<string, string[]>;

/** The field name of a path: its keys joined with dots; the value as a whole is '_'. */
export const fieldPath = (path: readonly PropertyKey[]): string => path.map(String).join('.') || '_';

/**
 * zod's issues (or any of that shape) grouped by field, in the order found. The one conversion for
 * the API's error handler, its routes that parse a body themselves, and the browser's own checks.
 */
export function fieldErrors(issues: Iterable<TFieldIssue>, fallback = ''): TFieldErrors {
  const errors: TFieldErrors = {};
  for (const issue of issues) (errors[fieldPath(issue.path)] ??= []).push(issue.message ?? fallback);
  return errors;
}
