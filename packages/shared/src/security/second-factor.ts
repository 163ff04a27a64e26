import { z } from 'zod';

/*
 * Second factors (issue 43): TOTP (RFC 6238) with recovery codes, and passkeys (modules/passkeys). A
 * password sign-in of an account with a second factor answers a short-lived ticket instead of a token;
 * the ticket and a code (or a passkey's assertion) complete it.
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
export const ZPendingSchema = z.array(z.string().max(60)).max(10);

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

const ZCode = z
  .string({ error: SF_MSG.codeRequired })
  .trim()
  .min(1, SF_MSG.codeRequired)
  .max(40, SF_MSG.codeFormat);

/** What a password sign-in answers when the account has a second factor: no token yet. */
export const ZSecondFactorChallengeSchema = z.object({
  message: z.string(),
  second_factor: z.object({
    ticket: z.string(),
    methods: z.array(z.enum(SECOND_FACTOR_METHODS)),
  }),
});
export type TSecondFactorChallenge = z.infer<typeof ZSecondFactorChallengeSchema>;

export const ZSecondFactorLoginSchema = z.object({
  ticket: z.string({ error: SF_MSG.ticketInvalid }).min(1, SF_MSG.ticketInvalid).max(200, SF_MSG.ticketInvalid),
  code: ZCode,
});
export type TSecondFactorLogin = z.output<typeof ZSecondFactorLoginSchema>;

/** A current TOTP code (confirming an enrolment) or a recovery code (removing the factor). */
export const ZCodeSchema = z.object({ code: ZCode });
export type TCode = z.output<typeof ZCodeSchema>;

export const ZTotpEnrolmentSchema = z.object({
  message: z.string(),
  secret: z.string(),
  otpauth_uri: z.string(),
});
export type TTotpEnrolment = z.infer<typeof ZTotpEnrolmentSchema>;

export const ZRecoveryCodesSchema = z.object({ message: z.string(), recovery_codes: z.array(z.string()) });
export type TRecoveryCodes = z.infer<typeof ZRecoveryCodesSchema>;

export const ZAccountSessionSchema = z.object({
  id: z.string(),
  current: z.boolean(),
  device: z.string(),
  ip: z.string().nullable(),
  created_at: z.string(),
  last_seen_at: z.string().nullable(),
});
export type TAccountSession = z.infer<typeof ZAccountSessionSchema>;

export const ZAccountSecuritySchema = z.object({
  /** 'adm' accounts hold a product password and may have a second factor; SAC/SSO accounts are exempt. */
  eligible: z.boolean(),
  totp: z.object({ enrolled: z.boolean(), enrolled_at: z.string().nullable() }),
  recovery_codes_left: z.number().int(),
  /** A profile of the user asks for a second factor. */
  required: z.boolean(),
  sessions: z.array(ZAccountSessionSchema),
});
export type TAccountSecurity = z.infer<typeof ZAccountSecuritySchema>;

export const ZSecondFactorResetSchema = z.object({
  reason: z.string({ error: SF_MSG.reasonRequired }).trim().min(5, SF_MSG.reasonRequired).max(500),
});
export type TSecondFactorReset = z.output<typeof ZSecondFactorResetSchema>;

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
