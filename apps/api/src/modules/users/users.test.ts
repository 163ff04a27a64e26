import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { sectionals, sessions, users } from '../../db/schema';
import { useTestApp } from '../../../test/helpers';
import {
  asPayload,
  call,
  createRole,
  createUser,
  loginAdm,
  mainSectionalId,
  menuRoutes,
  seededRoleIds,
  TEST_PASSWORD,
  userPayload,
} from './test-fixtures';

const t = useTestApp();
let roleIds: Record<string, number>;
beforeAll(async () => {
  roleIds = await seededRoleIds(t);
});

const ROUTES: [method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string][] = [
  ['GET', '/api/users/users'],
  ['POST', '/api/users/users'],
  ['PUT', '/api/users/users/1'],
  ['DELETE', '/api/users/users/999999'],
  ['GET', '/api/users/sectional-options?user_id=1'],
  ['GET', '/api/users/role-options'],
];

describe('access', () => {
  it.each(ROUTES)('%s %s: 401 anonymous, 403 for a lecturer', async (method, url) => {
    expect((await call(t, method, url, null, method === 'GET' ? undefined : {})).statusCode).toBe(401);
    const res = await call(t, method, url, t.docente, method === 'GET' ? undefined : {});
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('No tiene permisos para realizar esta acción');
  });

  it('answers the administrator on every users route', async () => {
    const created = await createUser(t, t.admin);
    for (const [method, url] of [
      ['GET', '/api/users/users'],
      ['GET', `/api/users/sectional-options?user_id=${created.id}`],
      ['GET', '/api/users/role-options'],
    ] as const) {
      expect((await call(t, method, url, t.admin)).statusCode).toBe(200);
    }
    expect((await call(t, 'PUT', `/api/users/users/${created.id}`, t.admin, asPayload(created))).statusCode).toBe(200);
    expect((await call(t, 'DELETE', `/api/users/users/${created.id}`, t.admin)).statusCode).toBe(200);
  });
});

describe('list', () => {
  it('pages, searches (accent-insensitive, by identity too) and sorts in SQL', async () => {
    const a = await createUser(t, t.admin, { name: 'Ángela Búsqueda Única', roles: [roleIds.lecturer!] });
    const page = await call(t, 'GET', '/api/users/users?per_page=2&page=1&sort=-id', t.admin);
    expect(page.statusCode).toBe(200);
    const body = page.json();
    expect(body.data).toHaveLength(2);
    expect(body.meta).toMatchObject({ page: 1, per_page: 2 });
    expect(body.meta.total).toBeGreaterThanOrEqual(4);
    expect(body.data[0].id).toBeGreaterThan(body.data[1].id);

    const byName = (await call(t, 'GET', '/api/users/users?q=angela busqueda', t.admin)).json();
    expect(byName.data.map((u: { id: number }) => u.id)).toEqual([a.id]);
    expect(byName.data[0]).toMatchObject({
      roles: ['Docente'],
      role_ids: [roleIds.lecturer],
      sectional: { id: a.id_sectional, name: 'Sede Principal Bogotá' },
      account_type: 'sac',
      active: true,
      has_password: false,
    });
    const byIdentity = (await call(t, 'GET', `/api/users/users?q=${a.identity}`, t.admin)).json();
    expect(byIdentity.meta.total).toBe(1);
    const past = (await call(t, 'GET', '/api/users/users?page=999&per_page=100', t.admin)).json();
    expect(past.data).toEqual([]);
    expect(past.meta.total).toBeGreaterThanOrEqual(4);
    expect((await call(t, 'GET', '/api/users/users?per_page=101', t.admin)).statusCode).toBe(400);
  });

  it('offers active sectionals plus the user current one, and every profile', async () => {
    const [closed] = await t.db.insert(sectionals).values({ name: 'Sede Cerrada Opciones', active: false }).returning();
    const u = await createUser(t, t.admin);
    await t.db.update(users).set({ idSectional: closed!.id }).where(eq(users.id, u.id));
    const plain = (await call(t, 'GET', '/api/users/sectional-options', t.admin)).json();
    expect(plain.map((s: { id: number }) => s.id)).not.toContain(closed!.id);
    const forUser = (await call(t, 'GET', `/api/users/sectional-options?user_id=${u.id}`, t.admin)).json();
    expect(forUser).toContainEqual({ id: closed!.id, name: 'Sede Cerrada Opciones' });
    const roles = (await call(t, 'GET', '/api/users/role-options', t.admin)).json();
    expect(roles).toContainEqual({ id: roleIds.admin, name: 'Administrador' });
  });
});

