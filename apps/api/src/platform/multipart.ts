import { HTTP_MSG, MSG, STRATEGY_MSG, UPLOAD_MSG } from '@siiicca/shared';
import { AppError, badRequest } from '../lib/app-error';
import { cleanFileName } from '../lib/file-names';
import { findForbiddenInput } from '../lib/forbidden-input';

/*
 * What every multipart route (a strategy's save and final report, a project's save) does alike: the
 * uploaded file's name made safe, a field sent twice refused, the JSON of the record's field read
 * and guarded, and multipart's own refusals in the product's words.
 */

/** The name a download is offered with: the uploaded one's base name, printable, bounded (lib/file-names.ts). */
export const cleanName = (name: string, fallback = 'carta-de-aprobacion.pdf') => cleanFileName(name, fallback);

/**
 * Refuses a part whose field name came before in the same body (400): two `data` fields or two
 * files for one document would leave which one counts to the order of the parts. `part` is drained
 * when it is a file, so the answer goes out at once.
 */
export function refuseRepeatedField(seen: Set<string>, part: { fieldname: string; file?: { resume: () => unknown } }): void {
  const field = part.fieldname.slice(0, 100) || '_';
  if (!seen.has(field)) {
    seen.add(field);
    return;
  }
  part.file?.resume();
  throw badRequest(UPLOAD_MSG.repeatedField, { [field]: [UPLOAD_MSG.repeatedField] });
}

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
