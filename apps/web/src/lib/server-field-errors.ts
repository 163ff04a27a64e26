import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';

/**
 * Puts a refusal's problems by field (`{ message, errors: { 'leader.email': [...] } }`, the server's
 * shape) on the form's fields, the first message of each, and answers the paths it placed. `only`: the
 * fields the form has (others are left to the message); `skip`: keys that are not fields (a list of
 * problems under '_'). The one place a server's field errors reach a form.
 */
export function placeServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  errors: Record<string, string[]> | undefined,
  opts: { only?: readonly string[]; skip?: readonly string[] } = {},
): string[] {
  const placed: string[] = [];
  for (const [path, messages] of Object.entries(errors ?? {})) {
    if (!messages?.[0] || opts.skip?.includes(path) || (opts.only && !opts.only.includes(path))) continue;
    setError(path as FieldPath<T>, { type: 'server', message: messages[0] });
    placed.push(path);
  }
  return placed;
}
