/*
 * Passkeys' words and bounds (issue 43), without zod: the login page's passkey button reads them, and
 * the first page a visitor opens must not download the schemas' library (scripts/js-budget.mjs).
 */

export const PASSKEY_NAME_MAX = 60;
/** Passkeys one account may hold. */
export const PASSKEYS_MAX = 10;

export const PASSKEY_MSG = {
  nameRequired: 'Escriba un nombre para la llave de acceso',
  nameTooLong: `Máximo ${PASSKEY_NAME_MAX} caracteres`,
  registered: 'Llave de acceso registrada',
  renamed: 'Nombre de la llave de acceso actualizado',
  removed: 'Llave de acceso eliminada',
  notFound: 'La llave de acceso no existe',
  tooMany: `Puede registrar hasta ${PASSKEYS_MAX} llaves de acceso; elimine una para registrar otra`,
  externalAccount:
    'Su cuenta ingresa con el sistema académico (SAC) o con el proveedor de identidad de la universidad: las llaves de acceso son para las cuentas con contraseña de SIIICCA.',
  ceremonyExpired: 'La solicitud de la llave de acceso expiró o ya fue usada; intente de nuevo',
  registrationFailed: 'No se pudo verificar la llave de acceso; intente de nuevo',
  signInFailed: 'La llave de acceso no es válida para ingresar a SIIICCA',
  responseInvalid: 'Respuesta de la llave de acceso no válida',
  alreadyRegistered: 'Este dispositivo ya tiene una llave de acceso registrada en su cuenta',
  browserCancelled: 'Se canceló o no se completó el uso de la llave de acceso',
  browserUnsupported: 'Este navegador no permite usar llaves de acceso',
} as const;
