import { LIMITS } from '../constants';
import { MSG } from '../messages';

/**
 * The sign-in form's rules as plain functions, the one statement of them: ZLoginSchema (auth.ts), which
 * the API validates with, is built from the same bounds and messages. The web's sign-in form checks
 * with these functions instead of zod, so the first page a visitor opens does not download zod.
 */
export const LOGIN_USER_MAX = 150;

/** The user name or e-mail, as typed: 'Usuario Requerido' when blank. */
export function loginUserProblem(value: string): string | undefined {
  const user = value.trim();
  if (!user) return MSG.userRequired;
  if (user.length > LOGIN_USER_MAX) return MSG.max(LOGIN_USER_MAX);
  return undefined;
}

/** The password: at least 4 characters ('Mínimo 4 caracteres'), at most 128. */
export function loginPasswordProblem(value: string): string | undefined {
  if (value.length < LIMITS.loginPasswordMin) return MSG.min4;
  if (value.length > LIMITS.passwordMax) return MSG.passwordTooLong;
  return undefined;
}

export type TLoginProblems = { email?: string; password?: string };

/** Every problem of the sign-in form in one round, by field. */
export function loginProblems(values: { email: string; password: string }): TLoginProblems {
  const problems: TLoginProblems = {};
  const email = loginUserProblem(values.email);
  const password = loginPasswordProblem(values.password);
  if (email) problems.email = email;
  if (password) problems.password = password;
  return problems;
}
