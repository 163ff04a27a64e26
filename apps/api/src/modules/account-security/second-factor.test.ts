import { afterEach, describe, expect, it, vi } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { SF_MSG } from '@siiicca/shared';
import { authVersion, roles, securityEvents, signInTickets, totpFactors, userRoles, users } from '../../db/schema';
import { DEMO_SECOND_FACTOR } from './demo-seed';
import { openSecret } from './secret-box';
import { newAdministrator, newLecturer, signIn } from '../../../test/accounts';
import { bearer, useTestApp } from '../../../test/helpers';
import { codeAt, midStep, totpSteps } from './testing/totp-steps';

// Every sign-in of the file comes from one address: the per-address request limit is not what it tests.
const t = useTestApp({ LOGIN_REQUESTS_PER_MINUTE: '10000' });

const { post, get, passwordStep, enrolled, secondStep } = totpSteps(t);

afterEach(() => vi.useRealTimers());

const eventsOf = (userId: number) =>
  t.db.select().from(securityEvents).where(eq(securityEvents.actorId, userId));

describe('TOTP sign-in', () => {
  it('answers a ticket and no token after the password, then a session for a code of the current, previous or next step', async () => {
    const { account, secret, codes } = await enrolled();
    expect(codes).toHaveLength(10);
    const first = await passwordStep(account);
    expect(first.json()).toEqual({
      message: SF_MSG.secondFactorNeeded,
      second_factor: { ticket: expect.any(String), methods: ['totp', 'recovery'] },
    });
    expect(first.body).not.toContain('access_token');

    const base = midStep() + 120_000;
    for (const [i, offset] of [0, -30_000, 30_000].entries()) {
      // Each sign-in a few steps after the last (a code is never taken for a step at or before one accepted).
      const res = await secondStep(account, (ms) => codeAt(secret, ms + offset), base + i * 120_000);
      expect(res.statusCode, `offset ${offset}: ${res.body}`).toBe(200);
      expect(res.json()).toMatchObject({ message: 'Ingreso Correcto', token: { access_token: expect.any(String) }, user: { username: account.username, pending: [] } });
    }
  });

  it('refuses a code two steps away, and a code already used (replay)', async () => {
    const { account, secret } = await enrolled();
    const base = midStep() + 10 * 60_000;
    for (const offset of [-60_000, 60_000]) {
      const far = await secondStep(account, (ms) => codeAt(secret, ms + offset), base);
      expect(far.statusCode).toBe(401);
      expect(far.json().message).toBe(SF_MSG.codeInvalid);
    }
    expect((await secondStep(account, (ms) => codeAt(secret, ms), base)).statusCode).toBe(200);
    // The same code within the same step, on a new ticket: refused.
    const replay = await secondStep(account, (ms) => codeAt(secret, ms), base + 1000);
    expect(replay.statusCode).toBe(401);
    // And a code of the step before the one accepted, still within the window: refused too.
    const older = await secondStep(account, (ms) => codeAt(secret, ms - 30_000), base + 30_000);
    expect(older.statusCode).toBe(401);
  });

  it('uses a ticket once, and not after 5 minutes', async () => {
    const { account, secret } = await enrolled();
    const ms = midStep() + 20 * 60_000;
    vi.useFakeTimers({ toFake: ['Date'], now: ms });
    const ticket = (await passwordStep(account)).json().second_factor.ticket;
    expect((await post('/api/auth/login/second-factor', { ticket, code: codeAt(secret, ms) })).statusCode).toBe(200);
    vi.setSystemTime(ms + 30_000);
    const again = await post('/api/auth/login/second-factor', { ticket, code: codeAt(secret, ms + 30_000) });
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe(SF_MSG.ticketInvalid);

    const late = (await passwordStep(account)).json().second_factor.ticket;
    vi.setSystemTime(ms + 30_000 + 301_000);
    const expired = await post('/api/auth/login/second-factor', { ticket: late, code: codeAt(secret, ms + 331_000) });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe(SF_MSG.ticketInvalid);
    // The ticket table keeps only a digest of it.
    expect(await t.db.select().from(signInTickets).where(eq(signInTickets.id, late))).toHaveLength(0);
  });

  it('takes each recovery code once, and records its use', async () => {
    const { account, codes } = await enrolled();
    const ok = await secondStep(account, () => codes[0]!.toUpperCase());
    expect(ok.statusCode, ok.body).toBe(200);
    const again = await secondStep(account, () => codes[0]!);
    expect(again.statusCode).toBe(401);
    const security = await get('/api/account/security', ok.json().token.access_token);
    expect(security.json()).toMatchObject({ eligible: true, totp: { enrolled: true }, recovery_codes_left: 9 });
    const events = (await eventsOf(account.id)).map((e) => [e.event, e.details]);
    expect(events).toContainEqual(['recovery_code_used', { step: 'sign_in' }]);
    expect(events).toContainEqual(['sign_in', { method: 'recovery' }]);
  });

  it('refuses further codes after 5 wrong ones within 10 minutes, saying why, even a right one', async () => {
    const { account, secret } = await enrolled();
    const ticket = (await passwordStep(account)).json().second_factor.ticket;
    for (let i = 0; i < 5; i++) {
      const res = await post('/api/auth/login/second-factor', { ticket, code: '000000' === codeAt(secret, Date.now()) ? '111111' : '000000' });
      expect(res.statusCode).toBe(401);
    }
    const refused = await post('/api/auth/login/second-factor', { ticket, code: codeAt(secret, Date.now()) });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(SF_MSG.tooManyCodes(10));
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(500);
    const failures = await t.db.select().from(securityEvents).where(and(eq(securityEvents.subjectUserId, account.id), eq(securityEvents.event, 'second_factor_failed')));
    expect(failures).toHaveLength(5);
  });

  it('the demo account seguro signs in with a code of the secret the README publishes, or a published recovery code', async () => {
    const demo = { username: DEMO_SECOND_FACTOR.username, password: DEMO_SECOND_FACTOR.password, email: DEMO_SECOND_FACTOR.email, name: '' };
    const [seguro] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, DEMO_SECOND_FACTOR.username));
    const stored = async () => (await t.db.select({ secret: totpFactors.secret }).from(totpFactors).where(eq(totpFactors.userId, seguro!.id)))[0]!.secret;
    // Seeded plain (the seed has no key); its first code seals it under this instance's key.
    expect(await stored()).toBe(DEMO_SECOND_FACTOR.totpSecret);
    const withCode = await secondStep(demo, (ms) => codeAt(DEMO_SECOND_FACTOR.totpSecret, ms), midStep() + 90 * 60_000);
    expect(withCode.statusCode, withCode.body).toBe(200);
    expect(withCode.json().user).toMatchObject({ username: 'seguro', roles: ['Revisor'], pending: [] });
    expect(await stored()).toMatch(/^v1:/);
    expect(openSecret(t.deps.secondFactorKey, seguro!.id, await stored())).toBe(DEMO_SECOND_FACTOR.totpSecret);
    const withRecovery = await secondStep(demo, () => DEMO_SECOND_FACTOR.recoveryCodes[9]!.toUpperCase());
    expect(withRecovery.statusCode, withRecovery.body).toBe(200);
  });

  it('lets SAC accounts sign in with their password alone, and says their directory handles a second factor', async () => {
    const lecturer = await newLecturer(t);
    const token = await signIn(t, lecturer, 'sac');
    const start = await post('/api/account/totp/enrolment', {}, token);
    expect(start.statusCode).toBe(400);
    expect(start.json().message).toBe(SF_MSG.externalAccount);
    expect((await get('/api/account/security', token)).json()).toMatchObject({ eligible: false, required: false });
  });
});

