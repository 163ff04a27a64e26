import { beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_IDS } from '@siiicca/shared';
import { useTestApp } from '../../../test/helpers';
import {
  asPayload,
  call,
  createRole,
  createUser,
  loginAdm,
  menuRoutes,
  seededRoleIds,
  TEST_PASSWORD,
} from '../users/test-fixtures';

const t = useTestApp();
let roleIds: Record<string, number>;
beforeAll(async () => {
  roleIds = await seededRoleIds(t);
});

const ROUTES: [method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string][] = [
  ['GET', '/api/roles/roles'],
  ['POST', '/api/roles/roles'],
  ['PUT', '/api/roles/roles/1'],
  ['PUT', '/api/roles/roles/1/permissions'],
  ['DELETE', '/api/roles/roles/999999'],
  ['GET', '/api/permissions/permissions'],
];

describe('access', () => {
  it.each(ROUTES)('%s %s: 401 anonymous, 403 for a lecturer', async (method, url) => {
    expect((await call(t, method, url, null, method === 'GET' ? undefined : {})).statusCode).toBe(401);
    expect((await call(t, method, url, t.docente, method === 'GET' ? undefined : {})).statusCode).toBe(403);
  });

  it('answers the administrator on every profiles route', async () => {
    expect((await call(t, 'GET', '/api/roles/roles', t.admin)).statusCode).toBe(200);
    expect((await call(t, 'GET', '/api/permissions/permissions', t.admin)).statusCode).toBe(200);
    const created = await call(t, 'POST', '/api/roles/roles', t.admin, { name: 'Perfil de Acceso', description: 'Prueba de acceso' });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    expect((await call(t, 'PUT', `/api/roles/roles/${id}`, t.admin, { name: 'Perfil de Acceso 2', description: 'Prueba de acceso' })).statusCode).toBe(200);
    expect((await call(t, 'PUT', `/api/roles/roles/${id}/permissions`, t.admin, { permissions: ['lookups.read'] })).statusCode).toBe(200);
    expect((await call(t, 'DELETE', `/api/roles/roles/${id}`, t.admin)).statusCode).toBe(200);
  });
});

describe('list and catalogue', () => {
  it('lists the seeded profiles with their permissions, searched and sorted in SQL', async () => {
    const all = (await call(t, 'GET', '/api/roles/roles?sort=id', t.admin)).json();
    const adminRole = all.data.find((r: { key: string }) => r.key === 'admin');
    expect(adminRole).toMatchObject({ name: 'Administrador', users_count: 1 });
    expect(adminRole.permissions).toHaveLength(PERMISSION_IDS.length);
    expect(adminRole.permissions[0]).toEqual({ id: expect.any(String), description: expect.any(String) });
    const lecturer = all.data.find((r: { key: string }) => r.key === 'lecturer');
    expect(lecturer.permissions.map((p: { id: string }) => p.id).sort()).toEqual(['lookups.read', 'projects.own', 'strategies.attachments', 'strategies.export', 'strategies.own']);

    const search = (await call(t, 'GET', '/api/roles/roles?q=DOCENTE', t.admin)).json();
    expect(search.data.map((r: { name: string }) => r.name)).toContain('Docente');
    expect(search.data.map((r: { name: string }) => r.name)).not.toContain('Administrador');
    const byDescription = (await call(t, 'GET', '/api/roles/roles?q=sin modificarlos', t.admin)).json();
    expect(byDescription.data.map((r: { name: string }) => r.name)).toEqual(['Revisor']);

    const page = (await call(t, 'GET', '/api/roles/roles?per_page=2&page=1&sort=-name', t.admin)).json();
    expect(page.data).toHaveLength(2);
    expect(page.meta).toMatchObject({ page: 1, per_page: 2 });
    expect(page.meta.total).toBeGreaterThanOrEqual(3);
    expect(page.data[0].name.localeCompare(page.data[1].name)).toBeGreaterThan(0);
    expect((await call(t, 'GET', '/api/roles/roles?per_page=101', t.admin)).statusCode).toBe(400);
  });

  it('lists every permission with its description, in catalogue order', async () => {
    const res = await call(t, 'GET', '/api/permissions/permissions', t.admin);
    const list = res.json();
    expect(list.map((p: { id: string }) => p.id)).toEqual(PERMISSION_IDS);
    expect(list[0]).toEqual({ id: 'profiles.manage', description: 'Gestionar perfiles y sus permisos' });
  });
});

