import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { maskEmail, RECOVERY_MSG, RECOVERY_TOKEN_MINUTES, type TRecoveryTokenRequest } from '@siiicca/shared';
import type { AppDeps } from '../../app-deps';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import { recordSecurityEvent } from '../../platform/security-events';
import { loadRecoverableAccount } from './find-account';
import { assertResettable } from './lookup-account';
import { deleteReset, hashEmail, insertReset, requestedSince, sha256 } from './password-resets.repository';
import { composeResetMail } from './reset-mail';
import { ticketCipher } from './ticket';

type Context = { ip: string; log: FastifyBaseLogger };

/** Step 2: e-mails a single-use reset link to the address chosen among the account's own. */
export async function requestReset(deps: AppDeps, input: TRecoveryTokenRequest, ctx: Context) {
  const ref = ticketCipher(deps.tokens.secret).open(input.user);
  if (!ref) throw badRequest(RECOVERY_MSG.searchExpired, { user: [RECOVERY_MSG.searchExpired] });
  const account = await loadRecoverableAccount(deps, ref);
  if (!account) throw notFound(RECOVERY_MSG.accountNotFound);
  assertResettable(deps, account);
  const to = pickAddress(account.emails, input.mail);
  if (!to) throw badRequest(RECOVERY_MSG.chooseMail, { mail: [RECOVERY_MSG.chooseMail] });
  if (await requestedSince(deps.db, ref, new Date(Date.now() - 60_000))) throw new AppError(429, RECOVERY_MSG.tokenThrottled);

  const token = randomBytes(32).toString('base64url');
  const id = randomUUID();
  await insertReset(deps.db, {
    id,
    tokenHash: sha256(token),
    accountType: account.type,
    login: account.login,
    userId: account.userId,
    emailHash: hashEmail(to),
    emailMasked: maskEmail(to),
    requestIp: ctx.ip,
    expiresAt: new Date(Date.now() + RECOVERY_TOKEN_MINUTES * 60_000),
  });
  // From configuration only, never from the request: a forged Host must not put its address in the mail.
  const link = `${deps.config.publicUrl}/findrecover/${token}`;
  const mail = composeResetMail({
    to,
    name: account.name,
    link,
    institution: deps.config.INSTITUTION_NAME,
    product: deps.config.PRODUCT_NAME,
  });
  let sent: { id: string; file?: string };
  try {
    sent = await deps.mailer.send(mail);
  } catch (err) {
    // No link went out: forget it, so the per-minute limit does not hold back a retry.
    await deleteReset(deps.db, id);
    const e = err as { code?: string; message?: string };
    ctx.log.error({ mailError: { code: e.code, message: e.message } }, 'recovery mail could not be sent');
    throw new AppError(503, RECOVERY_MSG.mailFailed);
  }
  // The audit line names the account, never the link nor the address it went to.
  await recordSecurityEvent(deps.db, { event: 'password_reset_requested', actorId: null, subjectUserId: account.userId, login: account.login, ip: ctx.ip, details: { account_type: account.type } });
  if (deps.mailer.mode === 'outbox') {
    // Only without an SMTP server: the local administrator finds the message (and its link) in this
    // file. The link itself never reaches the log: whoever reads logs could take the account over.
    ctx.log.info({ outboxFile: sent.file }, 'Correo de recuperación guardado en el buzón local (sin SMTP_URL)');
  }
  return { message: RECOVERY_MSG.mailSent };
}

/** `mail` is the index in the masked list or the masked address itself. */
function pickAddress(emails: string[], mail: number | string): string | null {
  if (typeof mail === 'number') return emails[mail] ?? null;
  if (/^\d+$/.test(mail)) return emails[Number(mail)] ?? null;
  return emails.find((e) => maskEmail(e) === mail.toLowerCase()) ?? null;
}
