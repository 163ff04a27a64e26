import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { DbOrTx } from '../db/transaction';
import { mailOutbox } from '../db/schema';
import { queryRows } from '../db/query-rows';
import { inTransaction } from '../db/transaction';
import type { Mailer } from '../lib/mailer';
import { isDatabaseUnavailable } from '../lib/pg-errors';
import { createOutageLog } from './outage-log';

/*
 * The mail outbox (ADR 008): a message is a row of mail_outbox written in the transaction of what it
 * tells, so a rolled-back send mails nobody and a crash after the commit still mails. The worker
 * delivers pending rows through the Mailer (SMTP or .eml files), at least once, retrying with an
 * exponential backoff. A row is claimed in a short transaction (FOR UPDATE SKIP LOCKED, then its
 * next attempt pushed a lease ahead), so two processes never deliver the same row and no transaction
 * stays open while an SMTP server thinks.
 */

export type TOutboxMail = { kind: string; to: string; subject: string; text: string; html: string };

/** Attempts before a message is given up (about 4 hours of backoff in all). */
export const MAIL_MAX_ATTEMPTS = 8;
/** How long a claimed row is left to its worker before another may try it (a crash mid-send). */
const LEASE_MS = 5 * 60_000;
/** The wait before attempt n+1 after n failures: 1, 2, 4 ... minutes, at most 2 hours. */
export const mailBackoffMs = (failures: number) => Math.min(60_000 * 2 ** Math.max(0, failures - 1), 2 * 60 * 60_000);

/** In-process signal: a message was queued (the worker looks shortly after, once it is committed). */
const queued = new EventEmitter();
queued.setMaxListeners(0);

/** Tells the mail workers of this process that messages were queued (call after the commit). */
export const notifyMailQueued = () => queued.emit('queued');

/**
 * Writes messages into the outbox in the caller's transaction; nothing is sent before it commits.
 * The caller calls `notifyMailQueued()` once it has committed: a worker woken earlier (on a busy
 * database the commit can take longer than the wake delay) found nothing and left the message to
 * the next minute's pass.
 */
export async function enqueueMail(tx: DbOrTx, ...mails: TOutboxMail[]) {
  if (mails.length === 0) return;
  await tx.insert(mailOutbox).values(mails.map((m) => ({ kind: m.kind, recipient: m.to, subject: m.subject, text: m.text, html: m.html })));
}

export type TMailDeps = { db: Db; mailer: Mailer; log: FastifyBaseLogger };

type TClaimed = { id: number; kind: string; recipient: string; subject: string; text: string; html: string; attempts: number };

/** Takes one due message for this worker, or null. */
async function claimOne(db: Db, now: Date): Promise<TClaimed | null> {
  return inTransaction(db, async (tx) => {
    const [row] = await queryRows<TClaimed>(
      tx,
      sql`select id, kind, recipient, subject, text, html, attempts from ${mailOutbox}
        where sent_at is null and attempts < ${MAIL_MAX_ATTEMPTS} and next_attempt_at <= ${now.toISOString()}::timestamptz
        order by next_attempt_at, id limit 1 for update skip locked`,
    );
    if (!row) return null;
    await tx.execute(sql`update ${mailOutbox} set next_attempt_at = ${new Date(now.getTime() + LEASE_MS).toISOString()}::timestamptz where id = ${row.id}`);
    return row;
  });
}

/** The kind of a failure, never its words (an SMTP answer may quote an address). */
function errorKind(err: unknown): string {
  const e = err as { code?: unknown; name?: unknown } | null;
  if (e && typeof e.code === 'string' && /^[A-Z0-9_]{2,40}$/.test(e.code)) return e.code;
  if (e && typeof e.name === 'string' && /^[A-Za-z]{1,40}$/.test(e.name)) return e.name;
  return 'Error';
}

/**
 * One delivery pass: sends every due message (up to `limit`), marking each sent, or counting the
 * failure and setting its next attempt. `now` is for tests (a retry due later).
 */
export async function deliverPendingMail(deps: TMailDeps, opts: { now?: Date; limit?: number } = {}) {
  const now = opts.now ?? new Date();
  const limit = opts.limit ?? 100;
  const result = { sent: 0, failed: 0 };
  for (let i = 0; i < limit; i++) {
    const row = await claimOne(deps.db, now);
    if (!row) break;
    try {
      await deps.mailer.send({ to: row.recipient, subject: row.subject, text: row.text, html: row.html });
      await deps.db.execute(sql`update ${mailOutbox} set sent_at = now(), attempts = attempts + 1, last_error = null where id = ${row.id}`);
      result.sent++;
    } catch (err) {
      const attempts = row.attempts + 1;
      const kind = errorKind(err);
      const next = new Date(now.getTime() + mailBackoffMs(attempts)).toISOString();
      await deps.db.execute(
        sql`update ${mailOutbox} set attempts = ${attempts}, last_error = ${kind}, next_attempt_at = ${next}::timestamptz where id = ${row.id}`,
      );
      // The message's id and kind only: no address, no subject.
      deps.log[attempts >= MAIL_MAX_ATTEMPTS ? 'error' : 'warn']({ outboxId: row.id, mailKind: row.kind, attempts, errorKind: kind }, attempts >= MAIL_MAX_ATTEMPTS ? 'mail given up' : 'mail delivery failed; will retry');
      result.failed++;
    }
  }
  return result;
}

export type TMailWorker = {
  /** Runs one pass now (after any pass in progress). */
  runOnce(opts?: { now?: Date }): Promise<{ sent: number; failed: number }>;
  stop(): Promise<void>;
};

/**
 * The delivery worker of this process: a pass every `intervalMs` (a minute) and `wakeDelayMs` after
 * a message queued here was committed (`notifyMailQueued`). One pass at a time; a failed pass (database out) waits for the next.
 */
export function startMailWorker(deps: TMailDeps, opts: { intervalMs?: number; wakeDelayMs?: number } = {}): TMailWorker {
  const intervalMs = opts.intervalMs ?? 60_000;
  const wakeDelayMs = opts.wakeDelayMs ?? 300;
  let running: Promise<{ sent: number; failed: number }> | null = null;
  let stopped = false;
  let wakeTimer: NodeJS.Timeout | null = null;

  const pass = (now?: Date) => {
    const previous = running ?? Promise.resolve();
    const current = previous
      .catch(() => undefined)
      .then(() => deliverPendingMail(deps, { now }))
      .finally(() => {
        if (running === current) running = null;
      });
    running = current;
    return current;
  };
  // A database outage is logged once, with a count, and its end once: not a line per pass.
  const outage = createOutageLog('mail outbox');
  const tick = () => {
    if (stopped) return;
    pass().then(
      () => outage.recovered(deps.log),
      (err: unknown) => {
        if (isDatabaseUnavailable(err)) outage.failed(deps.log, err);
        else deps.log.error({ errorKind: errorKind(err) }, 'mail outbox pass failed');
      },
    );
  };
  const onQueued = () => {
    if (stopped || wakeTimer) return;
    wakeTimer = setTimeout(() => {
      wakeTimer = null;
      tick();
    }, wakeDelayMs);
    wakeTimer.unref();
  };
  queued.on('queued', onQueued);
  const interval = setInterval(tick, intervalMs);
  interval.unref();
  // Messages left by a previous run go out at start.
  onQueued();

  return {
    runOnce: (o = {}) => pass(o.now),
    async stop() {
      stopped = true;
      queued.off('queued', onQueued);
      clearInterval(interval);
      if (wakeTimer) clearTimeout(wakeTimer);
      await running?.catch(() => undefined);
    },
  };
}
