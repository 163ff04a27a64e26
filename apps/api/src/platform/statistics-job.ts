import { sql } from 'drizzle-orm';
import type { TDailyJob } from './daily-jobs';

/**
 * The planner's statistics refreshed once a day (ANALYZE). PostgreSQL's autovacuum does it on its
 * own; the embedded PGlite has no autovacuum, so its statistics would stay as the first start left
 * them: the plans, and the record lists' estimated totals (records/record-page.ts), would drift
 * from the data as it grows. ANALYZE reads a sample of each table and blocks no reads or writes.
 */
export const statisticsJob: TDailyJob = {
  name: 'statistics',
  async run(tx) {
    await tx.execute(sql`analyze`);
  },
};
