import { z } from 'zod';
import { SSO_MSG } from '../sso';

/** GET /api/auth/sso/config: whether the button shows, and its text. */
export const ZSsoConfigSchema = z.object({
  enabled: z.boolean(),
  label: z.string().max(80),
});
export type TSsoConfig = z.infer<typeof ZSsoConfigSchema>;

/** POST /api/auth/sso/exchange: the one-time code from /login?sso=<code> (43 base64url characters). */
export const ZSsoExchangeSchema = z.object({
  code: z.string().trim().min(20, SSO_MSG.codeInvalid).max(100, SSO_MSG.codeInvalid).regex(/^[A-Za-z0-9_-]+$/, SSO_MSG.codeInvalid),
});
export type TSsoExchange = z.infer<typeof ZSsoExchangeSchema>;
