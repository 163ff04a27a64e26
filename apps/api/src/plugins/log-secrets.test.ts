import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filtersParam, maskEmail } from '@siiicca/shared';
import { bearer, createTestApp, type TestApp } from '../../test/helpers';
import { appWithLogLines } from '../../test/capture-log';
import { strategyOf } from '../modules/strategies/test-fixtures';
import { readMessage } from '../modules/recovery/testing/mail-trap';
import { findEmail, from, requestLink, solveCaptcha, tokenOf } from '../modules/recovery/testing/recovery-client';

// The whole log stream of a real app while a person recovers a password and a lecturer works, then
// searched for every secret and personal value the flows used: an attacker who reads logs (an
// operator, a log shipper, a backup) finds none of them.
const METRICS_TOKEN = randomBytes(24).toString('base64url');
let lines: string[] = [];
const secrets = new Set<string>();
let t: TestApp;
let app: Awaited<ReturnType<typeof appWithLogLines>>['app'];
let dist: string;

/** Remembers a value the log must never show, as sent and as a URL would carry it. */
const secret = <T extends string>(value: T): T => {
  secrets.add(value);
  secrets.add(encodeURIComponent(value));
  return value;
};

/** Every identification number, e-mail address and mobile a request body carries, at any depth. */
function personalValues(value: unknown): string[] {
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, v]) =>
    typeof v === 'string' && /^(identification|email|mobile)$/.test(key) && v.length > 3 ? [v] : personalValues(v),
  );
}

/** The texts (keys and string values) and numbers of a parsed log line. */
function textsOf(value: unknown): (string | number)[] {
  if (typeof value === 'string' || typeof value === 'number') return [value];
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, v]) => [key, ...textsOf(v)]);
}

