import { z } from 'zod';
import { LIMITS } from '../constants';
import { MSG } from '../messages';
import { PERMISSION_IDS } from '../permissions';
import { zList } from './bounds';

/** Messages of the Perfiles screen and of the administration guards shared with Usuarios. */
export const ROLE_MSG = {
  nameTaken: 'Ya existe un perfil con ese nombre',
  max100: MSG.max(100),
  max255: MSG.max(255),
  adminPermissionsFixed: 'El perfil Administrador siempre conserva todos los permisos',
  adminNotDeletable: 'El perfil Administrador no se puede eliminar',
  inUse: 'El perfil está asignado a usuarios; retírelo de ellos antes de eliminarlo',
  permissionsSaved: 'Permisos guardados correctamente',
  unknownPermission: 'Permiso no válido',
  /** The acting administrator would lose 'profiles.manage' or 'users.manage'. */
  selfLockout: 'No puede quitarse su propio acceso de administración',
  /** No active user would keep 'profiles.manage'. */
  lastAdministrator: 'Debe quedar al menos un usuario activo con permiso para gestionar perfiles',
} as const;

/** A required text of at least five letters: 'Campo requerido' when empty, else 'Mínimo 5 caracteres'. */
export const requiredName = (max: number, maxMessage: string) =>
  z
    .string({ error: MSG.required })
    .trim()
    .min(1, { error: MSG.required, abort: true })
    .min(LIMITS.nameMin, MSG.min5)
    .max(max, maxMessage);

/** The profile form (Perfiles dialog) and the body of POST/PUT /api/roles/roles. */
export const ZRoleSchema = z.object({
  name: requiredName(100, ROLE_MSG.max100),
  description: requiredName(255, ROLE_MSG.max255),
  /** 'Exige segundo factor' (issue 43): its adm users must enrol a second factor before anything else. */
  requires_second_factor: z.boolean().default(false),
});
export type TRoleInput = z.input<typeof ZRoleSchema>;
export type TRole = z.output<typeof ZRoleSchema>;

/** Body of PUT /api/roles/roles/{id}/permissions: the complete set of the profile's permissions. */
export const ZRolePermissionsSchema = z.object({
  permissions: zList(z.enum(PERMISSION_IDS, { error: ROLE_MSG.unknownPermission }), PERMISSION_IDS.length * 2, 'permisos'),
});
export type TRolePermissions = z.output<typeof ZRolePermissionsSchema>;

export const ZPermissionItemSchema = z.object({ id: z.string(), description: z.string() });
export type TPermissionItem = z.infer<typeof ZPermissionItemSchema>;

/** One row of the Perfiles table. `key` is set on seeded profiles ('admin', 'lecturer', 'reviewer'). */
export const ZRoleResponseSchema = z.object({
  id: z.number().int(),
  key: z.string().nullable(),
  name: z.string(),
  description: z.string(),
  users_count: z.number().int(),
  requires_second_factor: z.boolean(),
  permissions: z.array(ZPermissionItemSchema),
});
export type TRoleResponse = z.infer<typeof ZRoleResponseSchema>;
