import { Client, ResultCodeError } from 'ldapts';
import { MSG } from '@siiicca/shared';
import { AppError } from '../../../lib/app-error';
import { academicUnavailable } from '../errors';
import { jsonLineLog } from '../log';
import type { LdapSettings } from './settings';

/** Where failures are written: only the operation, the error's type and its LDAP code, never a DN, login or password. */
export type LdapLog = (fields: { op: string; errorType?: string; code?: unknown }) => void;

/** The connector exists before the app's logger does: pino-shaped JSON lines at LOG_LEVEL (../log.ts). */
export function defaultLdapLog(level: string): LdapLog {
  const log = jsonLineLog(level);
  return (fields) => log.warn({ connector: 'ldap', ...fields }, 'LDAP directory unavailable');
}

/** LDAP answers that mean "the directory cannot serve now", not "no such account". */
const OUTAGE_CODES = new Set([51, 52, 53, 80]);
/** constraintViolation: OpenLDAP's ppolicy and Active Directory refuse a new password with it. */
const CONSTRAINT_VIOLATION = 19;

/** A failure that is the directory's, not the person's: the request answers 503. */
export const isOutage = (err: unknown) => !(err instanceof ResultCodeError) || OUTAGE_CODES.has(err.code);

function unavailable(log: LdapLog, op: string, err: unknown) {
  const e = err as { name?: string; code?: unknown };
  log({ op, errorType: e?.name, code: typeof e?.code === 'string' || typeof e?.code === 'number' ? e.code : undefined });
  return academicUnavailable();
}

/** A connection, already upgraded with StartTLS when configured, before any credential is sent. */
async function connect(s: LdapSettings): Promise<Client> {
  // ldapts speaks TLS from the first byte whenever tlsOptions holds anything: only for ldaps://.
  const tlsOptions = s.url.startsWith('ldaps:') ? s.tls : undefined;
  const client = new Client({ url: s.url, connectTimeout: s.connectTimeout, timeout: s.timeout, tlsOptions, strictDN: false });
  if (s.startTls) await client.startTLS(s.tls);
  return client;
}

/**
 * Runs `fn` on a connection bound as the service account, closed afterwards. One connection per
 * operation: sign-ins are rare and short, and no half-dead pooled socket outlives an outage.
 * Every failure, including the service account's own bind (a misconfiguration), is a 503.
 */
export async function withService<T>(s: LdapSettings, log: LdapLog, op: string, fn: (client: Client) => Promise<T>): Promise<T> {
  let client: Client | undefined;
  try {
    client = await connect(s);
    await client.bind(s.bindDn, s.bindPassword);
    return await fn(client);
  } catch (err) {
    throw unavailable(log, op, err);
  } finally {
    await client?.unbind().catch(() => {});
  }
}

/**
 * Binds as `dn` with `password` on a fresh connection: true when the directory accepts them. A
 * refusal (wrong password, locked or unknown account) is false; an outage is a 503. With a
 * callback, it runs on the bound connection (the user's own password change).
 */
export async function bindAs(
  s: LdapSettings,
  log: LdapLog,
  dn: string,
  password: string,
  then?: (client: Client) => Promise<void>,
): Promise<boolean> {
  // An empty password would be an anonymous bind, which "succeeds": never send one.
  if (password === '') return false;
  let client: Client;
  try {
    client = await connect(s);
  } catch (err) {
    throw unavailable(log, 'connect', err);
  }
  try {
    try {
      await client.bind(dn, password);
    } catch (err) {
      if (isOutage(err)) throw unavailable(log, 'bind', err);
      return false;
    }
    await then?.(client).catch((err: unknown) => {
      // The directory's password policy (length, history, complexity) refused the new password.
      if (err instanceof ResultCodeError && err.code === CONSTRAINT_VIOLATION) {
        throw new AppError(400, MSG.newPasswordRefused, { password: [MSG.newPasswordRefused] });
      }
      throw unavailable(log, 'password', err);
    });
    return true;
  } finally {
    await client.unbind().catch(() => {});
  }
}
