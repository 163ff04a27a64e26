import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
// @ts-expect-error -- oidc-provider ships no type declarations; the few members used are typed below.
import ProviderImport from 'oidc-provider';

/** A person the test provider knows, by subject. */
export type ProviderAccount = { sub: string; email: string; name: string; email_verified?: boolean };

type KoaContext = {
  path: string;
  query: Record<string, string | undefined>;
  req: http.IncomingMessage;
  res: http.ServerResponse;
  status: number;
  type: string;
  body: unknown;
  redirect(url: string): void;
};
type Interaction = { params: Record<string, string> };
type ProviderInstance = {
  use(mw: (ctx: KoaContext, next: () => Promise<void>) => Promise<void>): void;
  callback(): http.RequestListener;
  interactionDetails(req: http.IncomingMessage, res: http.ServerResponse): Promise<Interaction>;
  interactionResult(req: http.IncomingMessage, res: http.ServerResponse, result: object, opts?: object): Promise<string>;
  Grant: new (init: { accountId: string; clientId: string }) => { addOIDCScope(scope: string): void; save(): Promise<string> };
};
const Provider = ProviderImport as new (issuer: string, configuration: object) => ProviderInstance;

type Client = { client_id: string; client_secret: string };

/**
 * A real OpenID provider (oidc-provider) on 127.0.0.1 with one confidential client that must use
 * PKCE. Its login page asks only for the account: GET /interaction/<uid>?account=<sub> signs that
 * person in (`deny` cancels), and the provider grants the requested scopes without a consent page.
 * `redirectUri` may be a function: a browser test learns the app's address only after both started.
 */
export async function startOidcProvider(opts: { redirectUri: string | (() => string); accounts: ProviderAccount[] }) {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const client = { client_id: 'siiicca-test', client_secret: randomBytes(24).toString('hex') };
  let handler: http.RequestListener | undefined;
  server.on('request', (req, res) => {
    handler ??= createProvider(issuer, client, typeof opts.redirectUri === 'string' ? opts.redirectUri : opts.redirectUri(), opts.accounts);
    return handler(req, res);
  });
  return {
    issuer,
    ...client,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function createProvider(issuer: string, client: Client, redirectUri: string, accounts: ProviderAccount[]): http.RequestListener {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const provider = new Provider(issuer, {
    clients: [{ ...client, redirect_uris: [redirectUri], token_endpoint_auth_method: 'client_secret_post' }],
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'test', use: 'sig', alg: 'RS256' }] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    ttl: { AccessToken: 600, AuthorizationCode: 60, IdToken: 600, Interaction: 600, Session: 600, Grant: 600 },
    findAccount: (_ctx: unknown, sub: string) => {
      const account = accounts.find((a) => a.sub === sub);
      return account && { accountId: sub, claims: () => ({ email_verified: true, ...account }) };
    },
  });
  provider.use(async (ctx, next) => {
    if (!ctx.path.startsWith('/interaction/')) return next();
    const details = await provider.interactionDetails(ctx.req, ctx.res);
    const accountId = ctx.query.account;
    if (accountId === undefined) {
      // What a browser sees: the provider's sign-in page, reduced to naming the account.
      ctx.type = 'html';
      ctx.body = '<form><label>Cuenta <input name="account"></label><button>Continuar</button></form>';
      return;
    }
    let result: object = { error: 'access_denied', error_description: 'cancelled by the user' };
    if (accountId !== 'deny') {
      const grant = new provider.Grant({ accountId, clientId: details.params.client_id! });
      grant.addOIDCScope(details.params.scope!);
      result = { login: { accountId }, consent: { grantId: await grant.save() } };
    }
    ctx.status = 303;
    ctx.redirect(await provider.interactionResult(ctx.req, ctx.res, result, { mergeWithLastSubmission: false }));
  });
  return provider.callback();
}

/**
 * The browser's part at the provider: follows the authorization URL to the interaction, signs in as
 * `account` and answers the address the provider sends the browser back to (the app's callback).
 */
export async function signInAtProvider(authorizationUrl: string, account: string): Promise<URL> {
  const jar = new Map<string, string>();
  const get = async (url: string) => {
    const res = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const at = pair!.indexOf('=');
      jar.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    const location = res.headers.get('location');
    if (!location) throw new Error(`provider answered ${res.status} without a redirect: ${await res.text()}`);
    return new URL(location, url);
  };
  const interaction = await get(authorizationUrl);
  interaction.searchParams.set('account', account);
  let next = await get(interaction.href);
  // The provider resumes the authorization (/auth/<uid>) and then redirects to the client.
  while (next.origin === new URL(authorizationUrl).origin) next = await get(next.href);
  return next;
}
