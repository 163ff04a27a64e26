import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TUserInput, TUserResponse } from '@siiicca/shared';
import { sectionals } from '../../db/schema';
import { roleIdsByKey } from '../../db/seed/reference';
import { bearer, type TestApp } from '../../../test/helpers';
import { withCurrentVersion } from '../../../test/versions';

/** A strong password the policy accepts, for the adm accounts the tests create. */
export const TEST_PASSWORD = 'Clave segura de prueba 2026';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** app.inject that also checks every answer for password material (hashes or their field names). */
export async function call(t: TestApp, method: Method, url: string, token?: string | null, payload?: object) {
  // A PUT names the user's current version, as an administrator who has just read the row (test/versions.ts).
  const body = method === 'PUT' && url.startsWith('/api/users/users/') ? ((await withCurrentVersion(t, url, payload)) as object) : payload;
  const res = await t.app.inject({ method, url, headers: token ? bearer(token) : {}, payload: body });
  expectNoPasswordMaterial(res.body);
  return res;
}

export function expectNoPasswordMaterial(body: string) {
  expect(body).not.toContain('$argon2');
  expect(body).not.toMatch(/password_?hash/i);
}

let counter = 0;
/** A valid, unique user payload (sac, no profiles) on the demo sectional. */
export async function userPayload(t: TestApp, overrides: Partial<TUserInput> = {}): Promise<TUserInput> {
  counter += 1;
  const n = `${process.pid % 1000}${counter}`;
  return {
    name: `Usuario de Prueba ${n}`,
    email: `usuario.prueba${n}@siiicca.test`,
    identity: `77${n}${counter}`,
    id_sectional: await mainSectionalId(t),
    roles: [],
    active: true,
    account_type: 'sac',
    ...overrides,
  };
}

export async function mainSectionalId(t: TestApp) {
  const [row] = await t.db.select({ id: sectionals.id }).from(sectionals).where(sql`${sectionals.active}`).orderBy(sectionals.id).limit(1);
  return row!.id;
}

export const seededRoleIds = (t: TestApp) => roleIdsByKey(t.db, ['admin', 'lecturer', 'reviewer']);

/** Creates a user through the API as `token` and answers the stored row. */
export async function createUser(t: TestApp, token: string, overrides: Partial<TUserInput> = {}): Promise<TUserResponse> {
  const res = await call(t, 'POST', '/api/users/users', token, await userPayload(t, overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

/** Creates a profile with the given permissions through the API. */
export async function createRole(t: TestApp, token: string, name: string, permissions: string[]) {
  const res = await call(t, 'POST', '/api/roles/roles', token, { name, description: `Perfil de prueba ${name}` });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().data.id as number;
  const set = await call(t, 'PUT', `/api/roles/roles/${id}/permissions`, token, { permissions });
  expect(set.statusCode, set.body).toBe(200);
  return id;
}

/** Signs an adm account in and answers its bearer token. */
export async function loginAdm(t: TestApp, username: string, password = TEST_PASSWORD) {
  const res = await call(t, 'POST', '/api/auth/login', null, { email: username, password, type: 'adm' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().token.access_token as string;
}

/** The PUT payload that keeps a listed user as it is, with `changes` applied. */
export const asPayload = (u: TUserResponse, changes: Partial<TUserInput> = {}): TUserInput => ({
  name: u.name,
  email: u.email,
  username: u.username,
  identity: u.identity ?? '',
  id_sectional: u.id_sectional ?? 0,
  roles: u.role_ids,
  active: u.active,
  account_type: u.account_type,
  ...changes,
});

/** Every `ruta` of a menu tree. */
export const menuRoutes = (menus: { ruta: string; children?: unknown[] }[]): string[] =>
  menus.flatMap((m) => [m.ruta, ...menuRoutes((m.children ?? []) as { ruta: string }[])]).filter(Boolean);
