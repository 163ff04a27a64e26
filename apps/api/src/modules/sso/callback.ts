import * as client from 'openid-client';
import type { AppDeps } from '../../app-deps';
import type { Flow } from './flow-cookie';
import { claimedEmail, matchUser } from './match-user';
import type { OidcClient } from './oidc-client';
import { SsoFailure } from './sso-failure';

/**
 * The provider's answer at the callback: openid-client checks the state, exchanges the code with
 * the PKCE verifier and validates the ID token (signature, issuer, audience, expiry, nonce); then
 * the account is matched to a product user. Answers that user's id or throws.
 */
export async function completeSignIn(
  deps: Pick<AppDeps, 'config' | 'db' | 'academic'>,
  oidc: OidcClient,
  flow: Flow | null,
  query: Record<string, string | undefined>,
): Promise<number> {
  if (!flow) throw new SsoFailure('state', 'no valid sign-in cookie (expired, tampered or already used)');
  const configuration = await oidc.configuration();
  // The address the provider redirected to, rebuilt from PUBLIC_URL: never from the Host header.
  const currentUrl = new URL(oidc.redirectUri);
  for (const [k, v] of Object.entries(query)) if (v !== undefined) currentUrl.searchParams.set(k, v);

  const tokens = await client.authorizationCodeGrant(configuration, currentUrl, {
    pkceCodeVerifier: flow.verifier,
    expectedState: flow.state,
    expectedNonce: flow.nonce,
    idTokenExpected: true,
  });
  const idClaims = tokens.claims();
  if (!idClaims) throw new SsoFailure('invalid', 'no ID token');
  let claims: Record<string, unknown> = idClaims;
  // Some providers put the e-mail in the ID token (Google, Entra ID), others only at userinfo.
  if (claims[deps.config.OIDC_EMAIL_CLAIM] === undefined && configuration.serverMetadata().userinfo_endpoint) {
    const info = await client.fetchUserInfo(configuration, tokens.access_token, idClaims.sub);
    claims = { ...info, ...idClaims };
  }
  return matchUser(deps, claimedEmail(deps, claims));
}
