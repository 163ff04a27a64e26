import { sql } from 'drizzle-orm';
import { PRIVACY_MSG, type TPrivacyNotice, type TPrivacyNoticeInput, type TPrivacyStatus } from '@siiicca/shared';
import { privacyAcceptances, privacyNotices } from '../../db/schema';
import { queryRows } from '../../db/query-rows';
import { inTransaction, type DbOrTx } from '../../db/transaction';
import { conflict } from '../../lib/app-error';
import { recordSecurityEvent } from '../../platform/security-events';
import { firstNoticeText } from './notice-text';

const NOTICE_COLUMNS = sql`id, version, title, body, to_char(published_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as published_at`;

/** The version in force (the newest), or null before any is published. */
export async function currentNotice(db: DbOrTx): Promise<TPrivacyNotice | null> {
  const [row] = await queryRows<TPrivacyNotice>(db, sql`select ${NOTICE_COLUMNS} from ${privacyNotices} order by version desc limit 1`);
  return row ?? null;
}

/** The notice in force and when `userId` accepted it (null: not yet, the session's pending step). */
export async function privacyStatus(db: DbOrTx, userId: number): Promise<TPrivacyStatus> {
  const notice = await currentNotice(db);
  if (!notice) return { notice: null, accepted_at: null };
  const [row] = await queryRows<{ accepted_at: string }>(
    db,
    sql`select to_char(accepted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as accepted_at from ${privacyAcceptances} where user_id = ${userId} and notice_id = ${notice.id}`,
  );
  return { notice, accepted_at: row?.accepted_at ?? null };
}

/**
 * Records that `userId` accepted `version`, which must be the one in force (a version published
 * while the user read the older one is not accepted unread: 409). Accepting again changes nothing.
 */
export async function acceptNotice(db: DbOrTx, userId: number, version: number, ip: string) {
  return inTransaction(db, async (tx) => {
    const notice = await currentNotice(tx);
    if (!notice || notice.version !== version) throw conflict(PRIVACY_MSG.staleVersion);
    const inserted = await tx.insert(privacyAcceptances).values({ userId, noticeId: notice.id, ip }).onConflictDoNothing().returning({ userId: privacyAcceptances.userId });
    if (inserted.length > 0) await recordSecurityEvent(tx, { event: 'privacy_notice_accepted', actorId: userId, ip, details: { version } });
    return { message: PRIVACY_MSG.accepted };
  });
}

/** Publishes a new version: every user, the publisher included, accepts it at their next request. */
export async function publishNotice(db: DbOrTx, actorId: number, input: TPrivacyNoticeInput, ip: string) {
  return inTransaction(db, async (tx) => {
    // One publisher at a time: the next version number is read and written under the table's lock.
    await tx.execute(sql`lock table ${privacyNotices} in share row exclusive mode`);
    const [{ next }] = await queryRows<{ next: number }>(tx, sql`select coalesce(max(version), 0) + 1 as next from ${privacyNotices}`);
    await tx.insert(privacyNotices).values({ version: Number(next), title: input.title, body: input.body, publishedBy: actorId });
    await recordSecurityEvent(tx, { event: 'privacy_notice_published', actorId, ip, details: { version: Number(next) } });
    return { message: PRIVACY_MSG.published(Number(next)) };
  });
}

/** Every version, newest first, with how many users accepted each. */
export async function listNotices(db: DbOrTx) {
  return queryRows<TPrivacyNotice & { acceptances: number }>(
    db,
    sql`select ${NOTICE_COLUMNS}, (select count(*)::int from ${privacyAcceptances} a where a.notice_id = n.id) as acceptances
      from ${privacyNotices} n order by version desc limit 1000`,
  );
}

/** Version 1 when none was ever published (reference data, on every start). */
export async function seedFirstNotice(db: DbOrTx, opts: { institution: string; product: string; officeEmail: string }) {
  const text = firstNoticeText(opts.institution, opts.product, opts.officeEmail);
  await db.execute(
    sql`insert into ${privacyNotices} (version, title, body) select 1, ${text.title}, ${text.body} where not exists (select 1 from ${privacyNotices})`,
  );
}
