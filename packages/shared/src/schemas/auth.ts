import { z } from 'zod';
import { ACCOUNT_TYPES, LIMITS, SYSTEM_ID } from '../constants';
import { MSG } from '../messages';
import { LOGIN_USER_MAX } from './login-rules';
import { ZNewPasswordSchema } from './password';
import { ZPendingSchema, ZSecondFactorChallengeSchema } from '../security/second-factor';

/** The sign-in payload; its bounds and messages are login-rules.ts's, which the web's form checks with. */
export const ZLoginSchema = z.object({
  email: z.string({ error: MSG.userRequired }).trim().min(1, MSG.userRequired).max(LOGIN_USER_MAX, MSG.max(LOGIN_USER_MAX)),
  password: z.string({ error: MSG.min4 }).min(LIMITS.loginPasswordMin, MSG.min4).max(LIMITS.passwordMax, MSG.passwordTooLong),
  remember: z.boolean().default(false),
  type: z.enum(ACCOUNT_TYPES).default('sac'),
  system: z.string().max(50).default(SYSTEM_ID),
});
export type TLoginInput = z.input<typeof ZLoginSchema>;
export type TLogin = z.output<typeof ZLoginSchema>;

export const ZChangePasswordSchema = z
  .object({
    before: z.string({ error: MSG.passwordRequired }).min(1, MSG.passwordRequired).max(LIMITS.passwordMax),
    password: ZNewPasswordSchema,
    passVerifi: z.string({ error: MSG.passwordRequired }).min(1, MSG.passwordRequired).max(LIMITS.passwordMax, MSG.passwordTooLong),
  })
  .refine((v) => v.password === v.passVerifi, { message: MSG.passwordsDontMatch, path: ['passVerifi'] });
export type TChangePassword = z.output<typeof ZChangePasswordSchema>;

export const ZMenuItemSchema: z.ZodType<TMenuItem> = z.lazy(() =>
  z.object({
    text: z.string(),
    icon: z.string(),
    ruta: z.string(),
    children: z.array(ZMenuItemSchema).optional(),
  }),
);
export type TMenuItem = { text: string; icon: string; ruta: string; children?: TMenuItem[] };

export const ZTokenSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number().int(),
  /** Unix epoch seconds at which the token stops working. */
  expire: z.number().int(),
});
export type TToken = z.infer<typeof ZTokenSchema>;

export const ZSessionUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  username: z.string(),
  identity: z.string().nullable(),
  account_type: z.enum(ACCOUNT_TYPES),
  id_sectional: z.number().int().nullable(),
  roles: z.array(z.string()),
  permissions: z.array(z.string()),
  /** Steps the user must take before anything else (security/second-factor.ts PENDING_STEPS); empty when none. */
  pending: ZPendingSchema.optional(),
});
export type TSessionUser = z.infer<typeof ZSessionUserSchema>;

export const ZLoginResponseSchema = z.object({
  message: z.string(),
  token: ZTokenSchema,
  user: ZSessionUserSchema,
  menus: z.array(ZMenuItemSchema),
});
export type TLoginResponse = z.infer<typeof ZLoginResponseSchema>;

/** What POST /login answers: a session, or (an account with a second factor) a ticket for the second step. */
export const ZLoginAnswerSchema = z.union([ZLoginResponseSchema, ZSecondFactorChallengeSchema]);
export type TLoginAnswer = z.infer<typeof ZLoginAnswerSchema>;
