import path from 'node:path';
import { HTTP_MSG, MSG, STRATEGY_MSG } from '@siiicca/shared';
import { AppError, badRequest } from '../lib/app-error';
import { findForbiddenInput } from '../plugins/input-guard';

/*
 * What every multipart route (a strategy's save and final report, a project's save) does alike: the
 * uploaded file's name made safe, the JSON of the record's field read and guarded, and multipart's
 * own refusals in the product's words.
 */

/** The name a download is offered with: the uploaded one's base name, printable, bounded. */
export const cleanName = (name: string, fallback = 'carta-de-aprobacion.pdf') =>
  path
    .basename(name.replace(/\\/g, '/'))
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f"]/g, '')
    .slice(-200) || fallback;

/** The record's JSON of a multipart body's `field`: required, valid JSON, nothing forbidden in it (else 400). */
export function jsonOfField(data: string | undefined, field: string): unknown {
  if (data === undefined) throw badRequest(MSG.checkErrors, { [field]: [MSG.required] });
  let body: unknown;
  try {
    body = JSON.parse(data);
  } catch {
    throw badRequest(HTTP_MSG.invalidJson);
  }
  const forbidden = findForbiddenInput(body);
  if (forbidden) throw badRequest(MSG.checkErrors, { [forbidden.path]: [forbidden.message] });
  return body;
}

/** Multipart's own refusals (too many parts, a cut or malformed body) in the product's words. */
export function asClientError(err: unknown): unknown {
  if (err instanceof AppError) return err;
  const { statusCode, code, syscall } = err as { statusCode?: number; code?: string; syscall?: string };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError(413, STRATEGY_MSG.fileTooLarge);
  if (statusCode === 413) return new AppError(413, HTTP_MSG.payloadTooLarge);
  // The disk (ENOSPC...) and anything of the server's own stay server errors.
  if (syscall || (statusCode && statusCode >= 500)) return err;
  return badRequest(HTTP_MSG.badRequest);
}
