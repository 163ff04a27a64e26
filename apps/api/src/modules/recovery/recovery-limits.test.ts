import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RECOVERY_MSG } from '@siiicca/shared';
import { useTestApp } from '../../../test/helpers';
import { readMessage } from './testing/mail-trap';
import { findEmail, requestLink } from './testing/recovery-client';

// Recovery mail written to the outbox (no SMTP_URL), with a configured public address.
const PUBLIC_URL = 'https://siiicca.example.edu.co';
const t = useTestApp({
  PUBLIC_URL,
  ALTCHA_COST: '1',
  ALTCHA_MAX_NUMBER: '20',
  RECOVERY_LOOKUPS_PER_MINUTE: '2',
  RECOVERY_LOOKUPS_GLOBAL_PER_MINUTE: '7',
});

const outboxMessages = () => {
  const dir = path.join(t.deps.config.DATA_DIR, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir).sort().map((f) => readMessage(fs.readFileSync(path.join(dir, f), 'utf8')));
};

describe('password recovery links and limits', () => {
  it('builds the e-mailed link from PUBLIC_URL, whatever Host or X-Forwarded-Host the request forges', async () => {
    const ip = '10.30.0.1';
    const found = await findEmail(t.app, 'docente2@siiicca.test', ip);
    expect(found.statusCode, found.body).toBe(200);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/password/token',
      remoteAddress: ip,
      headers: { host: 'atacante.example', 'x-forwarded-host': 'atacante.example', 'x-forwarded-proto': 'http', forwarded: 'host=atacante.example' },
      payload: { user: found.json().user, k: '', mail: 0 },
    });
    expect(forged.statusCode, forged.body).toBe(200);
    const [message] = outboxMessages();
    expect(message!.text).toMatch(new RegExp(`^${PUBLIC_URL.replace(/\./g, '\\.')}/findrecover/[A-Za-z0-9_-]{43}$`, 'm'));
    expect(message!.html).toContain(`href="${PUBLIC_URL}/findrecover/`);
    expect(`${message!.text}${message!.html}`).not.toContain('atacante');
  });

  it('caps account look-ups per address, and overall however many addresses ask', async () => {
    // One look-up was spent above (10.30.0.1). Per address: two a minute.
    const perAddress = '10.30.1.1';
    for (let i = 0; i < 2; i++) expect((await findEmail(t.app, `x${i}@siiicca.test`, perAddress, 'malo')).statusCode).toBe(400);
    const blocked = await findEmail(t.app, 'docente@siiicca.test', perAddress, 'malo');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(RECOVERY_MSG.lookupThrottled);
    // Overall: seven a minute, so rotating addresses stops at the ceiling too (1 + 2 + 4 = 7; the
    // refused third look-up above never reached the overall count).
    for (const ip of ['10.30.2.1', '10.30.2.2', '10.30.2.3', '10.30.2.6']) {
      expect((await findEmail(t.app, 'nadie@siiicca.test', ip, 'malo')).statusCode).toBe(400);
    }
    const ceiling = await findEmail(t.app, 'docente@siiicca.test', '10.30.2.4', 'malo');
    expect(ceiling.statusCode).toBe(429);
    expect(Number(ceiling.headers['retry-after'])).toBeGreaterThan(0);
    // Requests for links are still served for a search already made (they have their own limits).
    expect((await requestLink(t.app, 'ticket-inexistente', 0, '10.30.2.5')).statusCode).toBe(400);
  });
});
