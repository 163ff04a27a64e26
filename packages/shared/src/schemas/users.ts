import { z } from 'zod';
import { ACCOUNT_TYPES } from '../constants';
import { MSG } from '../messages';
import { zEmailAddress } from './email';
import { ZNewPasswordSchema } from './password';
import { requiredName } from './roles';
import { withVersion, zId, zList } from './bounds';

/** Messages of the Usuarios screen. */
export const USER_MSG = {
  invalidEmail: MSG.emailInvalid,
  max150: MSG.max(150),
  max100: MSG.max(100),
  numbersOnly: 'Solo se permiten números',
  max20Digits: 'Máximo 20 dígitos',
  usernamePattern: 'Solo letras, números, punto, guion y guion bajo',
  emailTaken: 'Ya existe un usuario con ese correo',
  identityTaken: 'Ya existe un usuario con esa identificación',
  usernameTaken: 'Ya existe un usuario con ese nombre de usuario',
  sectionalInvalid: 'La seccional seleccionada no existe o está inactiva',
  roleInvalid: 'Alguno de los perfiles seleccionados no existe',
  sacNoPassword: 'Las cuentas SAC ingresan con la contraseña del sistema académico; no llevan contraseña propia',
  saveFailed: 'Ha Ocurrido un Error al guardar el Usuario',
  selfDeactivate: 'No puede desactivar su propio usuario',
  selfDelete: 'No puede eliminar su propio usuario',
  selfAccountType: 'No puede cambiar el tipo de cuenta de su propio usuario',
  selfPassword: 'Para cambiar su propia contraseña use la opción Cambiar Contraseña',
  notFound: 'El usuario no existe',
} as const;

/** Empty, null or absent all mean "no password" (on edit: keep the current one). */
const optionalPassword = z
  .string()
  .nullish()
  .transform((v) => v || undefined)
  .pipe(ZNewPasswordSchema.optional());

/** The user dialog. Create and update share it; only the password rule differs (see below). */
const ZUserBaseSchema = z.object({
  name: requiredName(150, USER_MSG.max150),
  email: zEmailAddress({ required: MSG.required, invalid: USER_MSG.invalidEmail }).transform((v) => v.toLowerCase()),
  /** Derived from the e-mail's local part on create when left empty; sac users sign in with it. */
  username: z
    .string()
    .trim()
    .nullish()
    .transform((v) => v || undefined)
    .pipe(z.string().max(100, USER_MSG.max100).regex(/^[A-Za-z0-9._-]+$/, USER_MSG.usernamePattern).optional()),
  /** A numeric input: accepted as number or digit string, kept as a digit string. */
  identity: z
    .union([z.string(), z.number()], { error: MSG.required })
    .transform((v) => String(v).trim())
    .pipe(
      z
        .string()
        .min(1, { error: MSG.required, abort: true })
        .regex(/^\d+$/, USER_MSG.numbersOnly)
        .max(20, USER_MSG.max20Digits),
    ),
  id_sectional: z.coerce.number({ error: MSG.required }).pipe(zId(MSG.required)),
  /** Role (profile) ids: a person holds a few profiles, 50 is far beyond any real need. */
  roles: zList(zId(USER_MSG.roleInvalid), 50, 'perfiles').default([]),
  active: z.boolean().default(true),
  account_type: z.enum(ACCOUNT_TYPES, { error: MSG.required }).default('sac'),
  /** Only adm accounts have a product password; sac accounts sign in through the academic system. */
  password: optionalPassword,
});

const noSacPassword = (v: { account_type: string; password?: string }, ctx: z.RefinementCtx) => {
  if (v.account_type === 'sac' && v.password) {
    ctx.addIssue({ code: 'custom', path: ['password'], message: USER_MSG.sacNoPassword });
  }
};

/** POST /api/users/users: a new adm account needs its password. */
export const ZUserSchema = ZUserBaseSchema.superRefine((v, ctx) => {
  noSacPassword(v, ctx);
  if (v.account_type === 'adm' && !v.password) {
    ctx.addIssue({ code: 'custom', path: ['password'], message: MSG.passwordRequired });
  }
});
export type TUserInput = z.input<typeof ZUserSchema>;
export type TUser = z.output<typeof ZUserSchema>;

/** The edit form of PUT /api/users/users/{id}: an empty password keeps the current one. */
export const ZUserUpdateSchema = ZUserBaseSchema.superRefine(noSacPassword);
/** PUT /api/users/users/{id}'s body: the form and the `version` of the row it edited. */
export const ZUserUpdateBodySchema = withVersion(ZUserUpdateSchema);
export type TUserUpdateInput = z.input<typeof ZUserUpdateSchema>;
export type TUserUpdate = z.output<typeof ZUserUpdateSchema>;

/** A {id, name} choice of a select list. */
export const ZUserOptionSchema = z.object({ id: z.number().int(), name: z.string() });
export type TUserOption = z.infer<typeof ZUserOptionSchema>;

/** One row of the Usuarios table. It never carries a password or its hash. */
export const ZUserResponseSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  username: z.string(),
  identity: z.string().nullable(),
  id_sectional: z.number().int().nullable(),
  sectional: ZUserOptionSchema.nullable(),
  /** Profile names, shown as chips. */
  roles: z.array(z.string()),
  /** The same profiles' ids, in the same order, for the edit form. */
  role_ids: z.array(z.number().int()),
  active: z.boolean(),
  account_type: z.enum(ACCOUNT_TYPES),
  /** Whether an adm account has a product password set (never the password itself). */
  has_password: z.boolean(),
  /** What a PUT names as the version it read (428 without it, 409 when older). */
  version: z.string(),
});
export type TUserResponse = z.infer<typeof ZUserResponseSchema>;
