import { describe, expect, it } from 'vitest';
import { desc } from 'drizzle-orm';
import { MSG } from '@siiicca/shared';
import { newAdministrator, newLecturer } from '../../../test/accounts';
import { useTestApp } from '../../../test/helpers';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { sessions } from '../../db/schema';

// Sign-in limits (login-limits.ts), counted in the database. Each test speaks from its own addresses.
const t = useTestApp({ LOGIN_REQUESTS_PER_MINUTE: '45' });

const login = (payload: object, remoteAddress: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload, remoteAddress, headers });

describe('sign-in limits', () => {
  it('counts one account whether it is typed as user name or e-mail', async () => {
    const ip = '10.20.0.1';
    const lecturer = await newLecturer(t);
    const spellings = [lecturer.username, lecturer.email.toUpperCase(), lecturer.username.toUpperCase(), lecturer.email, lecturer.username];
    for (const email of spellings) {
      expect((await login({ email, password: 'mala-clave' }, ip)).statusCode).toBe(401);
    }
    for (const email of [lecturer.username, lecturer.email]) {
      const blocked = await login({ email, password: lecturer.password }, ip);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toBe(MSG.tooManyAttempts(Number(blocked.headers['retry-after'])));
    }
    // The same account from another address still signs in (the pair is blocked, not the account).
    expect((await login({ email: lecturer.username, password: lecturer.password }, '10.20.0.2')).statusCode).toBe(200);
  });

  it('ignores X-Forwarded-For from a client that is not a trusted proxy', async () => {
    const attacker = '10.21.0.1';
    // Rotating a forged header does not make five guesses look like five people...
    for (let i = 0; i < 5; i++) {
      const res = await login({ email: 'nadie.aqui', password: 'mala-clave' }, attacker, { 'x-forwarded-for': `198.51.100.${i}` });
      expect(res.statusCode).toBe(401);
    }
    expect((await login({ email: 'nadie.aqui', password: 'otra-clave' }, attacker, { 'x-forwarded-for': '198.51.100.99' })).statusCode).toBe(429);
    // ...nor lets anyone lock out the address they name in it.
    const victim = '10.21.0.2';
    const lecturer = await newLecturer(t);
    for (let i = 0; i < 5; i++) {
      await login({ email: lecturer.username, password: 'mala-clave' }, attacker, { 'x-forwarded-for': victim });
    }
    expect((await login({ email: lecturer.username, password: lecturer.password }, victim)).statusCode).toBe(200);
  });

  it('slows a flood of sign-ins with random names from one address', async () => {
    const ip = '10.22.0.1';
    for (let i = 0; i < 30; i++) {
      expect((await login({ email: `persona${i}.${Date.now()}`, password: 'clave-al-azar' }, ip)).statusCode).toBe(401);
    }
    const blocked = await login({ email: 'docente', password: 'Docente#2026' }, ip);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(50);
    expect((await login({ email: 'docente', password: 'Docente#2026' }, '10.22.0.2')).statusCode).toBe(200);
  });

  it('pauses an account guessed at from many addresses, except where its owner signed in before', async () => {
    const owner = await newAdministrator(t);
    const as = (password: string) => ({ email: owner.username, password, type: 'adm' });
    // The owner signs in from their usual address first (recorded with the session).
    expect((await login(as(owner.password), '10.23.0.100')).statusCode).toBe(200);
    for (let i = 0; i < 10; i++) {
      expect((await login(as('mala-clave'), `10.23.1.${i}`)).statusCode).toBe(401);
    }
    const fromNew = await login(as(owner.password), '10.23.2.1');
    expect(fromNew.statusCode).toBe(429);
    expect(fromNew.json().message).toBe(MSG.accountPaused(Number(fromNew.headers['retry-after'])));
    expect(Number(fromNew.headers['retry-after'])).toBeLessThanOrEqual(300);
    // The owner's known address is not locked out by strangers.
    expect((await login(as(owner.password), '10.23.0.100')).statusCode).toBe(200);
  });

  it('limits sign-in requests per address, good passwords included', async () => {
    const ip = '10.24.0.1';
    const answers: number[] = [];
    for (let i = 0; i < 46; i++) answers.push((await login({ email: 'docente', password: 'Docente#2026' }, ip)).statusCode);
    expect(answers.slice(0, 45).every((s) => s === 200)).toBe(true);
    expect(answers[45]).toBe(429);
  });

  it('takes the client address from X-Forwarded-For only when the proxy is trusted (TRUST_PROXY)', async () => {
    const proxied = await buildApp({ ...t.deps, config: loadConfig({ ...process.env, LOG_LEVEL: 'silent', DATA_DIR: t.deps.config.DATA_DIR, TRUST_PROXY: '10.25.0.1' }) }, { logger: false });
    try {
      const viaProxy = await proxied.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'docente', password: 'Docente#2026' },
        remoteAddress: '10.25.0.1',
        headers: { 'x-forwarded-for': '203.0.113.7' },
      });
      expect(viaProxy.statusCode).toBe(200);
      const direct = await login({ email: 'docente', password: 'Docente#2026' }, '10.25.0.2', { 'x-forwarded-for': '203.0.113.8' });
      expect(direct.statusCode).toBe(200);
      const recorded = await t.db.select({ ip: sessions.ip }).from(sessions).orderBy(desc(sessions.createdAt)).limit(2);
      expect(recorded.map((r) => r.ip).sort()).toEqual(['10.25.0.2', '203.0.113.7']);
    } finally {
      await proxied.close();
    }
  });
});

describe('TRUST_PROXY', () => {
  it('is off by default, takes addresses, and refuses a blanket true and a hop count (Fastify >= 5.12.1 ignores one)', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(() => loadConfig({ TRUST_PROXY: '1' })).toThrow(/TRUST_PROXY=1: un número de saltos ya no se admite/);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.0.1.0/24' }).trustProxy).toEqual(['10.0.0.5', '10.0.1.0/24']);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: 'evil.example' })).toThrow(/TRUST_PROXY/);
  });
});
