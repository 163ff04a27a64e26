/**
 * RFC 4515 value escaping: every character with a meaning in a filter (`*`, `(`, `)`, `\`), NUL
 * and the other control characters become `\hh`, so what a person types is only ever compared,
 * never read as filter syntax. Other characters (accents included) stay as they are.
 */
export function escapeFilterValue(value: string): string {
  let out = '';
  for (const ch of value) {
    const code = ch.codePointAt(0)!;
    if (ch === '*' || ch === '(' || ch === ')' || ch === '\\' || code < 0x20 || code === 0x7f) {
      out += `\\${code.toString(16).padStart(2, '0')}`;
    } else {
      out += ch;
    }
  }
  return out;
}

/**
 * The configured filter with its placeholder ({login} or {id}) replaced by the escaped value,
 * everywhere it appears (split/join, so `$&` and friends in the value mean nothing).
 */
export function fillFilter(template: string, placeholder: '{login}' | '{id}', value: string): string {
  const escaped = escapeFilterValue(value);
  return template.split(placeholder).join(escaped);
}
