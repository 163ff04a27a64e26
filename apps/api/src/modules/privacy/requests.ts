import { sql } from 'drizzle-orm';
import {
  PRIVACY_MSG,
  shownDate,
  todayInBogota,
  type TDataRequest,
  type TDataRequestInput,
  type TOfficeDataRequest,
} from '@siiicca/shared';
import { dataRequests } from '../../db/schema';
import { queryRows } from '../../db/query-rows';
import { inTransaction, type DbOrTx } from '../../db/transaction';
import { conflict, notFound } from '../../lib/app-error';
import { enqueueMail, notifyMailQueued } from '../../platform/mail-outbox';
import { recordSecurityEvent } from '../../platform/security-events';
import { anonymiseUser } from './anonymise';
import { dueDateOf } from './holidays';
import { answerMail, type TPrivacyMailConfig } from './mails';

const stamp = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`);
const REQUEST_COLUMNS = sql`r.id, r.kind, r.text, ${stamp('r.filed_at')} as filed_at, r.due_on::text as due_on,
  case when r.answered_at is null then null else ${stamp('r.answered_at')} end as answered_at, r.answer`;

/** Files a request of the signed-in user; its deadline is fixed now, from Bogotá's calendar and the holidays table. */
export async function fileRequest(db: DbOrTx, userId: number, input: TDataRequestInput, ip: string, today = todayInBogota()) {
  return inTransaction(db, async (tx) => {
    const dueOn = await dueDateOf(tx, input.kind, today);
    const [row] = await tx.insert(dataRequests).values({ userId, kind: input.kind, text: input.text, dueOn }).returning({ id: dataRequests.id });
    await recordSecurityEvent(tx, { event: 'data_request_filed', actorId: userId, ip, details: { request_id: row!.id, kind: input.kind, due_on: dueOn } });
    return { message: PRIVACY_MSG.requestFiled(shownDate(dueOn)), id: row!.id, due_on: dueOn };
  });
}

/** The signed-in user's requests, newest first. */
export async function myRequests(db: DbOrTx, userId: number): Promise<TDataRequest[]> {
  return queryRows<TDataRequest>(db, sql`select ${REQUEST_COLUMNS} from ${dataRequests} r where r.user_id = ${userId} order by r.filed_at desc, r.id desc limit 1000`);
}

/** One of the signed-in user's requests; another user's is not found. */
export async function myRequest(db: DbOrTx, userId: number, id: number): Promise<TDataRequest> {
  const [row] = await queryRows<TDataRequest>(db, sql`select ${REQUEST_COLUMNS} from ${dataRequests} r where r.id = ${id} and r.user_id = ${userId}`);
  if (!row) throw notFound(PRIVACY_MSG.requestNotFound);
  return row;
}

export type TRequestState = 'open' | 'answered' | 'all';

/** The office's list: open requests by deadline (the most urgent first), answered ones newest first. */
export async function officeRequests(db: DbOrTx, q: { page: number; per_page: number; state: TRequestState }) {
  const where = q.state === 'open' ? sql`where r.answered_at is null` : q.state === 'answered' ? sql`where r.answered_at is not null` : sql``;
  const order = q.state === 'answered' ? sql`r.answered_at desc, r.id desc` : sql`(r.answered_at is not null), r.due_on, r.id`;
  const data = await queryRows<TOfficeDataRequest>(
    db,
    sql`select ${REQUEST_COLUMNS}, r.user_id, u.name as user_name, u.email as user_email, a.name as answered_by
      from ${dataRequests} r join users u on u.id = r.user_id left join users a on a.id = r.answered_by
      ${where} order by ${order} limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`,
  );
  const [{ total }] = await queryRows<{ total: number }>(db, sql`select count(*)::int as total from ${dataRequests} r ${where}`);
  return { data, meta: { total: Number(total), page: q.page, per_page: q.per_page } };
}

/**
 * The office answers a request: the answer is mailed to the titular (at the address the account had
 * when the request was answered) and a supresión anonymises the titular's data (anonymise.ts), all in
 * one transaction with its audit lines.
 */
export async function answerRequest(db: DbOrTx, config: TPrivacyMailConfig, actorId: number, id: number, answer: string, ip: string) {
  await inTransaction(db, async (tx) => {
    const [row] = await queryRows<{ id: number; user_id: number; kind: TDataRequest['kind']; filed_at: string; answered: boolean; email: string; name: string }>(
      tx,
      sql`select r.id, r.user_id, r.kind, r.filed_at::text as filed_at, r.answered_at is not null as answered, u.email, u.name
        from ${dataRequests} r join users u on u.id = r.user_id where r.id = ${id} for update of r`,
    );
    if (!row) throw notFound(PRIVACY_MSG.requestNotFound);
    if (row.answered) throw conflict(PRIVACY_MSG.alreadyAnswered);
    await tx.execute(sql`update ${dataRequests} set answered_at = now(), answered_by = ${actorId}, answer = ${answer} where id = ${id}`);
    await enqueueMail(tx, answerMail(config, { to: row.email, name: row.name, id, kind: row.kind, filedAt: row.filed_at.slice(0, 10), answer }));
    await recordSecurityEvent(tx, { event: 'data_request_answered', actorId, subjectUserId: row.user_id, ip, details: { request_id: id, kind: row.kind } });
    if (row.kind === 'supresion') {
      const changed = await anonymiseUser(tx, row.user_id);
      await recordSecurityEvent(tx, { event: 'personal_data_anonymised', actorId, subjectUserId: row.user_id, ip, details: { request_id: id, ...changed } });
    }
  });
  notifyMailQueued();
  return { message: PRIVACY_MSG.requestAnswered };
}
