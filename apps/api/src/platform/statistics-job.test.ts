import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../db/query-rows';
import { useTestApp } from '../../test/helpers';
import { runDailyJob } from './daily-jobs';
import { statisticsJob } from './statistics-job';

const t = useTestApp();
const log = { info: () => {}, error: () => {}, warn: () => {} } as never;

describe('the daily statistics job', () => {
  it('brings the planner’s row counts up to date with what was written since, once a day', async () => {
    await t.db.execute(sql`insert into strategy_periods (description, date_start, date_end, state)
      select 'Periodo ' || n, date '2001-01-01', date '2001-06-30', false from generate_series(1, 500) n`);
    const [{ n }] = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from strategy_periods`);
    const planned = async () => (await queryRows<{ r: number }>(t.db, sql`select reltuples::int as r from pg_class where relname = 'strategy_periods'`))[0]!.r;
    expect(await planned()).not.toBe(n);
    expect(await runDailyJob({ db: t.db, log }, statisticsJob, '2031-03-04')).toBe(true);
    expect(await planned()).toBe(n);
    expect(await runDailyJob({ db: t.db, log }, statisticsJob, '2031-03-04')).toBe(false);
  });
});
