// No zod here: the sign-in page uses these, and must not download zod (schemas/sso.ts has the schemas).

/** Why an institutional (OpenID Connect) sign-in failed: the key travels in /login?sso_error=<key>. */
export const SSO_ERROR_KEYS = ['state', 'denied', 'expired', 'unknown', 'inactive', 'unverified', 'provider', 'unavailable', 'invalid'] as const;
export type TSsoErrorKey = (typeof SSO_ERROR_KEYS)[number];

export const SSO_MSG = {
  button: 'Ingresar con la cuenta institucional',
  signingIn: 'Ingresando con la cuenta institucional…',
  errors: {
    state: 'La solicitud de ingreso no es válida o ya fue usada. Intente ingresar nuevamente.',
    denied: 'El ingreso con la cuenta institucional fue cancelado.',
    expired: 'La respuesta del proveedor de identidad expiró. Intente ingresar nuevamente.',
    unknown: 'Su cuenta institucional no está registrada en el sistema. Comuníquese con la Unidad de Investigación.',
    inactive: 'Su cuenta está inactiva. Comuníquese con la Unidad de Investigación.',
    unverified: 'El proveedor de identidad no ha verificado el correo de su cuenta institucional.',
    provider: 'No fue posible comunicarse con el proveedor de identidad institucional. Intente más tarde.',
    unavailable: 'El sistema académico no está disponible en este momento. Intente más tarde.',
    invalid: 'No fue posible validar el ingreso con la cuenta institucional. Intente ingresar nuevamente.',
  } satisfies Record<TSsoErrorKey, string>,
  /** The one-time code of /login?sso= was already used, expired or never existed. */
  codeInvalid: 'El código de ingreso no es válido o ya expiró. Intente ingresar nuevamente.',
} as const;

/** The message of an error key from the address bar; anything unexpected reads as a generic failure. */
export const ssoErrorMessage = (key: string | null | undefined): string =>
  (SSO_ERROR_KEYS as readonly string[]).includes(key ?? '') ? SSO_MSG.errors[key as TSsoErrorKey] : SSO_MSG.errors.invalid;
