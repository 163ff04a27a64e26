import { eq, sql } from 'drizzle-orm';
import { EXECUTION_MSG, type TCallExecutionSettings, type TCallExecutionSettingsSave } from '@siiicca/shared';
import { inTransaction, type DbOrTx } from '../../../db/transaction';
import { announcements, callExecutionSettings } from '../../../db/schema';
import { notFound } from '../../../lib/app-error';
import { refuseStale } from '../../../platform/versions';
import { readCallExecution } from './read-call-execution';

/**
 * Saves a call's execution settings, in one transaction on the call's row locked: the version read
 * must still be the stored one (409). The settings rule the projects started afterwards (duration,
 * schedule, budget maximum) and every extension asked for afterwards.
 */
export async function saveCallExecution(db: DbOrTx, announcementId: number, input: TCallExecutionSettingsSave): Promise<TCallExecutionSettings> {
  return inTransaction(db, async (tx) => {
    const [locked] = await tx.select({ id: announcements.id }).from(announcements).where(eq(announcements.id, announcementId)).for('update');
    if (!locked) throw notFound(EXECUTION_MSG.callNotFound);
    refuseStale(input.version, (await readCallExecution(tx, announcementId)).version, EXECUTION_MSG.stale);
    const settings = {
      durationMonths: input.duration_months,
      reportEveryMonths: input.report_every_months,
      finalReportDays: input.final_report_days,
      budgetMax: input.budget_max,
      extensionsAllowed: input.extensions_allowed,
      cleanRecordYears: input.clean_record_years,
      updatedAt: sql`clock_timestamp()`,
    };
    await tx
      .insert(callExecutionSettings)
      .values({ announcementId, ...settings })
      .onConflictDoUpdate({ target: callExecutionSettings.announcementId, set: settings });
    return readCallExecution(tx, announcementId);
  });
}
