import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as client from 'openid-client';
import { z } from 'zod';
import { HTTP_MSG, SSO_MSG, ZLoginResponseSchema, ZSsoConfigSchema, ZSsoExchangeSchema } from '@siiicca/shared';
import type { AppDeps } from '../../app-deps';
import { requestLimit } from '../../plugins/rate-limit';
import { completeSignIn } from './callback';
import { exchangeHandoff } from './exchange';
import { flowCookies } from './flow-cookie';
import { createHandoff } from './handoffs';
import { createOidcClient, ssoEnabled } from './oidc-client';
import { classify } from './sso-failure';

const param = (max: number) => z.string().max(max).optional();
/** What providers add to the redirect: code, state and iss (RFC 9207), or an error; Google adds a few more. */
const ZCallbackQuery = z.object({
  code: param(4000),
  state: param(500),
  iss: param(500),
  error: param(200),
  error_description: param(1000),
  error_uri: param(1000),
  session_state: param(500),
});

/** Single sign-on with the institutional account (OpenID Connect, authorization code with PKCE). */
export const ssoRoutes = (deps: AppDeps): FastifyPluginAsyncZod => async (app) => {
  const enabled = ssoEnabled(deps.config);
  app.get('/config', {
    config: { public: true },
    schema: { response: { 200: ZSsoConfigSchema } },
  }, async () => ({ enabled, label: enabled ? deps.config.OIDC_BUTTON_LABEL : SSO_MSG.button }));
  // Without OIDC_ISSUER the rest does not exist (404): nothing changes for the embedded demo.
  if (!enabled) return;

  const oidc = createOidcClient(deps.config);
  const cookies = flowCookies(deps.tokens.secret, deps.config.publicUrl.startsWith('https:'));
  // One institutional sign-in is three requests (start, callback, exchange): as many sign-ins as by password.
  const perAddress = requestLimit(app, {
    name: 'sso:requests',
    max: deps.config.LOGIN_REQUESTS_PER_MINUTE * 3,
    windowMs: 60_000,
    message: HTTP_MSG.tooManyRequests,
  });
  const toLogin = (params: string) => `/login?${params}`;

  app.get('/start', {
    config: { public: true },
    schema: { querystring: z.object({ remember: z.enum(['true', 'false']).default('false') }) },
  }, async (request, reply) => {
    await perAddress(request);
    reply.header('cache-control', 'no-store');
    try {
      const configuration = await oidc.configuration();
      const flow = { state: client.randomState(), nonce: client.randomNonce(), verifier: client.randomPKCECodeVerifier(), remember: request.query.remember === 'true' };
      const url = client.buildAuthorizationUrl(configuration, {
        redirect_uri: oidc.redirectUri,
        scope: deps.config.OIDC_SCOPES,
        state: flow.state,
        nonce: flow.nonce,
        code_challenge: await client.calculatePKCECodeChallenge(flow.verifier),
        code_challenge_method: 'S256',
      });
      return reply.header('set-cookie', cookies.seal(flow)).redirect(url.href, 302);
    } catch (err) {
      const failure = classify(err);
      request.log.warn({ sso: failure.key, reason: failure.message }, 'SSO sign-in could not start');
      return reply.redirect(toLogin(`sso_error=${failure.key}`), 302);
    }
  });

  app.get('/callback', {
    config: { public: true },
    schema: { querystring: ZCallbackQuery },
  }, async (request, reply) => {
    await perAddress(request);
    const flow = cookies.open(request.headers.cookie);
    reply.header('cache-control', 'no-store').header('set-cookie', cookies.clear());
    try {
      const userId = await completeSignIn(deps, oidc, flow, request.query);
      const code = await createHandoff(deps.db, userId, flow!.remember);
      request.log.info({ sso: 'ok', userId }, 'SSO sign-in accepted');
      // In the fragment, which a browser never sends: the one-time code reaches no server's or
      // proxy's access log on its way back to the page (the page reads it and clears it).
      return reply.redirect(`/login#sso=${code}`, 302);
    } catch (err) {
      const failure = classify(err);
      request.log.warn({ sso: failure.key, reason: failure.message }, 'SSO sign-in refused');
      return reply.redirect(toLogin(`sso_error=${failure.key}`), 302);
    }
  });

  app.post('/exchange', {
    config: { public: true },
    schema: { body: ZSsoExchangeSchema, response: { 200: ZLoginResponseSchema } },
  }, async (request) => {
    await perAddress(request);
    return exchangeHandoff(deps, request.body.code, { ip: request.ip, userAgent: request.headers['user-agent'] });
  });
};
