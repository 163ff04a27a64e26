/*
 * Second factors' words and bounds (issue 43), without zod: the login page's second step reads them, and
 * the first page a visitor opens must not download the schemas' library (scripts/js-budget.mjs).
 */

/** How a sign-in's second step may be completed. */
export const SECOND_FACTOR_METHODS = ['totp', 'recovery', 'passkey'] as const;
export type TSecondFactorMethod = (typeof SECOND_FACTOR_METHODS)[number];

/**
 * Steps a signed-in user must take before anything else (the session user's `pending`). The API refuses
 * every route not marked `pendingAllowed` with 403 `{ message, pending }`; the web sends the user to the
 * step's screen (features/account-security PENDING_ROUTES). Other features add their step here.
 */
export const PENDING_STEPS = ['second_factor_enrolment', 'privacy_notice'] as const;
export type TPendingStep = (typeof PENDING_STEPS)[number];

export const TOTP_DIGITS = 6;
export const RECOVERY_CODE_COUNT = 10;
/** A sign-in ticket lives this long (seconds). */
export const SIGN_IN_TICKET_TTL = 300;
/** Wrong second-factor codes allowed per account within the window, before further tries are refused. */
export const SECOND_FACTOR_LIMIT = { max: 5, windowMs: 10 * 60_000 } as const;

export const SF_MSG = {
  secondFactorNeeded: 'Ingrese el código de su aplicación de autenticación o un código de recuperación',
  codeRequired: 'Código requerido',
  codeInvalid: 'Código incorrecto',
  codeFormat: 'Escriba los 6 dígitos de su aplicación o un código de recuperación',
  ticketInvalid: 'El inicio de sesión expiró o ya fue usado; ingrese de nuevo con su usuario y contraseña',
  tooManyCodes: (minutes: number) =>
    `Demasiados códigos incorrectos. Por seguridad, espere ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'} e intente nuevamente.`,
  pending: 'Debe completar un paso de seguridad antes de continuar',
  enrolmentRequired:
    'Su perfil exige un segundo factor de autenticación. Actívelo para continuar usando SIIICCA.',
  enrolmentStarted: 'Escanee el código QR con su aplicación de autenticación y escriba el primer código',
  enrolled: 'Segundo factor activado. Guarde sus códigos de recuperación: no se volverán a mostrar.',
  alreadyEnrolled: 'Ya tiene un segundo factor activado',
  noEnrolment: 'Inicie la activación de nuevo: no hay una activación pendiente',
  secretUnreadable:
    'No es posible comprobar los códigos de su aplicación de autenticación. Ingrese uno de sus códigos de recuperación, o pida al administrador de SIIICCA que restablezca su segundo factor.',
  enrolmentUnreadable: 'No es posible comprobar la activación pendiente: iníciela de nuevo',
  notEnrolled: 'No tiene un segundo factor activado',
  removed: 'Segundo factor desactivado',
  regenerated: 'Códigos de recuperación generados de nuevo. Los anteriores dejaron de servir.',
  externalAccount:
    'Su cuenta ingresa con el sistema académico (SAC) o con el proveedor de identidad de la universidad: el segundo factor lo administra su directorio o proveedor de identidad.',
  resetDone: 'Segundo factor restablecido. El usuario deberá activarlo de nuevo.',
  resetOwn: 'No puede restablecer su propio segundo factor; use un código de recuperación para desactivarlo',
  resetNothing: 'El usuario no tiene un segundo factor activado',
  reasonRequired: 'Indique el motivo',
  sessionClosed: 'Sesión cerrada',
  othersClosed: 'Se cerraron las demás sesiones',
} as const;

/** A device name from a user agent, in words a user recognises ('Chrome en Windows'). */
export function deviceName(userAgent: string | null | undefined): string {
  const ua = userAgent ?? '';
  if (!ua) return 'Dispositivo desconocido';
  const browser =
    /Edg\//.test(ua) ? 'Edge'
    : /OPR\/|Opera/.test(ua) ? 'Opera'
    : /Firefox\//.test(ua) ? 'Firefox'
    : /HeadlessChrome|Chrome\/|Chromium\//.test(ua) ? 'Chrome'
    : /Safari\//.test(ua) ? 'Safari'
    : null;
  const os =
    /Android/.test(ua) ? 'Android'
    : /iPhone|iPad|iOS/.test(ua) ? 'iOS'
    : /Windows/.test(ua) ? 'Windows'
    : /Mac OS X|Macintosh/.test(ua) ? 'macOS'
    : /Linux/.test(ua) ? 'Linux'
    : null;
  if (browser && os) return `${browser} en ${os}`;
  return browser ?? os ?? ua.slice(0, 60);
}
