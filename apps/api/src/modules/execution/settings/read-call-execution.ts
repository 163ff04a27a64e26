import { eq } from 'drizzle-orm';
import { EXECUTION_DEFAULTS, EXECUTION_MSG, type TCallExecutionSettings } from '@siiicca/shared';
import type { DbOrTx } from '../../../db/transaction';
import { announcements, callExecutionSettings } from '../../../db/schema';
import { notFound } from '../../../lib/app-error';
import { rowVersion } from '../../../platform/versions';

export type TExecutionSettings = Omit<TCallExecutionSettings, 'announcement' | 'defined' | 'version'>;

/** A call's execution settings as stored, or the defaults (the columns' own) when none were saved. */
export async function callSettings(db: DbOrTx, announcementId: number): Promise<{ defined: boolean; settings: TExecutionSettings; updatedAt: Date | null }> {
  const [stored] = await db.select().from(callExecutionSettings).where(eq(callExecutionSettings.announcementId, announcementId));
  if (!stored) return { defined: false, settings: { ...EXECUTION_DEFAULTS }, updatedAt: null };
  return {
    defined: true,
    settings: {
      duration_months: stored.durationMonths,
      report_every_months: stored.reportEveryMonths,
      final_report_days: stored.finalReportDays,
      budget_max: stored.budgetMax,
      extensions_allowed: stored.extensionsAllowed,
      clean_record_years: stored.cleanRecordYears,
    },
    updatedAt: stored.updatedAt,
  };
}

/**
 * A call's execution settings document (defaults when none saved, `defined: false`) and its
 * version: a digest of the settings and their `updated_at`, so any save by someone else (even one
 * writing the same figures) gives another one.
 */
export async function readCallExecution(db: DbOrTx, announcementId: number): Promise<TCallExecutionSettings> {
  const [call] = await db.select({ id: announcements.id, name: announcements.name }).from(announcements).where(eq(announcements.id, announcementId));
  if (!call) throw notFound(EXECUTION_MSG.callNotFound);
  const { defined, settings, updatedAt } = await callSettings(db, announcementId);
  return { announcement: call, defined, ...settings, version: rowVersion({ defined, ...settings, at: updatedAt?.toISOString() ?? null }) };
}
