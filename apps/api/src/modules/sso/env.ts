import { z } from 'zod';

/** OIDC_* settings: single sign-on with the institutional account. Unset OIDC_ISSUER: no SSO. Documented in docs/sso-oidc.md. */
export const ZOidcEnv = z.object({});
