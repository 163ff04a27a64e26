import { z } from 'zod';

/*
 * Second factors (issue 43): TOTP (RFC 6238) with recovery codes, and passkeys (modules/passkeys). A
 * password sign-in of an account with a second factor answers a short-lived ticket instead of a token;
 * the ticket and a code (or a passkey's assertion) complete it.
 */

export {
  deviceName,
  PENDING_STEPS,
  RECOVERY_CODE_COUNT,
  SECOND_FACTOR_LIMIT,
  SECOND_FACTOR_METHODS,
  SF_MSG,
  SIGN_IN_TICKET_TTL,
  TOTP_DIGITS,
  type TPendingStep,
  type TSecondFactorMethod,
} from './second-factor-messages';
import { SECOND_FACTOR_METHODS, SF_MSG } from './second-factor-messages';

export const ZPendingSchema = z.array(z.string().max(60)).max(10);

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
