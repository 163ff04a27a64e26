import type { FastifyBaseLogger } from 'fastify';
import { pgErrorOf } from '../lib/pg-errors';

/*
 * One database outage, a handful of log lines. While the database is away every request and every
 * background pass fails the same way; logging each failure wrote tens of thousands of lines in a
 * few seconds, burying what came before. An outage log writes the first failure (error), then a
 * reminder at most every `reminderMs` with the count of the failures it held back (warn), and one
 * line when the database answers again (info), with the count and how long the outage lasted.
 */

export type TOutageLog = {
  /** A failure because the database is unavailable. */
  failed(log: FastifyBaseLogger, err?: unknown): void;
  /** The database answered: ends the outage being counted, if any. */
  recovered(log: FastifyBaseLogger): void;
  /** Whether an outage is being counted (failures seen, no recovery since). */
  readonly active: boolean;
};

/** What a log line may say about the failure: its code (SQLSTATE or system), never its text. */
const codeOf = (err: unknown): string | undefined => {
  const pg = pgErrorOf(err)?.code;
  if (pg) return pg;
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    if (typeof e.code === 'string' && /^[A-Z0-9_]{2,40}$/.test(e.code)) return e.code;
  }
  return undefined;
};

/** `source` names who fails in the log lines: 'requests', 'mail outbox', 'daily jobs'. */
export function createOutageLog(source: string, opts: { reminderMs?: number; now?: () => number } = {}): TOutageLog {
  const reminderMs = opts.reminderMs ?? 60_000;
  const now = opts.now ?? Date.now;
  let since: number | null = null;
  let lastLine = 0;
  let failures = 0;
  let held = 0;
  return {
    get active() {
      return since !== null;
    },
    failed(log, err) {
      failures++;
      const t = now();
      if (since === null) {
        since = t;
        lastLine = t;
        log.error({ source, code: codeOf(err) }, 'database unavailable; further failures are counted until it answers again');
        return;
      }
      if (t - lastLine < reminderMs) {
        held++;
        return;
      }
      log.warn({ source, failures, heldBack: held, outageMs: t - since, code: codeOf(err) }, 'database still unavailable');
      lastLine = t;
      held = 0;
    },
    recovered(log) {
      if (since === null) return;
      log.info({ source, failures, outageMs: now() - since }, 'database available again');
      since = null;
      failures = 0;
      held = 0;
    },
  };
}