describe('save', () => {
  it('answers the Spanish validation messages', async () => {
    const empty = await call(t, 'POST', '/api/roles/roles', t.admin, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ name: ['Campo requerido'], description: ['Campo requerido'] });
    const short = await call(t, 'POST', '/api/roles/roles', t.admin, { name: 'Abc', description: '   ab  ' });
    expect(short.json().errors).toEqual({ name: ['Mínimo 5 caracteres'], description: ['Mínimo 5 caracteres'] });
  });

  it('keeps profile names unique regardless of case', async () => {
    const dup = await call(t, 'POST', '/api/roles/roles', t.admin, { name: 'docente', description: 'Otro perfil docente' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({ message: 'Ya existe un perfil con ese nombre', errors: { name: ['Ya existe un perfil con ese nombre'] } });
    const id = await createRole(t, t.admin, 'Perfil Renombrable', []);
    const rename = await call(t, 'PUT', `/api/roles/roles/${id}`, t.admin, { name: 'REVISOR', description: 'Choque de nombre' });
    expect(rename.statusCode).toBe(409);
    const ok = await call(t, 'PUT', `/api/roles/roles/${id}`, t.admin, { name: 'Perfil Renombrado', description: 'Nueva descripción' });
    expect(ok.json()).toMatchObject({ message: 'Registro actualizado correctamente', data: { id, name: 'Perfil Renombrado' } });
    expect((await call(t, 'PUT', '/api/roles/roles/999999', t.admin, { name: 'No existe', description: 'No existe' })).statusCode).toBe(404);
  });

  it('saves the permissions of a profile in one go and refuses unknown ones', async () => {
    const id = await createRole(t, t.admin, 'Perfil de Permisos', ['subjects.manage', 'lookups.read']);
    const replaced = await call(t, 'PUT', `/api/roles/roles/${id}/permissions`, t.admin, { permissions: ['countries.manage', 'countries.manage'] });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({ message: 'Permisos guardados correctamente', data: { permissions: [{ id: 'countries.manage', description: 'Gestionar países' }] } });
    const unknown = await call(t, 'PUT', `/api/roles/roles/${id}/permissions`, t.admin, { permissions: ['countries.manage', 'root.everything'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Permiso no válido');
    // A refused save leaves the previous set untouched.
    const after = (await call(t, 'GET', '/api/roles/roles?q=Perfil de Permisos', t.admin)).json().data[0];
    expect(after.permissions.map((p: { id: string }) => p.id)).toEqual(['countries.manage']);
    const fixed = await call(t, 'PUT', `/api/roles/roles/${roleIds.admin}/permissions`, t.admin, { permissions: ['lookups.read'] });
    expect(fixed.statusCode).toBe(409);
    expect(fixed.json().message).toBe('El perfil Administrador siempre conserva todos los permisos');
  });
});

describe('delete', () => {
  it('refuses a profile in use and the Administrador profile, deletes an unused one', async () => {
    const inUse = await call(t, 'DELETE', `/api/roles/roles/${roleIds.lecturer}`, t.admin);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().message).toBe('Imposible Eliminar Registro');
    const adminRole = await call(t, 'DELETE', `/api/roles/roles/${roleIds.admin}`, t.admin);
    expect(adminRole.statusCode).toBe(409);
    expect(adminRole.json().message).toBe('Imposible Eliminar Registro');

    const id = await createRole(t, t.admin, 'Perfil Desechable', ['lookups.read']);
    const holder = await createUser(t, t.admin, { roles: [id] });
    expect((await call(t, 'DELETE', `/api/roles/roles/${id}`, t.admin)).statusCode).toBe(409);
    expect((await call(t, 'PUT', `/api/users/users/${holder.id}`, t.admin, asPayload(holder, { roles: [] }))).statusCode).toBe(200);
    const gone = await call(t, 'DELETE', `/api/roles/roles/${id}`, t.admin);
    expect(gone.json()).toEqual({ message: 'Registro eliminado correctamente' });
    expect((await call(t, 'DELETE', `/api/roles/roles/${id}`, t.admin)).statusCode).toBe(404);
  });
});

describe('effect on the next request', () => {
  it('a permission removed from a profile closes the screen and its menu entry at once', async () => {
    const id = await createRole(t, t.admin, 'Gestor de Usuarios Menu', ['users.manage', 'lookups.read']);
    const u = await createUser(t, t.admin, { account_type: 'adm', password: TEST_PASSWORD, roles: [id] });
    const token = await loginAdm(t, u.username);
    expect((await call(t, 'GET', '/api/users/users', token)).statusCode).toBe(200);
    expect(menuRoutes((await call(t, 'GET', '/api/auth/me', token)).json().menus)).toContain('/users');

    expect((await call(t, 'PUT', `/api/roles/roles/${id}/permissions`, t.admin, { permissions: ['lookups.read'] })).statusCode).toBe(200);
    const refused = await call(t, 'GET', '/api/users/users', token);
    expect(refused.statusCode).toBe(403);
    expect(menuRoutes((await call(t, 'GET', '/api/auth/me', token)).json().menus)).not.toContain('/users');
    const refreshed = await call(t, 'POST', '/api/auth/refresh', token);
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().user.permissions).toEqual(['lookups.read']);
    expect(menuRoutes(refreshed.json().menus)).not.toContain('/users');
  });

  it('does not let an administrator remove their own administration permissions', async () => {
    const id = await createRole(t, t.admin, 'Superusuario Propio', ['profiles.manage', 'users.manage', 'lookups.read']);
    const u = await createUser(t, t.admin, { account_type: 'adm', password: TEST_PASSWORD, roles: [id] });
    const token = await loginAdm(t, u.username);
    for (const permissions of [['profiles.manage', 'lookups.read'], ['users.manage'], []]) {
      const res = await call(t, 'PUT', `/api/roles/roles/${id}/permissions`, token, { permissions });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('No puede quitarse su propio acceso de administración');
    }
    const unchanged = (await call(t, 'GET', '/api/roles/roles?q=Superusuario Propio', token)).json().data[0];
    expect(unchanged.permissions).toHaveLength(3);
    const fine = await call(t, 'PUT', `/api/roles/roles/${id}/permissions`, token, { permissions: ['profiles.manage', 'users.manage'] });
    expect(fine.statusCode).toBe(200);
    // Someone else may still take the permission away from that profile.
    expect((await call(t, 'PUT', `/api/roles/roles/${id}/permissions`, t.admin, { permissions: [] })).statusCode).toBe(200);
    expect((await call(t, 'GET', '/api/roles/roles', token)).statusCode).toBe(403);
  });
});