beforeAll(async () => {
  // A built web app, so the reset link's page is served as a browser would open it.
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'siiicca-log-dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="es"><body><div id="root"></div></body></html>');
  t = await createTestApp({ ALTCHA_COST: '1', ALTCHA_MAX_NUMBER: '20', METRICS_TOKEN, WEB_DIST: dist });
  ({ app, lines } = await appWithLogLines(t.deps));
});
afterAll(async () => {
  await app?.close();
  await t?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

/** Asks for a link for `email`, choosing the address by `choice`, opens it and sets a new password. */
async function recover(email: string, choice: (masked: string[]) => number | string, ip: string) {
  const findCaptcha = secret(await solveCaptcha(app));
  const found = await findEmail(app, secret(email), ip, findCaptcha);
  expect(found.statusCode, found.body).toBe(200);
  const { user, mails } = found.json<{ user: string; mails: string[] }>();
  secret(user);
  const linked = await requestLink(app, user, choice(mails), ip);
  expect(linked.statusCode, linked.body).toBe(200);

  const outbox = path.join(t.deps.config.DATA_DIR, 'outbox');
  const newest = fs.readdirSync(outbox).filter((f) => f.endsWith('.eml')).sort().at(-1)!;
  const token = secret(tokenOf(readMessage(fs.readFileSync(path.join(outbox, newest), 'utf8')).text));
  // The link as the browser opens it: the page, then the API the page asks.
  const page = await app.inject({ method: 'GET', url: `/findrecover/${token}`, ...from(ip) });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toMatch(/text\/html/);
  const info = await app.inject({ method: 'GET', url: `/api/password/find/${token}`, ...from(ip) });
  expect(info.statusCode, info.body).toBe(200);
  const password = secret(`Nueva Clave ${randomBytes(6).toString('hex')}`);
  const reset = await app.inject({
    method: 'POST',
    url: '/api/password/reset',
    ...from(ip),
    payload: { ...info.json<Record<string, string>>(), captcha: secret(await solveCaptcha(app)), emailVerif: email, password, password_confirmation: password },
  });
  expect(reset.statusCode, reset.body).toBe(200);
}

describe('no secret or personal datum in the log', () => {
  it('runs password recovery and a lecturer’s day, then finds none of their secrets in the log or the metrics', async () => {
    // A lecturer signs in with her e-mail; every request then carries the session token.
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: secret('docente@siiicca.test'), password: secret('Docente#2026'), type: 'sac', remember: false },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const session = secret(signIn.json().token.access_token as string);
    // A browser sends cookies too (a proxy's or an old session's).
    const headers = { ...bearer(session), cookie: `siiicca_session=${secret(randomBytes(24).toString('base64url'))}` };
    const get = async (url: string, status = 200) => {
      const res = await app.inject({ method: 'GET', url, headers });
      expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBe(status);
      return res;
    };

    // Looks people up by identification (the leader step, the investigators step).
    await get(`/api/siiicca/get_leader?identification=${secret('52345678')}`);
    await get(`/api/siiicca/getinvestigator?identification=${secret('79876543')}&type=Interno`);

    // Saves a strategy and a draft of another: identifications, names, e-mails and mobiles in the bodies.
    const strategy = await strategyOf(t.db, 'Grupos de Estudio');
    personalValues(strategy).forEach(secret);
    const saved = await app.inject({ method: 'POST', url: '/api/siiicca/strategies', headers, payload: strategy as never });
    expect(saved.statusCode, saved.body).toBe(201);
    const id = saved.json().data.id as number;
    const draft = { step: 3, data: { leader: { identification: secret('1098765432'), email: secret('lider.borrador@correo.test') } } };
    expect((await app.inject({ method: 'POST', url: '/api/siiicca/strategy_drafts', headers, payload: draft })).statusCode).toBe(201);

    // Lists filtered by an identification and searched by an e-mail, then downloads.
    const byPrincipal = encodeURIComponent(filtersParam([{ field: 'principal', operation: 'Igual', value: '52345678' }]));
    await get(`/api/siiicca/myprojects?page=1&filters=${byPrincipal}&q=${encodeURIComponent('docente@siiicca.test')}`);
    const byLeaderMail = secret(strategy.leader.email!);
    await get(`/api/siiicca/my_strategies?per_page=10&q=${encodeURIComponent(byLeaderMail)}`);
    await get(`/api/siiicca/strategyexcel/all?scope=mine&q=${encodeURIComponent(byLeaderMail)}`);
    await get(`/api/siiicca/strategyexcel/${encodeURIComponent(JSON.stringify([id]))}`);

    // A body the parser refuses quotes itself in the parser's message.
    const garbled = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: 'Docente#2026 docente@siiicca.test',
    });
    expect(garbled.statusCode).toBe(400);

    // A one-time code in a page's query (single sign-on puts its own in the fragment, which no request carries).
    const ssoCode = secret(randomBytes(32).toString('base64url'));
    expect((await app.inject({ method: 'GET', url: `/login?sso=${ssoCode}` })).statusCode).toBe(200);

    // Password recovery, the address chosen by its position and by its masked form.
    await recover('docente2@siiicca.test', () => 0, '10.0.9.1');
    await recover('admin@siiicca.test', (masked) => masked[0]!, '10.0.9.2');
    secret(maskEmail('admin@siiicca.test')); // what the page showed is not for the log either

    const metrics = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${secret(METRICS_TOKEN)}` } });
    expect(metrics.statusCode).toBe(200);

    // Valid JSON lines with none of what the flows used: in any text, or as a whole number (the
    // digits of a number, such as a response time's 15.329569000001356, are no identification).
    const entries = lines.map((l) => JSON.parse(l) as { msg?: string; req?: { url: string } });
    const values = entries.flatMap((e) => textsOf(e));
    // The metrics' names and labels (their figures are numbers like the log's).
    const series = metrics.body.split('\n').map((l) => l.replace(/ [^ ]+$/, ''));
    const found = [...secrets].filter((s) => values.some((v) => (typeof v === 'number' ? String(v) === s : v.includes(s))) || series.some((l) => l.includes(s)));
    expect(found).toEqual([]);
    // The log recorded the flows (so an empty log cannot pass).
    const urls = entries.flatMap((e) => (e.msg === 'request completed' && e.req ? [e.req.url] : []));
    expect(urls.length).toBeGreaterThanOrEqual(25);
    expect(urls).toEqual(
      expect.arrayContaining([
        '/findrecover/[redactado]',
        '/api/password/find/[redactado]',
        `/api/siiicca/strategyexcel/[${id}]`,
        '/api/siiicca/get_leader?identification=[redactado]',
        '/api/siiicca/strategyexcel/all?scope=mine&q=[redactado]',
        '/login?sso=[redactado]',
      ]),
    );
    expect(entries.some((e) => e.msg === 'client error')).toBe(true);
  });
});