describe('a profile that requires a second factor', () => {
  it('keeps its user to the enrolment (403 with pending elsewhere), then lets them free', async () => {
    const account = await newAdministrator(t);
    const [role] = await t.db.insert(roles).values({ name: `Exige ${account.username}`, description: 'Prueba', requiresSecondFactor: true }).returning();
    await t.db.insert(userRoles).values({ userId: account.id, roleId: role!.id });
    const login = await passwordStep(account);
    expect(login.json().user.pending).toEqual(['second_factor_enrolment']);
    const token = login.json().token.access_token;
    const elsewhere = await get('/api/siiicca/investigation_lines', token);
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json()).toEqual({ message: SF_MSG.pending, pending: ['second_factor_enrolment'] });
    expect((await get('/api/auth/me', token)).json().user.pending).toEqual(['second_factor_enrolment']);
    expect((await get('/api/account/security', token)).json()).toMatchObject({ required: true, totp: { enrolled: false } });

    const { secret } = (await post('/api/account/totp/enrolment', {}, token)).json();
    expect((await post('/api/account/totp/enrolment/confirm', { code: '12345x' }, token)).statusCode).toBe(400);
    expect((await post('/api/account/totp/enrolment/confirm', { code: codeAt(secret, Date.now()) }, token)).statusCode).toBe(200);
    expect((await get('/api/siiicca/investigation_lines', token)).statusCode).toBe(200);
    expect((await get('/api/auth/me', token)).json().user.pending).toEqual([]);
  });

  it('is turned on and off in Perfiles (\'Exige segundo factor\'), which SAC accounts ignore', async () => {
    const account = await newAdministrator(t);
    const lecturer = await newLecturer(t);
    const lecturerToken = await signIn(t, lecturer, 'sac');
    const name = `Perfil ${account.username}`;
    const created = await post('/api/roles/roles', { name, description: 'Exige segundo factor', requires_second_factor: true }, t.admin);
    expect(created.statusCode, created.body).toBe(201);
    const [role] = await t.db.select().from(roles).where(eq(roles.name, name));
    expect(role!.requiresSecondFactor).toBe(true);
    const [lecturerUser] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, lecturer.username));
    await t.db.insert(userRoles).values([{ userId: account.id, roleId: role!.id }, { userId: lecturerUser!.id, roleId: role!.id }]);
    const token = await signIn(t, account, 'adm');
    expect((await get('/api/auth/me', token)).json().user.pending).toEqual(['second_factor_enrolment']);
    expect((await get('/api/auth/me', lecturerToken)).json().user.pending).toEqual([]);
    const off = await t.app.inject({ method: 'PUT', url: `/api/roles/roles/${role!.id}`, headers: bearer(t.admin), payload: { name, description: 'Ya no lo exige', requires_second_factor: false } });
    expect(off.statusCode, off.body).toBe(200);
    expect((await get('/api/auth/me', token)).json().user.pending).toEqual([]);
    const [line] = await t.db.select().from(securityEvents).where(and(eq(securityEvents.event, 'profile_changed'), sql`${securityEvents.details}->>'record_id' = ${String(role!.id)}`));
    expect(line!.details).toMatchObject({ fields: ['description', 'requires_second_factor'] });
  });
});

