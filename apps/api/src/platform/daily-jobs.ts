import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import { todayInBogota } from '@siiicca/shared';
import type { Db } from '../db/client';
import { inTransaction, type Tx } from '../db/transaction';
import { jobRuns } from '../db/schema';
import { queryRows } from '../db/query-rows';
import { notifyMailQueued } from './mail-outbox';
import { isDatabaseUnavailable } from '../lib/pg-errors';
import { createOutageLog } from './outage-log';

/*
 * Daily jobs (ADR 008): each runs once per day (Bogotá's calendar) whatever the number of processes
 * and restarts. The day is claimed by inserting job_runs(job, day) in the job's own transaction: a
 * second process waits on the first one's uncommitted row and then finds it taken; a job that fails
 * rolls its claim back and is tried again at the next check.
 */

export type TDailyJob = {
  name: string;
  /** The day's work, in the transaction that claims the day. */
  run(tx: Tx, today: string): Promise<void>;
};

export type TJobDeps = { db: Db; log: FastifyBaseLogger };

/** Runs `job` for `today` unless some process already did: true when this call ran it. */
export async function runDailyJob(deps: TJobDeps, job: TDailyJob, today: string): Promise<boolean> {
  return inTransaction(deps.db, async (tx) => {
    const claimed = await queryRows<{ job: string }>(
      tx,
      sql`insert into ${jobRuns} (job, day) values (${job.name}, ${today}::date) on conflict do nothing returning job`,
    );
    if (claimed.length === 0) return false;
    await job.run(tx, today);
    await tx.execute(sql`update ${jobRuns} set finished_at = clock_timestamp() where job = ${job.name} and day = ${today}::date`);
    return true;
  });
}

export type TDailyJobs = {
  /** Runs every job for `today` (default: today in Bogotá) now, after any run in progress; answers the jobs this call ran. */
  runOnce(today?: string): Promise<string[]>;
  stop(): Promise<void>;
};

/**
 * The scheduler of this process: checks at start and every `intervalMs` (ten minutes) whether
 * today's jobs have run, and runs them once. A failing job is logged and retried at the next check.
 */
export function startDailyJobs(deps: TJobDeps, jobs: TDailyJob[], opts: { intervalMs?: number; firstDelayMs?: number } = {}): TDailyJobs {
  let running: Promise<string[]> | null = null;
  let stopped = false;
  // A database outage is logged once, with a count, and its end once: not a line per job and check.
  const outage = createOutageLog('daily jobs');

  const runAll = async (today: string) => {
    const ran: string[] = [];
    for (const job of jobs) {
      try {
        if (await runDailyJob(deps, job, today)) ran.push(job.name);
        outage.recovered(deps.log);
      } catch (err) {
        if (isDatabaseUnavailable(err)) {
          outage.failed(deps.log, err);
          continue;
        }
        const e = err as { name?: string; code?: unknown };
        deps.log.error({ job: job.name, errorType: e?.name, code: typeof e?.code === 'string' ? e.code : undefined }, 'daily job failed; retried at the next check');
      }
    }
    if (ran.length > 0) {
      deps.log.info({ jobs: ran, day: today }, 'daily jobs ran');
      // What the jobs queued is committed now: the mail worker may take it.
      notifyMailQueued();
    }
    return ran;
  };
  const runOnce = (today: string = todayInBogota()) => {
    const current = (running ?? Promise.resolve([]))
      .catch(() => [])
      .then(() => runAll(today))
      .finally(() => {
        if (running === current) running = null;
      });
    running = current;
    return current;
  };
  const tick = () => {
    if (!stopped) void runOnce();
  };
  const first = setTimeout(tick, opts.firstDelayMs ?? 5_000);
  first.unref();
  const interval = setInterval(tick, opts.intervalMs ?? 10 * 60_000);
  interval.unref();

  return {
    runOnce,
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(interval);
      await running?.catch(() => undefined);
    },
  };
}
