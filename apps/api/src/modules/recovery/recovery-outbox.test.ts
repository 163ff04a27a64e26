import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { appWithLogLines } from '../../../test/capture-log';
import { readMessage } from './testing/mail-trap';
import { findEmail, requestLink, solveCaptcha, tokenOf } from './testing/recovery-client';

// Without SMTP_URL the product writes each message into DATA_DIR/outbox and logs the file's path
// (never the link: a log reader could use it), so a local administrator can finish a recovery. The
// same run checks what reaches the log.
let t: TestApp;
let app: Awaited<ReturnType<typeof appWithLogLines>>['app'];
let lines: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ ALTCHA_COST: '1', ALTCHA_MAX_NUMBER: '20' });
  ({ app, lines } = await appWithLogLines(t.deps));
});
afterAll(async () => {
  await app?.close();
  await t?.close();
});

describe('recovery without an SMTP server', () => {
  it('writes the message as an .eml file, logs where it is, and keeps the link and every secret out of the log', async () => {
    const ip = '10.0.2.1';
    const findCaptcha = await solveCaptcha(app);
    const found = await findEmail(app, 'docente2@siiicca.test', ip, findCaptcha);
    expect(found.statusCode, found.body).toBe(200);
    expect(t.deps.mailer.mode).toBe('outbox');
    expect((await requestLink(app, found.json().user, 0, ip)).statusCode).toBe(200);

    const outbox = path.join(t.deps.config.DATA_DIR, 'outbox');
    const files = fs.readdirSync(outbox).filter((f) => f.endsWith('.eml'));
    expect(files).toHaveLength(1);
    const raw = fs.readFileSync(path.join(outbox, files[0]!), 'utf8');
    const message = readMessage(raw);
    expect(raw).toMatch(/^To: docente2@siiicca\.test$/m);
    expect(message.subject).toBe('Recuperación de contraseña - SIIICCA');
    // No PUBLIC_URL: the link points at the local demo address, never at the request's Host.
    expect(message.text).toMatch(/^http:\/\/localhost:3000\/findrecover\/[A-Za-z0-9_-]{43}$/m);
    const token = tokenOf(message.text);
    const fileLines = lines.map((l) => JSON.parse(l)).filter((l) => l.outboxFile);
    expect(fileLines).toHaveLength(1);
    expect(fileLines[0].outboxFile).toBe(path.join(outbox, files[0]!));

    const info = await app.inject({ method: 'GET', url: `/api/password/find/${token}` });
    expect(info.statusCode).toBe(200);
    const password = 'Clave nueva del outbox 2026';
    const resetCaptcha = await solveCaptcha(app);
    const reset = await app.inject({
      method: 'POST',
      url: '/api/password/reset',
      payload: { ...info.json<Record<string, string>>(), captcha: resetCaptcha, emailVerif: 'docente2@siiicca.test', password, password_confirmation: password },
    });
    expect(reset.statusCode, reset.body).toBe(200);

    const log = lines.join('');
    expect(log).toContain('/api/password/find/[redactado]');
    // No token, captcha, password or full address reaches the log.
    for (const secret of [token, findCaptcha.slice(0, 40), resetCaptcha.slice(0, 40), password, 'docente2@siiicca.test']) {
      expect(log).not.toContain(secret);
    }
  });
});
