import { sql } from 'drizzle-orm';
import { addBusinessDays, colombianHolidays, DATA_REQUEST_TERMS, PRIVACY_MSG, type TDataRequestKind } from '@siiicca/shared';
import { holidays } from '../../db/schema';
import { queryRows } from '../../db/query-rows';
import type { DbOrTx } from '../../db/transaction';
import { conflict } from '../../lib/app-error';

/** The years the product ships holidays for; the office adds later ones from 'Datos Personales'. */
export const SEEDED_HOLIDAY_YEARS = [2025, 2026, 2027, 2028, 2029, 2030] as const;

/** Writes the computed Colombian holidays of the seeded years (a day already there keeps its name). */
export async function seedHolidays(db: DbOrTx) {
  const rows = SEEDED_HOLIDAY_YEARS.flatMap((y) => colombianHolidays(y));
  await db.insert(holidays).values(rows).onConflictDoNothing();
}

/** The holidays of a year (every one when no year is given), in date order. */
export async function listHolidays(db: DbOrTx, year?: number) {
  const where = year ? sql`where day between ${`${year}-01-01`}::date and ${`${year}-12-31`}::date` : sql``;
  return queryRows<{ day: string; name: string }>(db, sql`select day::text as day, name from ${holidays} ${where} order by day`);
}

export async function addHoliday(db: DbOrTx, row: { day: string; name: string }) {
  const inserted = await db.insert(holidays).values(row).onConflictDoNothing().returning({ day: holidays.day });
  if (inserted.length === 0) throw conflict(PRIVACY_MSG.holidayExists, { day: [PRIVACY_MSG.holidayExists] });
}

/**
 * The last day to answer a request of `kind` filed on `filedOn` (Bogotá's calendar): its term in
 * business days counted from the next day, skipping weekends and the holidays table's days.
 */
export async function dueDateOf(db: DbOrTx, kind: TDataRequestKind, filedOn: string): Promise<string> {
  // 15 business days never span more than about five weeks; 90 days leaves room for any calendar.
  const rows = await queryRows<{ day: string }>(
    db,
    sql`select day::text as day from ${holidays} where day > ${filedOn}::date and day <= ${filedOn}::date + 90 order by day`,
  );
  return addBusinessDays(filedOn, DATA_REQUEST_TERMS[kind], new Set(rows.map((r) => r.day)));
}
