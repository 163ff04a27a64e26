import { maskEmail, RECOVERY_MSG, type TRecoveryFound } from '@siiicca/shared';
import type { AppDeps } from '../../app-deps';
import { AppError, notFound } from '../../lib/app-error';
import { academicPasswordReset, passwordElsewhereMessage } from './academic-reset';
import { findRecoverableAccount, type RecoverableAccount } from './find-account';
import { ticketCipher } from './ticket';

/** Step 1 (after the captcha): the account's masked addresses and an opaque reference to it. */
export async function lookupAccount(deps: AppDeps, typed: string): Promise<TRecoveryFound> {
  const account = await findRecoverableAccount(deps, typed);
  if (!account || account.emails.length === 0) throw notFound(RECOVERY_MSG.accountNotFound);
  assertResettable(deps, account);
  return {
    user: ticketCipher(deps.tokens.secret).seal({ type: account.type, login: account.login }),
    mails: account.emails.map(maskEmail),
  };
}

/** An academic password the product cannot set: say where it is changed instead of sending a useless link. */
export function assertResettable(deps: AppDeps, account: Pick<RecoverableAccount, 'type'>) {
  if (account.type === 'sac' && !academicPasswordReset(deps)) throw new AppError(409, passwordElsewhereMessage(deps.academic));
}
