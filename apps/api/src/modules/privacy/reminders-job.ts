import { sql } from 'drizzle-orm';
import { DATA_REQUEST_REMINDER_DAYS } from '@siiicca/shared';
import { queryRows } from '../../db/query-rows';
import type { DbOrTx } from '../../db/transaction';
import type { TDailyJob } from '../../platform/daily-jobs';
import { enqueueMail } from '../../platform/mail-outbox';
import { reminderMail, type TDueRequest, type TPrivacyMailConfig } from './mails';

/**
 * Marks the unanswered requests due within DATA_REQUEST_REMINDER_DAYS days (or overdue) and not yet
 * reminded today, and queues one digest of them to the research office: a reminder a day until each
 * is answered. One statement and the mail's insert; answers how many requests it named.
 */
export async function queueRequestReminders(tx: DbOrTx, config: TPrivacyMailConfig, today: string): Promise<number> {
  const due = await queryRows<TDueRequest>(
    tx,
    sql`with due as (
        update data_requests r set reminded_on = ${today}::date
        where r.answered_at is null and r.due_on <= ${today}::date + ${DATA_REQUEST_REMINDER_DAYS}::int
          and (r.reminded_on is null or r.reminded_on < ${today}::date)
        returning r.id, r.kind, r.due_on, r.user_id)
      select due.id, due.kind, due.due_on::text as due_on, u.name as user_name from due join users u on u.id = due.user_id order by due.due_on, due.id`,
  );
  if (due.length > 0) await enqueueMail(tx, reminderMail(config, due, today));
  return due.length;
}

/** The daily job of personal-data requests' reminders (platform/daily-jobs.ts runs it once a day). */
export const privacyRemindersJob = (config: TPrivacyMailConfig): TDailyJob => ({
  name: 'data_request_reminders',
  run: async (tx, today) => {
    await queueRequestReminders(tx, config, today);
  },
});
