import { describe, expect, it } from 'vitest';
import { ZRolePermissionsSchema, ZRoleSchema } from './roles';
import { ZUserResponseSchema, ZUserSchema, ZUserUpdateSchema } from './users';

const errors = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.success ? {} : Object.fromEntries(r.error!.issues.map((i) => [i.path.join('.'), i.message]));

const valid = { name: 'Ana María Díaz', email: ' Ana.Diaz@Usta.edu.co ', identity: '52345678', id_sectional: 1 };

describe('profile form', () => {
  it('requires name and description of at least five letters', () => {
    expect(errors(ZRoleSchema.safeParse({ name: '', description: '  ' }))).toEqual({ name: 'Campo requerido', description: 'Campo requerido' });
    expect(errors(ZRoleSchema.safeParse({ name: 'Abcd', description: 'Abcd' }))).toEqual({ name: 'Mínimo 5 caracteres', description: 'Mínimo 5 caracteres' });
  });
  it('accepts only permissions of the catalogue', () => {
    expect(ZRolePermissionsSchema.safeParse({ permissions: ['users.manage'] }).success).toBe(true);
    expect(errors(ZRolePermissionsSchema.safeParse({ permissions: ['nope'] }))).toEqual({ 'permissions.0': 'Permiso no válido' });
  });
});

describe('user form', () => {
  it('normalises the e-mail and the numeric identity and defaults to an active sac account', () => {
    expect(ZUserSchema.parse({ ...valid, identity: 52345678 })).toEqual({
      ...valid,
      email: 'ana.diaz@usta.edu.co',
      roles: [],
      active: true,
      account_type: 'sac',
    });
  });
  it('shows the Spanish messages of the dialog', () => {
    expect(errors(ZUserSchema.safeParse({}))).toMatchObject({
      name: 'Campo requerido',
      email: 'Campo requerido',
      identity: 'Campo requerido',
      id_sectional: 'Campo requerido',
    });
    expect(errors(ZUserSchema.safeParse({ ...valid, name: 'Ana', email: 'ana', identity: '12-3', id_sectional: '' }))).toEqual({
      name: 'Mínimo 5 caracteres',
      email: 'Correo inválido',
      identity: 'Solo se permiten números',
      id_sectional: 'Campo requerido',
    });
  });
  it('asks a password only of new adm accounts, and never of sac accounts', () => {
    expect(errors(ZUserSchema.safeParse({ ...valid, account_type: 'adm' }))).toEqual({ password: 'Contraseña Requerida' });
    expect(errors(ZUserSchema.safeParse({ ...valid, account_type: 'adm', password: 'corta' }))).toEqual({ password: 'Mínimo 8 caracteres' });
    expect(ZUserSchema.safeParse({ ...valid, account_type: 'adm', password: 'una clave larga' }).success).toBe(true);
    expect(errors(ZUserSchema.safeParse({ ...valid, password: 'una clave larga' })).password).toMatch(/^Las cuentas SAC/);
    // On edit an empty password keeps the current one.
    expect(ZUserUpdateSchema.parse({ ...valid, account_type: 'adm', password: '' }).password).toBeUndefined();
  });
  it('answers rows without any password field', () => {
    const row = ZUserResponseSchema.parse({
      id: 1, name: 'Ana María', email: 'a@b.co', username: 'a', identity: '1', id_sectional: null, sectional: null,
      roles: [], role_ids: [], active: true, account_type: 'adm', has_password: true, version: 'v1',
      password: 'x', password_hash: '$argon2id$...',
    });
    expect(Object.keys(row)).not.toContain('password_hash');
    expect(Object.keys(row)).not.toContain('password');
  });
});
