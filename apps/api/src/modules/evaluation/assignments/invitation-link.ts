import { randomBytes, randomUUID } from 'node:crypto';
import { maskEmail } from '@siiicca/shared';
import type { AppDeps } from '../../../app-deps';
import type { DbOrTx } from '../../../db/transaction';
import { enqueueMail } from '../../../platform/mail-outbox';
import { hashEmail, insertReset, sha256 } from '../../recovery';
import { invitationMail } from './assignment-mails';

/** How long an invitation's link to set the password lives (a recovery link lives minutes). */
export const INVITATION_DAYS = 7;

type TInvited = { id: number; name: string; email: string; username: string };

/**
 * A single-use link to the recovery flow's page that sets a password (/findrecover/<token>, a
 * password_resets row like a recovery's) and its mail, in the caller's transaction. Only the token's
 * hash is kept.
 */
export async function issueInvitation(tx: DbOrTx, deps: AppDeps, user: TInvited, ip: string) {
  const token = randomBytes(32).toString('base64url');
  await insertReset(tx, {
    id: randomUUID(),
    tokenHash: sha256(token),
    accountType: 'adm',
    login: user.username,
    userId: user.id,
    emailHash: hashEmail(user.email),
    emailMasked: maskEmail(user.email),
    requestIp: ip,
    expiresAt: new Date(Date.now() + INVITATION_DAYS * 86_400_000),
  });
  // The link comes from configuration only, never from the request (a forged Host).
  const link = `${deps.config.publicUrl}/findrecover/${token}`;
  await enqueueMail(tx, invitationMail(deps.config, user, link, INVITATION_DAYS));
}
