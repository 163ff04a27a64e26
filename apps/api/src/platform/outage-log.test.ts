import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { HTTP_MSG } from '@siiicca/shared';
import { createMailer } from '../lib/mailer';
import { dailyJobsOf } from '../background';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/helpers';
import { createOutageLog } from './outage-log';
import { startMailWorker } from './mail-outbox';
import { startDailyJobs } from './daily-jobs';

type TLine = { level: string; fields: Record<string, unknown>; msg: string };

/** A logger that keeps what it is given (the fields and message of each line). */
function captureLog() {
  const lines: TLine[] = [];
  const at = (level: string) => (fields: Record<string, unknown>, msg: string) => void lines.push({ level, fields, msg });
  const log = { error: at('error'), warn: at('warn'), info: at('info'), debug: () => {}, trace: () => {}, fatal: at('fatal') } as unknown as FastifyBaseLogger;
  return { log, lines };
}

const lostConnection = Object.assign(new Error('Connection terminated unexpectedly'), { cause: { code: '57P01' } });

describe('the outage log', () => {
  it('writes the first failure, a reminder a minute with what it held back, and the recovery', () => {
    let now = 0;
    const { log, lines } = captureLog();
    const outage = createOutageLog('requests', { now: () => now });
    for (let i = 0; i < 1_000; i++) {
      outage.failed(log, lostConnection);
      now += 100;
    }
    outage.recovered(log);
    outage.recovered(log);
    // 100 s of failures: the first line, one reminder at 60 s, the recovery; nothing else.
    expect(lines.map((l) => [l.level, l.msg])).toEqual([
      ['error', 'database unavailable; further failures are counted until it answers again'],
      ['warn', 'database still unavailable'],
      ['info', 'database available again'],
    ]);
    expect(lines[0]!.fields).toEqual({ source: 'requests', code: '57P01' });
    expect(lines[1]!.fields).toMatchObject({ failures: 601, heldBack: 599, outageMs: 60_000 });
    expect(lines[2]!.fields).toEqual({ source: 'requests', failures: 1_000, outageMs: 100_000 });
    // The next outage is a new one.
    outage.failed(log, lostConnection);
    expect(lines).toHaveLength(4);
  });
});

describe('a database that goes away under the running product', () => {
  let t: TestApp | undefined;
  afterAll(async () => t?.close());

  it('mail worker and daily jobs keep running and log the outage once each; requests answer 503 in Spanish', async () => {
    t = await createTestApp();
    const admin = await loginAs(t, 'admin');
    const { log, lines } = captureLog();
    const mail = startMailWorker({ db: t.db, mailer: createMailer(t.deps.config), log }, { intervalMs: 20 });
    const jobs = startDailyJobs({ db: t.db, log }, dailyJobsOf(t.deps), { firstDelayMs: 0, intervalMs: 20 });
    await new Promise((r) => setTimeout(r, 200));
    const before = lines.length;

    await t.closeDatabase();
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({ url: '/api/siiicca/products', headers: bearer(admin) });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message: HTTP_MSG.databaseUnavailable });
      expect(res.headers['retry-after']).toBe('5');
    }
    // About twenty passes of each loop while the database is away.
    await new Promise((r) => setTimeout(r, 500));
    await Promise.all([mail.stop(), jobs.stop()]);

    const outage = lines.slice(before);
    expect(outage.map((l) => [l.level, l.fields.source, l.msg])).toEqual(
      expect.arrayContaining([
        ['error', 'mail outbox', 'database unavailable; further failures are counted until it answers again'],
        ['error', 'daily jobs', 'database unavailable; further failures are counted until it answers again'],
      ]),
    );
    expect(outage).toHaveLength(2);
  });
});
