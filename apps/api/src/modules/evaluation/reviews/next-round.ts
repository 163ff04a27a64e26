import { sql } from 'drizzle-orm';
import type { TConfig } from '../../../config';
import { queryRows } from '../../../db/query-rows';
import type { Tx } from '../../../db/transaction';
import { enqueueMail } from '../../../platform/mail-outbox';
import { nextRoundMail } from '../assignments/assignment-mails';

/**
 * A project sent again after 'Ajustes solicitados' opens a new round for the same evaluators: their
 * deadline reminders (reminders-job.ts, once each per assignment) are due again for it, and each
 * evaluator still on it (Asignada or Aceptada) is told once, by mail through the outbox, in the
 * sending transaction.
 */
export async function openNextRound(tx: Tx, config: Pick<TConfig, 'publicUrl' | 'PRODUCT_NAME' | 'INSTITUTION_NAME'>, projectId: number) {
  const evaluators = await queryRows<{ name: string; email: string; title: string; call: string; round: number }>(
    tx,
    sql`with reopened as (
        update evaluation_assignments set reminded_before_at = null, reminded_due_at = null
        where project_id = ${projectId} returning evaluator_id, state)
      select u.name, u.email, p.title, a.name as call, p.evaluation_round as round
      from reopened r join users u on u.id = r.evaluator_id join projects p on p.id = ${projectId} join announcements a on a.id = p.announcement_id
      where r.state in ('Asignada', 'Aceptada') and u.active
      order by u.id`,
  );
  await enqueueMail(tx, ...evaluators.map((e) => nextRoundMail(config, e, { title: e.title, call: e.call, round: e.round })));
}
