import { z } from 'zod';

/*
 * Passkeys (WebAuthn, issue 43): a second factor and a password-less sign-in for accounts with a
 * product password (adm). The browser's answers are relayed as @simplewebauthn/browser produces them;
 * these schemas bound every field so a hostile body is a 400, and the server library checks the rest.
 */

// The words and bounds live apart from the schemas (no zod there): the login page reads them without loading zod.
export { PASSKEY_MSG, PASSKEY_NAME_MAX, PASSKEYS_MAX } from './passkey-messages';
import { PASSKEY_MSG, PASSKEY_NAME_MAX } from './passkey-messages';

const b64url = (max: number) => z.string({ error: PASSKEY_MSG.responseInvalid }).max(max, PASSKEY_MSG.responseInvalid).regex(/^[A-Za-z0-9_-]*$/, PASSKEY_MSG.responseInvalid);
const ZTransports = z.array(z.string().max(20)).max(10);
const ZChallengeId = z.uuid({ error: PASSKEY_MSG.ceremonyExpired });
const ZClientExtensions = z.object({ credProps: z.object({ rk: z.boolean().optional() }).optional() }).default({});

/** navigator.credentials.create's answer, as @simplewebauthn/browser's startRegistration gives it. */
export const ZPasskeyRegistrationResponseSchema = z.object({
  id: b64url(1400).min(1, PASSKEY_MSG.responseInvalid),
  rawId: b64url(1400).min(1, PASSKEY_MSG.responseInvalid),
  type: z.literal('public-key', { error: PASSKEY_MSG.responseInvalid }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: ZClientExtensions,
  response: z.object({
    clientDataJSON: b64url(4000),
    attestationObject: b64url(16000),
    authenticatorData: b64url(4000).optional(),
    transports: ZTransports.optional(),
    publicKeyAlgorithm: z.number().int().min(-100000).max(100000).optional(),
    publicKey: b64url(4000).optional(),
  }),
});

/** navigator.credentials.get's answer, as @simplewebauthn/browser's startAuthentication gives it. */
export const ZPasskeyAuthenticationResponseSchema = z.object({
  id: b64url(1400).min(1, PASSKEY_MSG.responseInvalid),
  rawId: b64url(1400).min(1, PASSKEY_MSG.responseInvalid),
  type: z.literal('public-key', { error: PASSKEY_MSG.responseInvalid }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: ZClientExtensions,
  response: z.object({
    clientDataJSON: b64url(4000),
    authenticatorData: b64url(4000),
    signature: b64url(2000),
    userHandle: b64url(200).optional(),
  }),
});

const ZPasskeyName = z
  .string({ error: PASSKEY_MSG.nameRequired })
  .trim()
  .min(1, PASSKEY_MSG.nameRequired)
  .max(PASSKEY_NAME_MAX, PASSKEY_MSG.nameTooLong);

export const ZPasskeyNameSchema = z.object({ name: ZPasskeyName });
export type TPasskeyName = z.output<typeof ZPasskeyNameSchema>;

export const ZPasskeyRegistrationSchema = z.object({
  challenge_id: ZChallengeId,
  name: ZPasskeyName,
  response: ZPasskeyRegistrationResponseSchema,
});
export type TPasskeyRegistration = z.output<typeof ZPasskeyRegistrationSchema>;

/** A password-less sign-in: the challenge handed out and the authenticator's assertion. */
export const ZPasskeySignInSchema = z.object({
  challenge_id: ZChallengeId,
  response: ZPasskeyAuthenticationResponseSchema,
  remember: z.boolean().default(false),
});
export type TPasskeySignIn = z.output<typeof ZPasskeySignInSchema>;

/** The second step of a password sign-in with a passkey: the ticket, the challenge and the assertion. */
export const ZPasskeySecondFactorSchema = z.object({
  ticket: z.string().min(1).max(200),
  challenge_id: ZChallengeId,
  response: ZPasskeyAuthenticationResponseSchema,
});
export type TPasskeySecondFactor = z.output<typeof ZPasskeySecondFactorSchema>;

export const ZPasskeyTicketSchema = z.object({ ticket: z.string().min(1).max(200) });

/**
 * The options for navigator.credentials.create/get (PublicKeyCredential*OptionsJSON), passed through
 * to @simplewebauthn/browser as the server library made them.
 */
export const ZPasskeyOptionsAnswerSchema = z.object({
  challenge_id: z.string(),
  options: z.looseObject({ challenge: z.string() }),
});
export type TPasskeyOptionsAnswer = z.infer<typeof ZPasskeyOptionsAnswerSchema>;

export const ZPasskeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type TPasskey = z.infer<typeof ZPasskeySchema>;

export const ZPasskeyListSchema = z.object({
  /** Whether this account may hold passkeys (adm accounts; SAC/SSO accounts are exempt). */
  eligible: z.boolean(),
  data: z.array(ZPasskeySchema),
});
export type TPasskeyList = z.infer<typeof ZPasskeyListSchema>;
