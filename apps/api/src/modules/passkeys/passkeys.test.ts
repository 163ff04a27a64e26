import { describe, expect, it } from 'vitest';
import { and, desc, eq, sql } from 'drizzle-orm';
import { PASSKEY_MSG } from '@siiicca/shared';
import { newAdministrator, newLecturer, signIn } from '../../../test/accounts';
import { bearer, useTestApp } from '../../../test/helpers';
import { passkeyChallenges, securityEvents } from '../../db/schema';
import { relyingParty } from './relying-party';
import { SoftAuthenticator } from './testing/soft-authenticator';

// Every test signs in from the same address: the per-address limit of sign-in requests is not what they test.
const t = useTestApp({ LOGIN_REQUESTS_PER_MINUTE: '1000' });

const post = (url: string, payload?: object, token?: string) =>
  t.app.inject({ method: 'POST', url, payload: payload ?? {}, headers: token ? bearer(token) : {} });
const rp = () => relyingParty(t.deps.config);

/** An administrator of the test's own, signed in, with a software authenticator for this product. */
async function adminWithAuthenticator() {
  const account = await newAdministrator(t);
  const token = await signIn(t, account, 'adm');
  return { account, token, authenticator: new SoftAuthenticator(rp().origin, rp().id) };
}

/** Registers a passkey named `name` through the API; answers the authenticator's credential. */
async function register(who: Awaited<ReturnType<typeof adminWithAuthenticator>>, name = 'Portátil') {
  const options = (await post('/api/account/passkeys/options', {}, who.token)).json();
  const { credential, response } = who.authenticator.register(options.options);
  const res = await post('/api/account/passkeys', { challenge_id: options.challenge_id, name, response }, who.token);
  expect(res.statusCode, res.body).toBe(201);
  return { credential, id: res.json().passkey.id as number };
}

const lastEvent = async (event: string, actorId: number) =>
  (await t.db.select().from(securityEvents).where(and(eq(securityEvents.event, event), eq(securityEvents.actorId, actorId))).orderBy(desc(securityEvents.id)).limit(1))[0];

describe('registering passkeys', () => {
  it('registers a named passkey from the options handed out, lists it and writes its name (no key) in the trail', async () => {
    const who = await adminWithAuthenticator();
    const res = await post('/api/account/passkeys/options', {}, who.token);
    expect(res.statusCode).toBe(200);
    const { challenge_id, options } = res.json();
    // The relying party is the configured public address, whatever the request's Host says.
    expect(options.rp).toEqual({ name: 'SIIICCA', id: 'localhost' });
    expect(options.user.name).toBe(who.account.username);
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required' });
    const { response } = who.authenticator.register(options);
    const saved = await post('/api/account/passkeys', { challenge_id, name: '  Llave de la oficina ', response }, who.token);
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json()).toMatchObject({ message: PASSKEY_MSG.registered, passkey: { name: 'Llave de la oficina', last_used_at: null } });

    const list = await t.app.inject({ method: 'GET', url: '/api/account/passkeys', headers: bearer(who.token) });
    expect(list.json()).toMatchObject({ eligible: true, data: [{ name: 'Llave de la oficina' }] });
    const line = await lastEvent('passkey_registered', who.account.id);
    expect(line?.details).toEqual({ name: 'Llave de la oficina' });
    expect(JSON.stringify(line)).not.toContain(response.id);

    // The next options exclude it, so the same authenticator is not registered twice.
    const next = (await post('/api/account/passkeys/options', {}, who.token)).json();
    expect(next.options.excludeCredentials.map((c: { id: string }) => c.id)).toEqual([response.id]);
  });

  it('uses a challenge once, refuses an expired one, another origin and another user\'s challenge', async () => {
    const who = await adminWithAuthenticator();
    const other = await adminWithAuthenticator();
    const first = (await post('/api/account/passkeys/options', {}, who.token)).json();
    const { response } = who.authenticator.register(first.options);
    expect((await post('/api/account/passkeys', { challenge_id: first.challenge_id, name: 'Una', response }, who.token)).statusCode).toBe(201);
    const replay = await post('/api/account/passkeys', { challenge_id: first.challenge_id, name: 'Otra vez', response }, who.token);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toBe(PASSKEY_MSG.ceremonyExpired);

    const expired = (await post('/api/account/passkeys/options', {}, who.token)).json();
    await t.db.update(passkeyChallenges).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(passkeyChallenges.id, expired.challenge_id));
    const late = await post('/api/account/passkeys', { challenge_id: expired.challenge_id, name: 'Tarde', response: who.authenticator.register(expired.options).response }, who.token);
    expect(late.json().message).toBe(PASSKEY_MSG.ceremonyExpired);

    const phished = (await post('/api/account/passkeys/options', {}, who.token)).json();
    const elsewhere = who.authenticator.register(phished.options, { origin: 'https://siiicca.example.evil' }).response;
    const refused = await post('/api/account/passkeys', { challenge_id: phished.challenge_id, name: 'Falsa', response: elsewhere }, who.token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(PASSKEY_MSG.registrationFailed);
    // A refused answer used the challenge up as well: a corrected one must ask for new options.
    const retried = await post('/api/account/passkeys', { challenge_id: phished.challenge_id, name: 'Falsa', response: who.authenticator.register(phished.options).response }, who.token);
    expect(retried.json().message).toBe(PASSKEY_MSG.ceremonyExpired);

    const theirs = (await post('/api/account/passkeys/options', {}, other.token)).json();
    const stolen = await post('/api/account/passkeys', { challenge_id: theirs.challenge_id, name: 'Ajena', response: who.authenticator.register(theirs.options).response }, who.token);
    expect(stolen.json().message).toBe(PASSKEY_MSG.ceremonyExpired);
    const list = await t.app.inject({ method: 'GET', url: '/api/account/passkeys', headers: bearer(who.token) });
    expect(list.json().data.map((p: { name: string }) => p.name)).toEqual(['Una']);
  });

  it('keeps at most ten passkeys per account', async () => {
    const who = await adminWithAuthenticator();
    for (let i = 1; i <= 10; i++) await register(who, `Llave ${i}`);
    const res = await post('/api/account/passkeys/options', {}, who.token);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(PASSKEY_MSG.tooMany);
  });

  it('tells a SAC account that passkeys are for accounts with a SIIICCA password', async () => {
    const lecturer = await newLecturer(t);
    const token = await signIn(t, lecturer, 'sac');
    const list = await t.app.inject({ method: 'GET', url: '/api/account/passkeys', headers: bearer(token) });
    expect(list.json()).toEqual({ eligible: false, data: [] });
    const res = await post('/api/account/passkeys/options', {}, token);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(PASSKEY_MSG.externalAccount);
  });

  it('answers bad input with a Spanish 400', async () => {
    const who = await adminWithAuthenticator();
    const res = await post('/api/account/passkeys', { challenge_id: 'x', name: '', response: { id: 'no válido' } }, who.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.name).toEqual([PASSKEY_MSG.nameRequired]);
    const long = await t.app.inject({ method: 'PATCH', url: '/api/account/passkeys/1', payload: { name: 'x'.repeat(61) }, headers: bearer(who.token) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors.name).toEqual([PASSKEY_MSG.nameTooLong]);
  });
});

