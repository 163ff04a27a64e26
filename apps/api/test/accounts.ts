import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { academicAccounts, roles, userRoles, users } from '../src/db/schema';
import { hashPassword } from '../src/lib/passwords';
import type { TestApp } from './helpers';

/**
 * Accounts of a test's own. A test that changes a password, resets it or locks an account works on
 * one of these, never on the demo accounts the other tests of its file sign in with.
 */
export type TestAccount = { username: string; email: string; password: string; name: string };

const unique = () => randomBytes(4).toString('hex');

/** A product administrator (account type adm) with the Administrador profile and a password. */
export async function newAdministrator(t: Pick<TestApp, 'db'>, password = 'Clave de administrador 2026'): Promise<TestAccount & { id: number }> {
  const id = unique();
  const account = { username: `adm.${id}`, email: `adm.${id}@siiicca.test`, password, name: `Administradora de Prueba ${id}` };
  const [created] = await t.db
    .insert(users)
    .values({ ...account, identity: `9${parseInt(id, 16)}`, accountType: 'adm', passwordHash: await hashPassword(password) })
    .returning({ id: users.id });
  const [admin] = await t.db.select({ id: roles.id }).from(roles).where(eq(roles.key, 'admin'));
  await t.db.insert(userRoles).values({ userId: created!.id, roleId: admin!.id });
  return { ...account, id: created!.id };
}

/**
 * A lecturer of the academic directory (account type sac): their product user is created at the
 * first sign-in, as for every real lecturer.
 */
export async function newLecturer(
  t: Pick<TestApp, 'db'>,
  opts: { password?: string; recoveryEmails?: string[] } = {},
): Promise<TestAccount & { recoveryEmails: string[] }> {
  const id = unique();
  const account = {
    username: `doc.${id}`,
    email: `doc.${id}@siiicca.test`,
    password: opts.password ?? 'Clave de docente 2026',
    name: `Docente de Prueba ${id}`,
  };
  const recoveryEmails = opts.recoveryEmails ?? [];
  await t.db.insert(academicAccounts).values({
    username: account.username,
    email: account.email,
    name: account.name,
    identity: `8${parseInt(id, 16)}`,
    passwordHash: await hashPassword(account.password),
    recoveryEmails,
  });
  return { ...account, recoveryEmails };
}

/** Signs a test account in through the API and answers its bearer token. */
export async function signIn(t: Pick<TestApp, 'app'>, account: TestAccount, type: 'adm' | 'sac') {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: account.username, password: account.password, type } });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${account.username} failed: ${res.statusCode} ${res.body}`);
  return res.json().token.access_token as string;
}
