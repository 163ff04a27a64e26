import * as client from 'openid-client';
import type { TConfig } from '../../config';
import { isLoopbackHttp } from './env';

/** How long the provider's metadata is trusted before discovery runs again (keys rotate on their own). */
const DISCOVERY_TTL_MS = 6 * 60 * 60 * 1000;

export type OidcClient = {
  /** PUBLIC_URL + /api/auth/sso/callback: what is registered at the provider, never taken from a request. */
  redirectUri: string;
  configuration(): Promise<client.Configuration>;
};

/** SSO is on when an issuer is configured; a missing client id is a configuration error at start. */
export function ssoEnabled(config: TConfig): boolean {
  if (!config.OIDC_ISSUER) return false;
  if (!config.OIDC_CLIENT_ID) throw new Error('Configuración inválida: OIDC_CLIENT_ID es obligatorio cuando OIDC_ISSUER está definido');
  return true;
}

/** The relying party of openid-client (discovery, PKCE, state, nonce and ID token checks), discovered lazily and cached. */
export function createOidcClient(config: TConfig): OidcClient {
  const issuer = new URL(config.OIDC_ISSUER!);
  let cached: { at: number; value: Promise<client.Configuration> } | null = null;

  const discover = () =>
    client.discovery(
      issuer,
      config.OIDC_CLIENT_ID!,
      { [client.clockSkew]: config.OIDC_CLOCK_SKEW_SECONDS },
      config.OIDC_CLIENT_SECRET ? client.ClientSecretPost(config.OIDC_CLIENT_SECRET) : client.None(),
      // http only for a provider on this machine (env.ts refuses any other http issuer).
      { execute: isLoopbackHttp(issuer) ? [client.allowInsecureRequests] : [], timeout: 10 },
    );

  return {
    redirectUri: `${config.publicUrl}/api/auth/sso/callback`,
    configuration() {
      if (!cached || Date.now() - cached.at > DISCOVERY_TTL_MS) {
        const value = discover();
        // A provider that was down is asked again at the next sign-in, not after the TTL.
        value.catch(() => {
          if (cached?.value === value) cached = null;
        });
        cached = { at: Date.now(), value };
      }
      return cached.value;
    },
  };
}