describe('removing, regenerating and resetting', () => {
  it('removes the factor with a recovery code, and regenerates codes with a current one', async () => {
    const { account, token, secret, codes } = await enrolled();
    const ms = midStep() + 40 * 60_000;
    vi.useFakeTimers({ toFake: ['Date'], now: ms });
    const wrong = await post('/api/account/recovery-codes', { code: '000001' }, token);
    expect(wrong.statusCode).toBe(400);
    const fresh = await post('/api/account/recovery-codes', { code: codeAt(secret, ms) }, token);
    expect(fresh.statusCode).toBe(200);
    const newCodes: string[] = fresh.json().recovery_codes;
    vi.useRealTimers();
    expect(newCodes.some((c) => codes.includes(c))).toBe(false);
    // The former codes stopped working.
    expect((await post('/api/account/totp/remove', { code: codes[1] }, token)).statusCode).toBe(400);
    expect((await post('/api/account/totp/remove', { code: newCodes[0] }, token)).statusCode).toBe(200);
    const login = await passwordStep(account);
    expect(login.json().token.access_token).toEqual(expect.any(String));
    const events = (await eventsOf(account.id)).map((e) => e.event);
    expect(events).toEqual(expect.arrayContaining(['second_factor_enrolled', 'recovery_codes_regenerated', 'second_factor_removed']));
  });

  it('lets an administrator reset another user\'s factor with a reason, never their own', async () => {
    const { account } = await enrolled();
    const admin = await newAdministrator(t);
    const adminToken = await signIn(t, admin, 'adm');
    const own = await post(`/api/users/users/${admin.id}/second-factor/reset`, { reason: 'Perdió el teléfono' }, adminToken);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(SF_MSG.resetOwn);
    const noReason = await post(`/api/users/users/${account.id}/second-factor/reset`, { reason: '' }, adminToken);
    expect(noReason.statusCode).toBe(400);
    const lecturerToken = t.docente;
    expect((await post(`/api/users/users/${account.id}/second-factor/reset`, { reason: 'Perdió el teléfono' }, lecturerToken)).statusCode).toBe(403);
    const reset = await post(`/api/users/users/${account.id}/second-factor/reset`, { reason: 'Perdió el teléfono' }, adminToken);
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toBe(SF_MSG.resetDone);
    expect((await passwordStep(account)).json().token).toBeDefined();
    const [line] = await t.db.select().from(securityEvents).where(and(eq(securityEvents.event, 'second_factor_reset'), eq(securityEvents.subjectUserId, account.id)));
    expect(line).toMatchObject({ actorId: admin.id, details: { reason: 'Perdió el teléfono', methods: ['totp'] } });
    expect((await post('/api/users/users/999999/second-factor/reset', { reason: 'Perdió el teléfono' }, adminToken)).statusCode).toBe(404);
  });
});

