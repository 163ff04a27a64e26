import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/transaction';
import { strategyPeriods } from '../../db/schema';

/**
 * The active strategy period's id, or null when none is active. Its own file: the list, the saves,
 * drafts and deletes all ask it, and none of them needs the list's query to do so.
 */
export async function activePeriodId(db: DbOrTx): Promise<number | null> {
  const [row] = await db.select({ id: strategyPeriods.id }).from(strategyPeriods).where(eq(strategyPeriods.state, true));
  return row?.id ?? null;
}
