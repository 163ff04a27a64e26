import { SECURITY_EVENTS, type TSecurityEvent } from '@siiicca/shared';
import type { DbOrTx } from '../db/transaction';
import { securityEvents } from '../db/schema';

/*
 * The security audit trail's one writer (issue 43, docs/security-audit.md). A feature records its
 * event in the transaction of what it did, so the line and the change commit or roll back together;
 * an event with nothing to roll back (a failed sign-in, a download) is written on the handle given.
 * No secret ever reaches the table: details whose key names one (password, token, secret, code,
 * ticket, challenge, hash, key) are dropped before writing, at any depth.
 */

export type TSecurityEventInput = {
  event: TSecurityEvent;
  /** Who did it; null when no one is signed in (a failed sign-in). */
  actorId: number | null;
  /** Whose account or data it concerns, when it is not the actor's own. */
  subjectUserId?: number | null;
  /** The login name typed, for a sign-in attempt (bounded). */
  login?: string | null;
  ip?: string | null;
  /** What and how many: record type and ids, count, reason, outcome. */
  details?: Record<string, unknown>;
};

/** Who did a change and from which address: what a use case takes to write its line. */
export type TAuditActor = { actorId: number; ip?: string };

const SECRET_KEY = /pass(word|wd)?|token|secret|code|ticket|challenge|hash|key|otp|credential|signature/i;
const MAX_TEXT = 500;

/** The details with every secret-looking key removed and long texts cut (what reaches the table). */
export function withoutSecrets(value: unknown, depth = 0): unknown {
  if (depth > 4) return null;
  if (typeof value === 'string') return value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT)}…` : value;
  if (Array.isArray(value)) return value.slice(0, 200).map((v) => withoutSecrets(v, depth + 1));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) if (!SECRET_KEY.test(k)) out[k] = withoutSecrets(v, depth + 1);
    return out;
  }
  return value ?? null;
}

/** Writes lines of the security audit trail on the given handle (a transaction, or the database). */
export async function recordSecurityEvents(db: DbOrTx, ...events: TSecurityEventInput[]): Promise<void> {
  if (events.length === 0) return;
  for (const e of events) if (!(e.event in SECURITY_EVENTS)) throw new Error(`Unknown security event '${e.event}'`);
  await db.insert(securityEvents).values(
    events.map((e) => ({
      event: e.event,
      actorId: e.actorId,
      subjectUserId: e.subjectUserId ?? null,
      login: e.login?.slice(0, 200) ?? null,
      ip: e.ip?.slice(0, 64) ?? null,
      details: (withoutSecrets(e.details ?? {}) as Record<string, unknown>) ?? {},
    })),
  );
}

/** One line of the trail (recordSecurityEvents with a single event). */
export const recordSecurityEvent = (db: DbOrTx, event: TSecurityEventInput) => recordSecurityEvents(db, event);

/** The formats of a download of personal data, as its line names them. */
export type TDownloadFormat = 'xlsx' | 'zip' | 'pdf' | 'documento';

/**
 * A download of personal data (personal_data_download): who, from where, what (the file's subject:
 * 'Proyectos', 'Acta de aprobación'), in which format and how many records, and which when few.
 * Written on the database handle when the download starts: there is no change to roll back.
 */
export const recordDownload = (
  db: DbOrTx,
  by: TAuditActor,
  download: { what: string; format: TDownloadFormat; ids: readonly number[] },
) =>
  recordSecurityEvent(db, {
    event: 'personal_data_download',
    ...by,
    details: { what: download.what, format: download.format, records: download.ids.length, ...(download.ids.length <= 20 ? { ids: [...download.ids] } : {}) },
  });
