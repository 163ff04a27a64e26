import { z } from 'zod';
import { LIMITS } from '../constants';
import { MSG } from '../messages';
import { zEmailAddress } from './email';
import { ZNewPasswordSchema } from './password';

/** The messages of account recovery (spec sections 5 and 8), word for word where the spec gives them. */
export const RECOVERY_MSG = {
  emailRequired: 'Correo Requerido',
  emailInvalid: MSG.emailInvalid,
  accountNotFound: 'No se encuentra cuente registrada',
  tokenError: 'Ha Ocurrido un error con el Token',
  emailMismatch: 'Correo Electrónico no coincide',
  captchaRequired: 'Por favor resuelva el captcha',
  captchaInvalid: 'El captcha no es válido o ya fue utilizado, por favor resuélvalo nuevamente',
  captchaUnavailable: 'No se pudo obtener el captcha, por favor intentelo nuevamente',
  lookupThrottled: 'Demasiadas búsquedas de cuentas. Espere un minuto e intente nuevamente.',
  tokenThrottled: 'Ya se envió un correo de recuperación hace menos de un minuto. Espere un minuto e intente nuevamente.',
  chooseMail: 'Seleccione uno de los correos registrados',
  searchExpired: 'La búsqueda expiró, por favor inicie nuevamente la recuperación',
  mailSent: 'Se envió un correo con el enlace para restablecer su contraseña. Revise su bandeja de entrada (y la carpeta de correo no deseado).',
  mailFailed: 'No se pudo enviar el correo, por favor intentelo más tarde',
  tokenUnknown: 'El enlace de recuperación no es válido',
  tokenUsedOrExpired: 'El enlace de recuperación expiró o ya fue utilizado; solicite uno nuevo',
  passwordReset: 'Contraseña restablecida correctamente, ya puede iniciar sesión con su nueva contraseña',
} as const;

/** How long a reset link works, in minutes. */
export const RECOVERY_TOKEN_MINUTES = 60;

const maskRun = (s: string) => (s.length <= 2 ? `${s.charAt(0)}*` : `${s.charAt(0)}${'*'.repeat(s.length - 2)}${s.charAt(s.length - 1)}`);

/**
 * Masks an address so its owner recognises it and nobody else learns it:
 * 'docente@siiicca.test' → 'd*****e@s******.test'. Pure, so the reset form can check the typed
 * address against the masked one before the server compares the real one.
 */
export function maskEmail(address: string): string {
  const value = address.trim().toLowerCase();
  const at = value.lastIndexOf('@');
  if (at < 1) return maskRun(value);
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const tld = dot > 0 ? domain.slice(dot) : '';
  return `${maskRun(local)}@${host.charAt(0)}${'*'.repeat(Math.max(1, host.length - 1))}${tld}`;
}

export const ZRecoveryEmailSchema = zEmailAddress({
  required: RECOVERY_MSG.emailRequired,
  invalid: RECOVERY_MSG.emailInvalid,
  tooLong: RECOVERY_MSG.emailInvalid,
});

/** The ALTCHA payload the widget produces (base64 JSON of challenge and solution). */
export const ZCaptchaFieldSchema = z
  .string({ error: RECOVERY_MSG.captchaRequired })
  .min(1, RECOVERY_MSG.captchaRequired)
  .max(8000, RECOVERY_MSG.captchaInvalid);

/** Step 1: who forgot the password. */
export const ZRecoveryFindSchema = z.object({ email: ZRecoveryEmailSchema, captcha: ZCaptchaFieldSchema });
export type TRecoveryFindInput = z.input<typeof ZRecoveryFindSchema>;
export type TRecoveryFind = z.output<typeof ZRecoveryFindSchema>;

/** `user` is an opaque, short-lived reference to the account found; `mails` are masked. */
export const ZRecoveryFoundSchema = z.object({ user: z.string(), mails: z.array(z.string()) });
export type TRecoveryFound = z.infer<typeof ZRecoveryFoundSchema>;

/**
 * Step 2: send the link. `mail` is the index in `mails` or the masked address itself. `k` (the
 * captcha site key of the original contract) is accepted and ignored: the captcha was solved in step 1.
 */
export const ZRecoveryTokenRequestSchema = z.object({
  user: z.string({ error: RECOVERY_MSG.searchExpired }).min(1, RECOVERY_MSG.searchExpired).max(1000, RECOVERY_MSG.searchExpired),
  k: z.string().max(8000).optional(),
  mail: z.union([z.number().int().min(0).max(50), z.string().trim().min(1).max(200)], { error: RECOVERY_MSG.chooseMail }),
});
export type TRecoveryTokenRequest = z.output<typeof ZRecoveryTokenRequestSchema>;

/** What the reset page needs to know about its link: the masked address to confirm, and ids to send back. */
export const ZRecoveryTokenInfoSchema = z.object({ email: z.string(), token: z.string(), id: z.string() });
export type TRecoveryTokenInfo = z.infer<typeof ZRecoveryTokenInfoSchema>;

/** Step 3: the new password. `email` is the masked address GET /api/password/find/{t} answered. */
export const ZResetPasswordSchema = z
  .object({
    email: z.string().max(200),
    token: z.string().min(1, RECOVERY_MSG.tokenError).max(200, RECOVERY_MSG.tokenError),
    id: z.string().min(1, RECOVERY_MSG.tokenError).max(100, RECOVERY_MSG.tokenError),
    captcha: ZCaptchaFieldSchema,
    emailVerif: ZRecoveryEmailSchema,
    password: ZNewPasswordSchema,
    password_confirmation: z
      .string({ error: MSG.passwordRequired })
      .min(1, MSG.passwordRequired)
      .max(LIMITS.passwordMax, MSG.passwordTooLong),
  })
  .refine((v) => v.password === v.password_confirmation, { message: MSG.passwordsDontMatch, path: ['password_confirmation'] })
  // An address that does not even fit the mask cannot be the right one: say so before the round trip.
  .refine((v) => maskEmail(v.emailVerif) === v.email || v.emailVerif.toLowerCase() === v.email.toLowerCase(), {
    message: RECOVERY_MSG.emailMismatch,
    path: ['emailVerif'],
  });
export type TResetPasswordInput = z.input<typeof ZResetPasswordSchema>;
export type TResetPassword = z.output<typeof ZResetPasswordSchema>;
