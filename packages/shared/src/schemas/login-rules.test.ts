import { describe, expect, it } from 'vitest';
import { ZLoginSchema } from './auth';
import { loginProblems } from './login-rules';

/** The problems ZLoginSchema (what the API checks) finds, by field: the first message of each. */
function schemaProblems(values: { email: string; password: string }) {
  const result = ZLoginSchema.safeParse(values);
  const problems: Record<string, string> = {};
  for (const issue of result.success ? [] : result.error.issues) problems[String(issue.path[0])] ??= issue.message;
  return problems;
}

describe('sign-in rules', () => {
  const cases = [
    { email: '', password: '' },
    { email: '   ', password: 'abc' },
    { email: 'docente', password: 'abcd' },
    { email: ' docente@siiicca.test ', password: 'Docente#2026' },
    { email: 'a'.repeat(150), password: 'x'.repeat(128) },
    { email: 'a'.repeat(151), password: 'x'.repeat(129) },
    { email: ` ${'a'.repeat(150)} `, password: 'abc' },
  ];

  it.each(cases)('the form and the API agree on %o', (values) => {
    expect(loginProblems(values)).toEqual(schemaProblems(values));
  });

  it('words each problem as the spec does', () => {
    expect(loginProblems({ email: '', password: '' })).toEqual({ email: 'Usuario Requerido', password: 'Mínimo 4 caracteres' });
    expect(loginProblems({ email: 'a'.repeat(151), password: 'x'.repeat(129) })).toEqual({
      email: 'Máximo 150 letras',
      password: 'Máximo 128 caracteres',
    });
  });
});
