import { sql } from 'drizzle-orm';
import { shownDate } from '@siiicca/shared';
import type { TConfig } from '../../../config';
import { queryRows } from '../../../db/query-rows';
import type { DbOrTx } from '../../../db/transaction';
import { htmlParagraph, mailHtml, mailText } from '../../../lib/mail-layout';
import type { TDailyJob } from '../../../platform/daily-jobs';
import { enqueueMail, type TOutboxMail } from '../../../platform/mail-outbox';

type TReminderConfig = Pick<TConfig, 'publicUrl' | 'PRODUCT_NAME' | 'INSTITUTION_NAME'>;

/** Days before the call's evaluation deadline of the first reminder. */
export const EVALUATION_REMINDER_DAYS = 3;

type TDue = { id: number; title: string; call: string; deadline: string; evaluator: string; email: string };

/** 'YYYY-MM-DD' as people read it in Colombia. */

/** The reminder of an open evaluation (the project's title and call only: a blind call names nobody). */
export function evaluationReminderMail(config: TReminderConfig, d: TDue, today: string): TOutboxMail {
  const days = Math.round((Date.parse(d.deadline) - Date.parse(today)) / 86_400_000);
  const when = days <= 0 ? 'hoy' : days === 1 ? 'mañana' : `en ${days} días`;
  const subject = `Su evaluación de un proyecto vence ${when} - ${config.PRODUCT_NAME}`;
  const intro = [
    `Hola, ${d.evaluator}.`,
    `La evaluación del proyecto «${d.title}» de la convocatoria «${d.call}» vence ${when} (su último día es el ${shownDate(d.deadline)}).`,
    'Califique cada criterio y envíe su evaluación antes del cierre desde Mis Evaluaciones (si aún no la ha aceptado, acéptela primero).',
  ];
  const link = `${config.publicUrl}/my_evaluations`;
  const footer = [`${config.INSTITUTION_NAME} - ${config.PRODUCT_NAME}`, 'Este es un mensaje automático; por favor no lo responda.'];
  return {
    kind: 'evaluation_reminder',
    to: d.email,
    subject,
    text: mailText([...intro, '', `Asignación: #${d.id}`, '', `Ir a Mis Evaluaciones: ${link}`], footer),
    html: mailHtml({ title: subject, body: intro.map(htmlParagraph), button: { href: link, label: 'Ir a Mis Evaluaciones' }, footer }),
  };
}

/**
 * Marks the open assignments due for one reminder (`column` still empty) and answers them: open
 * (Asignada or Aceptada), the project in evaluation, this round not submitted. The UPDATE ...
 * RETURNING is what makes it once each, whatever the runs and processes.
 */
function markDue(tx: DbOrTx, column: 'reminded_before_at' | 'reminded_due_at', when: ReturnType<typeof sql>) {
  const col = sql.raw(column);
  return queryRows<TDue>(
    tx,
    sql`with due as (
        update evaluation_assignments ea set ${col} = now()
        from projects p join call_evaluation_settings s on s.announcement_id = p.announcement_id
        where p.id = ea.project_id and ea.state in ('Asignada', 'Aceptada') and p.state = 'En evaluación'
          and ea.${col} is null and ${when}
          and not exists (select 1 from evaluations e where e.assignment_id = ea.id and e.round = p.evaluation_round and e.submitted_at is not null)
        returning ea.id, ea.evaluator_id, ea.project_id, s.deadline)
      select due.id, p.title, a.name as call, to_char(due.deadline, 'YYYY-MM-DD') as deadline, u.name as evaluator, u.email
      from due join projects p on p.id = due.project_id join announcements a on a.id = p.announcement_id join users u on u.id = due.evaluator_id
      order by due.id`,
  );
}

/** Queues the day's reminders: three days before the deadline (or later, if a day was missed) and on the deadline day. */
export async function queueEvaluationReminders(tx: DbOrTx, config: TReminderConfig, today: string): Promise<number> {
  const before = await markDue(tx, 'reminded_before_at', sql`s.deadline > ${today}::date and s.deadline <= ${today}::date + ${EVALUATION_REMINDER_DAYS}::int`);
  const due = await markDue(tx, 'reminded_due_at', sql`s.deadline = ${today}::date`);
  const all = [...before, ...due];
  await enqueueMail(tx, ...all.map((d) => evaluationReminderMail(config, d, today)));
  return all.length;
}

/** The daily job of evaluation reminders (platform/daily-jobs.ts runs it once a day). */
export const evaluationRemindersJob = (config: TReminderConfig): TDailyJob => ({
  name: 'evaluation_reminders',
  run: async (tx, today) => {
    await queueEvaluationReminders(tx, config, today);
  },
});
