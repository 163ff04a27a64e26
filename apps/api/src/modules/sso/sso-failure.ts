import * as client from 'openid-client';
import type { TSsoErrorKey } from '@siiicca/shared';
import { AppError } from '../../lib/app-error';

/** A refused institutional sign-in: the key the page shows a message for, and a reason for the log. */
export class SsoFailure extends Error {
  constructor(
    public readonly key: TSsoErrorKey,
    reason: string,
  ) {
    super(reason);
    this.name = 'SsoFailure';
  }
}

const causeMessage = (err: Error) => (err.cause instanceof Error ? err.cause.message : '');

/**
 * What an error of openid-client (or of the look-up after it) means to the person signing in. The
 * reason logged is the library's message and code: no token, code or e-mail address is part of it.
 */
export function classify(err: unknown): SsoFailure {
  if (err instanceof SsoFailure) return err;
  if (err instanceof client.AuthorizationResponseError) {
    return new SsoFailure(err.error === 'access_denied' ? 'denied' : 'provider', `authorization response error ${err.error}`);
  }
  if (err instanceof client.ResponseBodyError) {
    // invalid_grant: the code was already used, expired, or belongs to another PKCE verifier.
    return new SsoFailure(err.error === 'invalid_grant' ? 'state' : 'provider', `token endpoint error ${err.error} (${err.status})`);
  }
  if (err instanceof client.ClientError) {
    const reason = `${err.code ?? 'client error'}: ${err.message}; ${causeMessage(err)}`;
    if (err.code === 'OAUTH_JWT_TIMESTAMP_CHECK_FAILED') return new SsoFailure('expired', reason);
    if (err.code === 'OAUTH_INVALID_RESPONSE' && causeMessage(err).includes('"state"')) return new SsoFailure('state', reason);
    if (err.code === 'OAUTH_RESPONSE_IS_NOT_CONFORM' || err.code === 'OAUTH_RESPONSE_IS_NOT_JSON') return new SsoFailure('provider', reason);
    return new SsoFailure('invalid', reason);
  }
  if (err instanceof AppError && err.statusCode === 503) return new SsoFailure('unavailable', `academic system: ${err.message}`);
  // fetch failures (provider down, DNS, timeouts) are TypeErrors or AbortErrors/TimeoutErrors.
  if (err instanceof Error && (err.name === 'TypeError' || err.name === 'AbortError' || err.name === 'TimeoutError')) {
    return new SsoFailure('provider', `${err.name}: ${err.message}; ${causeMessage(err)}`);
  }
  return new SsoFailure('invalid', err instanceof Error ? `${err.name}: ${err.message}` : 'unknown error');
}
