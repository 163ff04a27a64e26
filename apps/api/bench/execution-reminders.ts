/**
 * The daily reminders of progress reports (issue 42, modules/execution/reports/reminders-job.ts) over
 * the reports execution-volume.ts loads (over 100,000, none reminded yet: the job's first day, the
 * most it can find to do), on the app's own database handle (on PostgreSQL the serving pool, with its
 * statement time-out, as the daily job runs). The day's work as runDailyJob runs it, in one
 * transaction, rolled back after each run so every run finds the same work. Median of RUNS; the
 * target is under 5 s. Figures printed, never asserted.
 */
import { sql } from 'drizzle-orm';
import { todayInBogota } from '@siiicca/shared';
import { queryRows } from '../src/db/query-rows';
import { inTransaction } from '../src/db/transaction';
import { queueReportReminders } from '../src/modules/execution/reports/reminders-job';
import type { TestApp } from '../test/helpers';
import { addBenchRow } from './table';
import { median } from './timing';

const RUNS = 3;

class RolledBack extends Error {}

export async function remindersBench(t: TestApp, kind: string) {
  const [{ reports, owed }] = (await queryRows<{ reports: number; owed: number }>(
    t.db,
    sql`select count(*)::int as reports,
      count(*) filter (where r.state in ('Pendiente', 'Borrador', 'Con observaciones') and p.state = 'En ejecución')::int as owed
      from execution_reports r join projects p on p.id = r.project_id`,
  )) as [{ reports: number; owed: number }];
  const today = todayInBogota();
  const times: number[] = [];
  let mails = 0;
  for (let i = 0; i < RUNS; i++) {
    const start = process.hrtime.bigint();
    await inTransaction(t.db, async (tx) => {
      mails = await queueReportReminders(tx, t.deps.config, today);
      throw new RolledBack();
    }).catch((err) => {
      if (!(err instanceof RolledBack)) throw err;
    });
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  const ms = median(times);
  const database = kind.startsWith('PGlite') ? 'PGlite' : 'PostgreSQL';
  const measure = `execution reports' daily reminders, first run [${reports.toLocaleString('en')} reports, ${owed.toLocaleString('en')} owed, ${mails.toLocaleString('en')} mails]`;
  console.log(`\nReminders on ${kind}: ${measure}: ${ms.toFixed(0)} ms (median of ${RUNS}, each rolled back; ${times.map((x) => x.toFixed(0)).join(', ')} ms)`);
  addBenchRow({ measure, database, unit: 'ms', product: ms });
}
