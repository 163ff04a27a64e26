import { z } from 'zod';

/** Plain http is for a provider on this machine only (a test or a local Keycloak): anything else must be https. */
export const isLoopbackHttp = (url: URL) =>
  url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);

const issuer = z
  .url({ error: 'debe ser la dirección del emisor OpenID Connect, por ejemplo https://login.microsoftonline.com/<tenant>/v2.0' })
  .refine((v) => {
    const url = new URL(v);
    return url.protocol === 'https:' || isLoopbackHttp(url);
  }, 'debe usar https (http solo se acepta para un proveedor en localhost)');

const list = z
  .string()
  .trim()
  .max(2000)
  .transform((v) => v.split(/[\s,]+/).map((s) => s.trim().toLowerCase()).filter(Boolean));

/**
 * OIDC_* settings: single sign-on with the institutional account. Unset OIDC_ISSUER: no SSO. Documented
 * in docs/sso-oidc.md.
 */
export const ZOidcEnv = z.object({
  /** The provider's issuer; discovery reads <issuer>/.well-known/openid-configuration. */
  OIDC_ISSUER: issuer.optional(),
  OIDC_CLIENT_ID: z.string().trim().min(1).max(500).optional(),
  /** Unset: a public client (PKCE only, no client authentication at the token endpoint). */
  OIDC_CLIENT_SECRET: z.string().min(1).max(2000).optional(),
  OIDC_SCOPES: z.string().trim().min(1).max(500).default('openid email profile'),
  /** The claim whose value (an e-mail address) is matched to a product user's e-mail. */
  OIDC_EMAIL_CLAIM: z.string().trim().min(1).max(100).default('email'),
  /** Addresses outside these domains are refused before any look-up (empty: any domain). */
  OIDC_ALLOWED_DOMAINS: list.default([]),
  OIDC_BUTTON_LABEL: z.string().trim().min(1).max(80).default('Ingresar con la cuenta institucional'),
  /**
   * Seconds added to this server's clock when checking the provider's tokens (e.g. -30 when the clock
   * is known to run 30 s ahead). 0 normally: keep the clock right with NTP instead.
   */
  OIDC_CLOCK_SKEW_SECONDS: z.coerce.number().int().min(-86_400).max(86_400).default(0),
});

export type TOidcEnv = z.output<typeof ZOidcEnv>;