describe('renaming and removing passkeys', () => {
  it('renames and removes one\'s own passkey (in the trail); another user\'s passkey is not found', async () => {
    const who = await adminWithAuthenticator();
    const other = await adminWithAuthenticator();
    const { id } = await register(who, 'Teléfono');
    const url = `/api/account/passkeys/${id}`;
    for (const method of ['PATCH', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url, payload: method === 'PATCH' ? { name: 'Mía' } : undefined, headers: bearer(other.token) });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(PASSKEY_MSG.notFound);
    }
    const renamed = await t.app.inject({ method: 'PATCH', url, payload: { name: 'Teléfono personal' }, headers: bearer(who.token) });
    expect(renamed.json()).toEqual({ message: PASSKEY_MSG.renamed });
    const removed = await t.app.inject({ method: 'DELETE', url, headers: bearer(who.token) });
    expect(removed.json()).toEqual({ message: PASSKEY_MSG.removed });
    expect((await t.app.inject({ method: 'GET', url: '/api/account/passkeys', headers: bearer(who.token) })).json().data).toEqual([]);
    expect((await lastEvent('passkey_removed', who.account.id))?.details).toEqual({ name: 'Teléfono personal' });
    expect((await t.app.inject({ method: 'DELETE', url, headers: bearer(who.token) })).statusCode).toBe(404);
  });
});

