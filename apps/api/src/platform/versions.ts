import { createHash } from 'node:crypto';
import { lacksVersion, MSG } from '@siiicca/shared';
import { AppError, conflict } from '../lib/app-error';

/*
 * Optimistic concurrency, one rule for every versioned record (strategies and their drafts,
 * projects, catalogues and calls, users): every read answers the record's `version`, and every
 * update names the version it read. Without one: 428 MSG.versionRequired, nothing written. With an
 * older one: 409, nothing written. The check runs inside the update's transaction, on the row it
 * locked, so two editors cannot both pass it.
 */

/** 428 Precondition Required: the update does not say which version of the record it overwrites. */
export const versionRequired = () => new AppError(428, MSG.versionRequired, { version: [MSG.versionRequired] });

/** Whether a body's only problem is the missing version (428); with other problems it is a 400 listing them all. */
export function isOnlyVersionMissing(errors: Record<string, string[]>): boolean {
  const fields = Object.keys(errors);
  return fields.length === 1 && fields[0] === 'version' && errors.version!.includes(MSG.versionRequired);
}

/**
 * The refusal of a body a route parses itself (multipart, or shared by two actions), field by field
 * like a route's own schema: 428 when the version is all that is missing, else 400 with the first message.
 */
export function bodyRefusal(errors: Record<string, string[]>): AppError {
  if (isOnlyVersionMissing(errors)) return new AppError(428, MSG.versionRequired, errors);
  return new AppError(400, Object.values(errors)[0]?.[0] ?? MSG.checkErrors, errors);
}

/** Refuses a save body that names a stored record (`id`) without the version its client read. */
export function refuseWithoutVersion(body: unknown): void {
  if (lacksVersion(body)) throw versionRequired();
}

/** 409 with the record's conflict message when the stored version is not the one the client read. */
export function refuseStale(sent: string, stored: string, message: string = MSG.staleRecord): void {
  if (sent !== stored) throw conflict(message);
}

/**
 * The version of a record that keeps no update time of its own (a catalogue row): a digest of the
 * row exactly as the API answers it, so any change of a field or a related list gives a new one.
 */
export const rowVersion = (row: Record<string, unknown>): string =>
  createHash('sha256').update(JSON.stringify(row)).digest('base64url').slice(0, 27);

/** A row with its version, as every list and detail of a digest-versioned record answers it. */
export const withRowVersion = <T extends Record<string, unknown>>(row: T): T & { version: string } => ({ ...row, version: rowVersion(row) });