describe('create and update', () => {
  it('creates a sac user without password and derives the username from the e-mail', async () => {
    const res = await call(t, 'POST', '/api/users/users', t.admin, await userPayload(t, { email: 'Maria.Lopez@Siiicca.test', roles: [roleIds.reviewer!] }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe('Registro guardado correctamente');
    expect(res.json().data).toMatchObject({ username: 'maria.lopez', email: 'maria.lopez@siiicca.test', roles: ['Revisor'], has_password: false });
    const [row] = await t.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, res.json().data.id));
    expect(row!.hash).toBeNull();
    // The same local part on another domain gets the next free username.
    const second = await createUser(t, t.admin, { email: 'maria.lopez@otro.test' });
    expect(second.username).toBe('maria.lopez2');
  });

  it('refuses a password on a sac account and requires one on a new adm account', async () => {
    const sac = await call(t, 'POST', '/api/users/users', t.admin, await userPayload(t, { password: TEST_PASSWORD }));
    expect(sac.statusCode).toBe(400);
    expect(sac.json().errors.password[0]).toMatch(/^Las cuentas SAC/);
    const adm = await call(t, 'POST', '/api/users/users', t.admin, await userPayload(t, { account_type: 'adm' }));
    expect(adm.statusCode).toBe(400);
    expect(adm.json().errors.password).toEqual(['Contraseña Requerida']);
    const weak = await call(t, 'POST', '/api/users/users', t.admin, await userPayload(t, { account_type: 'adm', password: 'password123' }));
    expect(weak.json().errors.password[0]).toMatch(/muy común/);
  });

  it('answers the Spanish validation messages of the form', async () => {
    const empty = await call(t, 'POST', '/api/users/users', t.admin, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toMatchObject({
      name: ['Campo requerido'],
      email: ['Campo requerido'],
      identity: ['Campo requerido'],
      id_sectional: ['Campo requerido'],
    });
    const bad = await call(t, 'POST', '/api/users/users', t.admin, await userPayload(t, { name: 'Ana', email: 'ana@', identity: '12a' }));
    expect(bad.json().errors).toMatchObject({
      name: ['Mínimo 5 caracteres'],
      email: ['Correo inválido'],
      identity: ['Solo se permiten números'],
    });
    const numeric = await call(t, 'POST', '/api/users/users', t.admin, await userPayload(t, { identity: 1234509876 }));
    expect(numeric.statusCode).toBe(201);
    expect(numeric.json().data.identity).toBe('1234509876');
  });

  it('keeps e-mail, identity and username unique with clear messages', async () => {
    const first = await createUser(t, t.admin);
    const email = await call(t, 'POST', '/api/users/users', t.admin, await userPayload(t, { email: first.email.toUpperCase() }));
    expect(email.statusCode).toBe(409);
    expect(email.json()).toMatchObject({ message: 'Ya existe un usuario con ese correo', errors: { email: ['Ya existe un usuario con ese correo'] } });
    const identity = await call(t, 'POST', '/api/users/users', t.admin, await userPayload(t, { identity: first.identity! }));
    expect(identity.statusCode).toBe(409);
    expect(identity.json().message).toBe('Ya existe un usuario con esa identificación');
    const username = await call(t, 'POST', '/api/users/users', t.admin, await userPayload(t, { username: 'ADMIN' }));
    expect(username.statusCode).toBe(409);
    expect(username.json().message).toBe('Ya existe un usuario con ese nombre de usuario');
    const other = await createUser(t, t.admin);
    const update = await call(t, 'PUT', `/api/users/users/${other.id}`, t.admin, asPayload(other, { identity: first.identity! }));
    expect(update.statusCode).toBe(409);
  });

  it('needs an existing active sectional, but lets a user keep a deactivated one', async () => {
    const [closed] = await t.db.insert(sectionals).values({ name: 'Sede Cerrada Usuarios', active: false }).returning();
    const refused = await call(t, 'POST', '/api/users/users', t.admin, await userPayload(t, { id_sectional: closed!.id }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.id_sectional).toEqual(['La seccional seleccionada no existe o está inactiva']);
    expect((await call(t, 'POST', '/api/users/users', t.admin, await userPayload(t, { id_sectional: 999999 }))).statusCode).toBe(400);
    const badRole = await call(t, 'POST', '/api/users/users', t.admin, await userPayload(t, { roles: [999999] }));
    expect(badRole.json().errors.roles).toEqual(['Alguno de los perfiles seleccionados no existe']);

    const u = await createUser(t, t.admin);
    await t.db.update(users).set({ idSectional: closed!.id }).where(eq(users.id, u.id));
    const keep = await call(t, 'PUT', `/api/users/users/${u.id}`, t.admin, asPayload(u, { id_sectional: closed!.id, name: 'Nombre Cambiado Sede' }));
    expect(keep.statusCode, keep.body).toBe(200);
    expect(keep.json().data.sectional).toEqual({ id: closed!.id, name: 'Sede Cerrada Usuarios' });
    const move = await call(t, 'PUT', `/api/users/users/${u.id}`, t.admin, asPayload(u, { id_sectional: await mainSectionalId(t) }));
    expect(move.statusCode).toBe(200);
    const back = await call(t, 'PUT', `/api/users/users/${u.id}`, t.admin, asPayload(u, { id_sectional: closed!.id }));
    expect(back.statusCode).toBe(400);
  });

  it('sets an adm password with argon2id, keeps it when left empty and drops it when the account turns sac', async () => {
    const u = await createUser(t, t.admin, { account_type: 'adm', password: TEST_PASSWORD, roles: [roleIds.reviewer!] });
    expect(u.has_password).toBe(true);
    const hashOf = async () => (await t.db.select({ h: users.passwordHash }).from(users).where(eq(users.id, u.id)))[0]!.h;
    expect(await hashOf()).toMatch(/^\$argon2id\$/);
    await loginAdm(t, u.username);

    const kept = await call(t, 'PUT', `/api/users/users/${u.id}`, t.admin, asPayload(u, { password: '' }));
    expect(kept.statusCode, kept.body).toBe(200);
    await loginAdm(t, u.username);

    const newPassword = 'Otra clave distinta 2026';
    expect((await call(t, 'PUT', `/api/users/users/${u.id}`, t.admin, asPayload(u, { password: newPassword }))).statusCode).toBe(200);
    await loginAdm(t, u.username, newPassword);

    const sac = await call(t, 'PUT', `/api/users/users/${u.id}`, t.admin, asPayload(u, { account_type: 'sac' }));
    expect(sac.statusCode).toBe(200);
    expect(sac.json().data.has_password).toBe(false);
    expect(await hashOf()).toBeNull();
    const backToAdm = await call(t, 'PUT', `/api/users/users/${u.id}`, t.admin, asPayload(u, { account_type: 'adm' }));
    expect(backToAdm.statusCode).toBe(400);
    expect(backToAdm.json().errors.password).toEqual(['Contraseña Requerida']);
  });

  it('answers 404 for a user that does not exist', async () => {
    const u = await createUser(t, t.admin);
    expect((await call(t, 'DELETE', `/api/users/users/${u.id}`, t.admin)).statusCode).toBe(200);
    expect((await call(t, 'DELETE', `/api/users/users/${u.id}`, t.admin)).statusCode).toBe(404);
    expect((await call(t, 'PUT', `/api/users/users/${u.id}`, t.admin, asPayload(u))).statusCode).toBe(404);
  });
});

describe('guards', () => {
  const me = async () => (await call(t, 'GET', '/api/users/users?q=admin@siiicca.test', t.admin)).json().data[0];

  it('does not let administrators deactivate, delete or strip themselves', async () => {
    const self = await me();
    const off = await call(t, 'PUT', `/api/users/users/${self.id}`, t.admin, asPayload(self, { active: false }));
    expect(off.statusCode).toBe(409);
    expect(off.json().message).toBe('No puede desactivar su propio usuario');
    const del = await call(t, 'DELETE', `/api/users/users/${self.id}`, t.admin);
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toBe('No puede eliminar su propio usuario');
    const strip = await call(t, 'PUT', `/api/users/users/${self.id}`, t.admin, asPayload(self, { roles: [roleIds.lecturer!] }));
    expect(strip.statusCode).toBe(409);
    expect(strip.json().message).toBe('No puede quitarse su propio acceso de administración');
    const pwd = await call(t, 'PUT', `/api/users/users/${self.id}`, t.admin, asPayload(self, { password: TEST_PASSWORD }));
    expect(pwd.statusCode).toBe(409);
    // Nothing changed, and the administrator keeps working.
    expect(await me()).toMatchObject({ active: true, roles: ['Administrador'] });
    const rename = await call(t, 'PUT', `/api/users/users/${self.id}`, t.admin, asPayload(self, { roles: [roleIds.admin!, roleIds.reviewer!] }));
    expect(rename.statusCode, rename.body).toBe(200);
    expect((await call(t, 'PUT', `/api/users/users/${self.id}`, t.admin, asPayload(self))).statusCode).toBe(200);
  });

  it('never leaves the system without an active user who can manage profiles', async () => {
    const managerRole = await createRole(t, t.admin, 'Gestor de Usuarios Guardia', ['users.manage']);
    const manager = await createUser(t, t.admin, { account_type: 'adm', password: TEST_PASSWORD, roles: [managerRole] });
    const token = await loginAdm(t, manager.username);
    const holders = await t.db.execute<{ id: number }>(sql`
      select distinct u.id from users u join user_roles ur on ur.user_id = u.id
      join role_permissions rp on rp.role_id = ur.role_id
      where u.active and rp.permission_id = 'profiles.manage' order by u.id desc`);
    const ids = (holders as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id));
    const self = await me();
    // The demo administrator goes last, so it is the one the guard keeps.
    const order = [...ids.filter((id) => id !== self.id), self.id];
    const list = async (id: number) => (await call(t, 'GET', `/api/users/users?q=${(await t.db.select({ e: users.email }).from(users).where(eq(users.id, id)))[0]!.e}`, token)).json().data[0];
    const deactivated = [];
    for (const id of order.slice(0, -1)) {
      const u = await list(id);
      expect((await call(t, 'PUT', `/api/users/users/${id}`, token, asPayload(u, { active: false }))).statusCode).toBe(200);
      deactivated.push(u);
    }
    const last = await call(t, 'PUT', `/api/users/users/${self.id}`, token, asPayload(self, { active: false }));
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe('Debe quedar al menos un usuario activo con permiso para gestionar perfiles');
    for (const u of deactivated) expect((await call(t, 'PUT', `/api/users/users/${u.id}`, token, asPayload(u))).statusCode).toBe(200);
  });

  it('refuses a deactivated user at once and revokes their sessions', async () => {
    const u = await createUser(t, t.admin, { account_type: 'adm', password: TEST_PASSWORD, roles: [roleIds.reviewer!] });
    const token = await loginAdm(t, u.username);
    const before = await call(t, 'GET', '/api/auth/me', token);
    expect(before.statusCode).toBe(200);
    expect(menuRoutes(before.json().menus)).toContain('/strategies');

    expect((await call(t, 'PUT', `/api/users/users/${u.id}`, t.admin, asPayload(u, { active: false }))).statusCode).toBe(200);
    expect((await call(t, 'GET', '/api/auth/me', token)).statusCode).toBe(401);
    const open = await t.db.select().from(sessions).where(sql`${sessions.userId} = ${u.id} and ${sessions.revokedAt} is null`);
    expect(open).toEqual([]);
    const again = await call(t, 'POST', '/api/auth/login', null, { email: u.username, password: TEST_PASSWORD, type: 'adm' });
    expect(again.statusCode).toBe(401);

    // Reactivation does not bring the old token back.
    expect((await call(t, 'PUT', `/api/users/users/${u.id}`, t.admin, asPayload(u, { active: true }))).statusCode).toBe(200);
    expect((await call(t, 'GET', '/api/auth/me', token)).statusCode).toBe(401);
    await loginAdm(t, u.username);
  });
});

describe('password material', () => {
  it('never appears in any users answer, including adm accounts with passwords', async () => {
    await createUser(t, t.admin, { account_type: 'adm', password: TEST_PASSWORD });
    const res = await call(t, 'GET', '/api/users/users?per_page=100&q=siiicca', t.admin);
    expect(res.json().data.some((u: { has_password: boolean }) => u.has_password)).toBe(true);
    for (const row of res.json().data) {
      expect(Object.keys(row).sort()).toEqual(
        ['account_type', 'active', 'email', 'has_password', 'id', 'id_sectional', 'identity', 'name', 'role_ids', 'roles', 'sectional', 'username', 'version'],
      );
    }
  });
});