describe('password-less sign-in with a passkey', () => {
  const signInWith = async (authenticator: SoftAuthenticator, credential: Parameters<SoftAuthenticator['assert']>[0], opts: Parameters<SoftAuthenticator['assert']>[2] = {}) => {
    const { challenge_id, options } = (await post('/api/auth/login/passkey/options')).json();
    const response = authenticator.assert(credential, options, opts);
    return { res: await post('/api/auth/login/passkey', { challenge_id, response }), challenge_id, response };
  };

  it('signs in with a discoverable passkey: the normal sign-in answer, its session, last used and a sign_in line', async () => {
    const who = await adminWithAuthenticator();
    const { credential } = await register(who);
    const opts = await post('/api/auth/login/passkey/options');
    expect(opts.statusCode).toBe(200);
    expect(opts.json().options).toMatchObject({ rpId: 'localhost', allowCredentials: [], userVerification: 'required' });

    const { res } = await signInWith(who.authenticator, credential);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Ingreso Correcto');
    expect(body.user).toMatchObject({ username: who.account.username, account_type: 'adm' });
    expect(body.menus.length).toBeGreaterThan(0);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(body.token.access_token) });
    expect(me.json().user.username).toBe(who.account.username);
    const list = (await t.app.inject({ method: 'GET', url: '/api/account/passkeys', headers: bearer(who.token) })).json();
    expect(list.data[0].last_used_at).not.toBeNull();
    expect((await lastEvent('sign_in', who.account.id))?.details).toMatchObject({ method: 'passkey' });
  });

  it('refuses a replayed challenge, a counter that goes backwards, an unverified user and an unknown or foreign credential', async () => {
    const who = await adminWithAuthenticator();
    const other = await adminWithAuthenticator();
    const { credential } = await register(who);
    const mine = await register(other);

    const first = await signInWith(who.authenticator, credential, { counter: 5 });
    expect(first.res.statusCode).toBe(200);
    const replay = await post('/api/auth/login/passkey', { challenge_id: first.challenge_id, response: first.response });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe(PASSKEY_MSG.ceremonyExpired);

    for (const counter of [5, 3]) {
      const back = await signInWith(who.authenticator, credential, { counter });
      expect(back.res.statusCode).toBe(401);
      expect(back.res.json().message).toBe(PASSKEY_MSG.signInFailed);
    }
    expect((await signInWith(who.authenticator, credential, { counter: 6 })).res.statusCode).toBe(200);
    expect((await signInWith(who.authenticator, credential, { userVerified: false })).res.statusCode).toBe(401);

    // A credential the product never registered, and one whose user handle names another account.
    const stranger = new SoftAuthenticator(rp().origin, rp().id);
    const unknown = stranger.register({ challenge: 'x', user: { id: credential.userHandle } }).credential;
    expect((await signInWith(stranger, unknown)).res.statusCode).toBe(401);
    const forged = { ...mine.credential, userHandle: credential.userHandle };
    const swapped = await signInWith(other.authenticator, forged);
    expect(swapped.res.statusCode).toBe(401);

    const failures = await t.db.select({ n: sql<number>`count(*)::int` }).from(securityEvents).where(eq(securityEvents.event, 'sign_in_failed'));
    expect(failures[0]!.n).toBeGreaterThanOrEqual(6);
  });

  it('refuses a removed passkey and a deactivated account', async () => {
    const who = await adminWithAuthenticator();
    const { credential, id } = await register(who);
    await t.app.inject({ method: 'DELETE', url: `/api/account/passkeys/${id}`, headers: bearer(who.token) });
    expect((await signInWith(who.authenticator, credential)).res.statusCode).toBe(401);

    const again = await register(who, 'Otra');
    await t.db.execute(sql`update users set active = false where id = ${who.account.id}`);
    const res = (await signInWith(who.authenticator, again.credential)).res;
    expect(res.statusCode).toBe(401);
    expect(res.json().message).not.toBe(PASSKEY_MSG.signInFailed);
  });
});

describe('a passkey as the second factor of a password sign-in', () => {
  const passwordStep = async (account: { username: string; password: string }) => {
    const res = await post('/api/auth/login', { email: account.username, password: account.password, type: 'adm' });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const withTicket = async (who: Awaited<ReturnType<typeof adminWithAuthenticator>>, credential: Parameters<SoftAuthenticator['assert']>[0], ticket: string, authenticator = who.authenticator) => {
    const opts = await post('/api/auth/login/second-factor/passkey/options', { ticket });
    expect(opts.statusCode, opts.body).toBe(200);
    const { challenge_id, options } = opts.json();
    return post('/api/auth/login/second-factor/passkey', { ticket, challenge_id, response: authenticator.assert(credential, options) });
  };

  it('asks for the second step once the account has a passkey, allows only its passkeys and completes with the ticket once', async () => {
    const who = await adminWithAuthenticator();
    const other = await adminWithAuthenticator();
    const { credential } = await register(who);
    const theirs = await register(other);

    const step = await passwordStep(who.account);
    expect(step.token).toBeUndefined();
    expect(step.second_factor.methods).toContain('passkey');
    const { ticket } = step.second_factor;
    const opts = (await post('/api/auth/login/second-factor/passkey/options', { ticket })).json();
    expect(opts.options.allowCredentials.map((c: { id: string }) => c.id)).toEqual([credential.id.toString('base64url')]);

    // Another user's passkey does not complete this user's sign-in, and counts as a wrong second factor.
    const foreign = await withTicket(other, theirs.credential, ticket);
    expect(foreign.statusCode).toBe(401);
    expect(foreign.json().message).toBe(PASSKEY_MSG.signInFailed);
    const failed = await t.db.select().from(securityEvents).where(and(eq(securityEvents.event, 'second_factor_failed'), eq(securityEvents.subjectUserId, who.account.id)));
    expect(failed).toHaveLength(1);

    const done = await withTicket(who, credential, ticket);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().user.username).toBe(who.account.username);
    expect((await lastEvent('sign_in', who.account.id))?.details).toMatchObject({ method: 'passkey' });
    const again = await post('/api/auth/login/second-factor/passkey/options', { ticket });
    expect(again.statusCode).toBe(401);
  });

  it('refuses further tries after five failures in ten minutes, with the reason', async () => {
    const who = await adminWithAuthenticator();
    const other = await adminWithAuthenticator();
    await register(who);
    const theirs = await register(other);
    const { ticket } = (await passwordStep(who.account)).second_factor;
    for (let i = 0; i < 5; i++) expect((await withTicket(other, theirs.credential, ticket)).statusCode).toBe(401);
    const blocked = await post('/api/auth/login/second-factor/passkey/options', { ticket });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/Demasiados códigos incorrectos/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });
});
