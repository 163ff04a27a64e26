import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from './app-deps';
import { startDailyJobs, type TDailyJob, type TDailyJobs } from './platform/daily-jobs';
import { startMailWorker, type TMailWorker } from './platform/mail-outbox';
import { projectRemindersJob } from './modules/projects/reminders';
import { evaluationRemindersJob } from './modules/evaluation/reviews/reminders-job';
import { executionRemindersJob } from './modules/execution/reports/reminders-job';
import { statisticsJob } from './platform/statistics-job';
import { privacyRemindersJob } from './modules/privacy';
import { minAgeOf, startFileSweeps, type TFileSweeps } from './ops/sweep-files';

/** The product's daily jobs, in the order they run. */
export const dailyJobsOf = (deps: Pick<AppDeps, 'config'>): TDailyJob[] => [projectRemindersJob(deps.config), evaluationRemindersJob(deps.config), executionRemindersJob(deps.config), privacyRemindersJob(deps.config), statisticsJob];

export type TBackground = { mail: TMailWorker; jobs: TDailyJobs; sweeps: TFileSweeps; stop(): Promise<void> };

/**
 * The work a process does besides answering requests: the mail outbox worker, the daily jobs and
 * the sweep of leftover upload files (at start, then hourly). Every process may run them
 * (JOBS_ENABLED): a message and a day's job are each taken once; sweeps only remove what no one uses.
 */
export function startBackground(deps: Pick<AppDeps, 'config' | 'db' | 'mailer' | 'files'>, log: FastifyBaseLogger): TBackground {
  const mail = startMailWorker({ db: deps.db, mailer: deps.mailer, log });
  const jobs = startDailyJobs({ db: deps.db, log }, dailyJobsOf(deps));
  const sweeps = startFileSweeps({ db: deps.db, dataDir: deps.config.DATA_DIR, files: deps.files, minAgeMs: minAgeOf(deps.config.REQUEST_TIMEOUT_MS), log });
  return {
    mail,
    jobs,
    sweeps,
    async stop() {
      await Promise.all([jobs.stop(), mail.stop(), sweeps.stop()]);
    },
  };
}
