import { sql, type SQL } from 'drizzle-orm';
import { REPORT_OWED_STATES, shownDate } from '@siiicca/shared';
import { queryRows } from '../../../db/query-rows';
import type { DbOrTx } from '../../../db/transaction';
import { htmlParagraph, mailHtml, mailText } from '../../../lib/mail-layout';
import type { TDailyJob } from '../../../platform/daily-jobs';
import { enqueueMail, type TOutboxMail } from '../../../platform/mail-outbox';
import { executionLink, footerOf, type TMailConfig } from './review-mail';

/** Days before a report's due date of its first reminder. */
export const REPORT_REMINDER_DAYS = 15;
/** Days between two reminders of a report overdue. */
export const OVERDUE_REMINDER_EVERY_DAYS = 7;
/** Mails queued per INSERT (a first run may find many reports overdue). */
const MAIL_BATCH = 500;

type TDue = { id: number; project_id: number; number: number; kind: string; due_date: string; title: string; owner: string; email: string };
type TWhen = 'before' | 'due' | 'overdue';

/** A reminder of a report still owed, to the project's owner (links from PUBLIC_URL). */
export function reportReminderMail(config: TMailConfig, d: TDue, when: TWhen, today: string): TOutboxMail {
  const days = Math.round((Date.parse(d.due_date) - Date.parse(today)) / 86_400_000);
  const report = `el informe ${d.number} (${d.kind})`;
  const subject =
    when === 'overdue'
      ? `Su informe ${d.number} del proyecto está vencido - ${config.PRODUCT_NAME}`
      : `Su informe ${d.number} del proyecto vence ${days === 0 ? 'hoy' : days === 1 ? 'mañana' : `en ${days} días`} - ${config.PRODUCT_NAME}`;
  const intro = [
    `Hola, ${d.owner}.`,
    when === 'overdue'
      ? `${report[0]!.toUpperCase()}${report.slice(1)} de su proyecto «${d.title}» venció el ${shownDate(d.due_date)} y aún no se ha enviado. Un informe con más de 30 días de vencido deja el proyecto En mora.`
      : `${report[0]!.toUpperCase()}${report.slice(1)} de su proyecto «${d.title}» debe enviarse a más tardar el ${shownDate(d.due_date)}.`,
    'Diligéncielo y envíelo desde la ejecución del proyecto.',
  ];
  const link = executionLink(config, d.project_id);
  const footer = footerOf(config);
  return {
    kind: 'execution_report_reminder',
    to: d.email,
    subject,
    text: mailText([...intro, '', `Informe: #${d.number} del proyecto #${d.project_id}`, '', `Ir a la ejecución del proyecto: ${link}`], footer),
    html: mailHtml({ title: subject, body: intro.map(htmlParagraph), button: { href: link, label: 'Ir a la ejecución del proyecto' }, footer }),
  };
}

const OWED = sql.join(REPORT_OWED_STATES.map((s) => sql`${s}`), sql`, `);

/**
 * Marks the reports due for one kind of reminder and answers them, in ONE statement whatever their
 * number (set-based: an UPDATE … RETURNING joined to the project and its owner): reports still owed
 * (Pendiente, Borrador, Con observaciones) of projects En ejecución (a Suspendido project's dates move
 * on resumption; closed ones owe nothing). The mark is what makes each reminder once, whatever the
 * runs and processes.
 */
function markDue(tx: DbOrTx, column: 'reminded_before_at' | 'reminded_due_at' | 'reminded_overdue_at', when: SQL, at: SQL = sql`now()`) {
  const col = sql.raw(column);
  return queryRows<TDue>(
    tx,
    sql`with due as (
        update execution_reports r set ${col} = ${at}
        from projects p
        where p.id = r.project_id and p.state = 'En ejecución' and r.state in (${OWED}) and ${when}
        returning r.id, r.project_id, r.number, r.kind, r.due_date)
      select due.id, due.project_id, due.number, due.kind, to_char(due.due_date, 'YYYY-MM-DD') as due_date, p.title, u.name as owner, u.email
      from due join projects p on p.id = due.project_id join users u on u.id = p.user_id
      order by due.id`,
  );
}

/**
 * Queues the day's reminders of progress reports: 15 days before the due date (or later, if a day was
 * missed), on the due date, and weekly while overdue (the next one at least 7 days after the last, in
 * Bogotá's calendar). Three statements and the mails' inserts. Answers how many were queued.
 */
export async function queueReportReminders(tx: DbOrTx, config: TMailConfig, today: string): Promise<number> {
  const day = sql`${today}::date`;
  const before = await markDue(tx, 'reminded_before_at', sql`r.reminded_before_at is null and r.due_date > ${day} and r.due_date <= ${day} + ${REPORT_REMINDER_DAYS}::int`);
  const due = await markDue(tx, 'reminded_due_at', sql`r.reminded_due_at is null and r.due_date = ${day}`);
  const overdue = await markDue(
    tx,
    'reminded_overdue_at',
    sql`r.due_date < ${day} and (r.reminded_overdue_at is null or (r.reminded_overdue_at at time zone 'America/Bogota')::date <= ${day} - ${OVERDUE_REMINDER_EVERY_DAYS}::int)`,
    // Noon of the run's day in Bogotá: the next one is counted from the day it was sent for.
    sql`(${day} + time '12:00') at time zone 'America/Bogota'`,
  );
  const mails = [
    ...before.map((d) => reportReminderMail(config, d, 'before', today)),
    ...due.map((d) => reportReminderMail(config, d, 'due', today)),
    ...overdue.map((d) => reportReminderMail(config, d, 'overdue', today)),
  ];
  for (let i = 0; i < mails.length; i += MAIL_BATCH) await enqueueMail(tx, ...mails.slice(i, i + MAIL_BATCH));
  return mails.length;
}

/** The daily job of progress reports' reminders (platform/daily-jobs.ts runs it once a day). */
export const executionRemindersJob = (config: TMailConfig): TDailyJob => ({
  name: 'execution_report_reminders',
  run: async (tx, today) => {
    await queueReportReminders(tx, config, today);
  },
});
