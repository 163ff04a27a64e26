import { sql } from 'drizzle-orm';
import type { TConfig } from '../../config';
import type { DbOrTx } from '../../db/transaction';
import { queryRows } from '../../db/query-rows';
import type { TDailyJob } from '../../platform/daily-jobs';
import { enqueueMail } from '../../platform/mail-outbox';
import { projectReminderMail } from './notifications';

type TReminderConfig = Pick<TConfig, 'PROJECT_REMINDER_DAYS' | 'publicUrl' | 'PRODUCT_NAME' | 'INSTITUTION_NAME'>;

type TDue = { project_id: number; title: string; call: string; closes_on: string; owner: string; email: string };

/**
 * Reminds the owners of drafts whose call closes within PROJECT_REMINDER_DAYS days (and has not
 * closed): one e-mail per draft and call, ever. project_reminders' key decides who is new
 * (INSERT ... ON CONFLICT DO NOTHING RETURNING): a second run, another process or a restart finds
 * the rows there and mails nobody twice. Answers how many reminders were queued.
 */
export async function queueProjectReminders(tx: DbOrTx, config: TReminderConfig, today: string): Promise<number> {
  const due = await queryRows<TDue>(
    tx,
    sql`with inserted as (
        insert into project_reminders (project_id, announcement_id, closes_on)
        select p.id, a.id, a.fecha_fin from projects p join announcements a on a.id = p.announcement_id
        where p.state = 'Borrador' and a.state
          and a.fecha_fin >= ${today}::date and a.fecha_fin <= ${today}::date + ${config.PROJECT_REMINDER_DAYS}::int
        on conflict do nothing
        returning project_id, announcement_id, closes_on)
      select i.project_id, p.title, a.name as call, to_char(i.closes_on, 'YYYY-MM-DD') as closes_on, u.name as owner, u.email
      from inserted i join projects p on p.id = i.project_id join announcements a on a.id = i.announcement_id join users u on u.id = p.user_id
      order by i.project_id`,
  );
  await enqueueMail(
    tx,
    ...due.map((d) =>
      projectReminderMail(config, { to: d.email, owner: d.owner, id: d.project_id, title: d.title, call: d.call, closesOn: d.closes_on, today }),
    ),
  );
  return due.length;
}

/** The daily job of reminders (platform/daily-jobs.ts runs it once a day). */
export const projectRemindersJob = (config: TReminderConfig): TDailyJob => ({
  name: 'project_reminders',
  run: async (tx, today) => {
    await queueProjectReminders(tx, config, today);
  },
});
