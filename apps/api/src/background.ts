import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from './app-deps';
import { startDailyJobs, type TDailyJob, type TDailyJobs } from './platform/daily-jobs';
import { startMailWorker, type TMailWorker } from './platform/mail-outbox';
import { projectRemindersJob } from './modules/projects/reminders';

/** The product's daily jobs, in the order they run. */
export const dailyJobsOf = (deps: Pick<AppDeps, 'config'>): TDailyJob[] => [projectRemindersJob(deps.config)];

export type TBackground = { mail: TMailWorker; jobs: TDailyJobs; stop(): Promise<void> };

/**
 * The work a process does besides answering requests: the mail outbox worker and the daily jobs.
 * Every process may run them (JOBS_ENABLED): a message and a day's job are each taken once.
 */
export function startBackground(deps: Pick<AppDeps, 'config' | 'db' | 'mailer'>, log: FastifyBaseLogger): TBackground {
  const mail = startMailWorker({ db: deps.db, mailer: deps.mailer, log });
  const jobs = startDailyJobs({ db: deps.db, log }, dailyJobsOf(deps));
  return {
    mail,
    jobs,
    async stop() {
      await Promise.all([jobs.stop(), mail.stop()]);
    },
  };
}