describe('sessions', () => {
  it('lists the open sessions with device and address, closes one and all the others', async () => {
    const account = await newAdministrator(t);
    const a = await signIn(t, account, 'adm');
    const b = (await passwordStep(account)).json().token.access_token;
    const c = (await passwordStep(account)).json().token.access_token;
    const listed = (await get('/api/account/security', a)).json().sessions;
    expect(listed).toHaveLength(3);
    expect(listed.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    expect(listed.map((s: { device: string }) => s.device)).toContain('Chrome en Linux');
    const other = listed.find((s: { current: boolean }) => !s.current);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/account/sessions/${other.id}`, headers: bearer(a) })).statusCode).toBe(200);
    expect((await get('/api/account/security', a)).json().sessions).toHaveLength(2);
    // Another user's session is simply not found.
    const stranger = await signIn(t, await newAdministrator(t), 'adm');
    expect((await t.app.inject({ method: 'DELETE', url: `/api/account/sessions/${listed[0].id}`, headers: bearer(stranger) })).statusCode).toBe(404);

    expect((await post('/api/account/sessions/close-others', {}, a)).statusCode).toBe(200);
    expect((await get('/api/account/security', a)).json().sessions).toHaveLength(1);
    for (const token of [b, c]) expect((await get('/api/auth/me', token)).statusCode).toBe(401);
    expect((await eventsOf(account.id)).filter((e) => e.event === 'session_closed')).toHaveLength(2);
  });

  it('notes when a session was last seen, without emptying the instances\' session caches', async () => {
    const account = await newAdministrator(t);
    const token = await signIn(t, account, 'adm');
    const version = async () => Number((await t.db.select().from(authVersion))[0]!.version);
    const before = await version();
    expect((await get('/api/auth/me', token)).statusCode).toBe(200);
    await expect.poll(async () => (await get('/api/account/security', token)).json().sessions[0].last_seen_at).not.toBeNull();
    expect(await version()).toBe(before);
  });
});

describe('the audit trail', () => {
  it('records sign-ins, failures and sign-outs, and never a secret, code or ticket', async () => {
    const { account, secret, codes } = await enrolled();
    await post('/api/auth/login', { email: account.username, password: 'incorrecta', type: 'adm' });
    const ok = await secondStep(account, (ms) => codeAt(secret, ms), midStep() + 50 * 60_000);
    await post('/api/auth/logout', {}, ok.json().token.access_token);
    const [failed] = await t.db.select().from(securityEvents).where(and(eq(securityEvents.event, 'sign_in_failed'), eq(securityEvents.login, account.username)));
    expect(failed).toMatchObject({ actorId: null, details: { account_type: 'adm', reason: 'credentials' } });
    const mine = await t.db.select().from(securityEvents).where(eq(securityEvents.actorId, account.id));
    expect(mine.map((e) => e.event)).toEqual(expect.arrayContaining(['sign_in', 'second_factor_enrolled', 'sign_out']));
    const written = JSON.stringify([...mine, failed]);
    for (const secretText of [secret, ...codes, 'incorrecta', account.password]) expect(written).not.toContain(secretText);
  });
});
