import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { HTTP_MSG, MSG, STRATEGY_MSG, UPLOAD_MSG } from '@siiicca/shared';
import { AppError, badRequest } from '../lib/app-error';
import { cleanFileName } from '../lib/file-names';
import type { FileStore } from '../lib/files';
import { findForbiddenInput } from '../lib/forbidden-input';
import { isDatabaseUnavailable, pgErrorOf } from '../lib/pg-errors';

/*
 * The one reader of a record's multipart form (a strategy's save and final report, a project's
 * save), and what it does for each of them alike: the uploaded file's name made safe, a field sent
 * twice refused, the JSON of the record's field read and guarded, and multipart's own refusals in
 * the product's words. A record type says only which fields it reads and how it keeps a file.
 */

/** A file part of the form, as a record type's `file` rule receives it. */
export type TFilePart = { field: string; filename: string | undefined; file: Readable & { truncated: boolean } };

export type TFormSpec<U extends { path: string }, R> = {
  /** The text fields read (each at most once); any other text field is ignored. */
  fields: readonly string[];
  /**
   * Keeps a file part: streams it to disk (checked by size and content on the way) and answers what
   * it stored, or null to leave the part out. Throwing refuses the whole request. `kept` is what the
   * form's earlier file parts stored.
   */
  file: (part: TFilePart, kept: readonly U[]) => Promise<U | null>;
  /** What the route gets: the fields as sent and the files kept. A throw here still removes the files. */
  read: (fields: Readonly<Record<string, string>>, uploads: U[]) => R;
};

/**
 * Reads a multipart form part by part, files streamed to disk by the record type's rule, never held
 * in memory. Any problem (a field sent twice, a text field cut by its size limit, a refused file, a
 * malformed body) removes every file this request stored and answers 4xx; the database's and the
 * disk's failures stay what they are.
 */
export async function readForm<U extends { path: string }, R>(request: FastifyRequest, files: FileStore, spec: TFormSpec<U, R>): Promise<R> {
  const fields: Record<string, string> = {};
  const uploads: U[] = [];
  const seen = new Set<string>();
  try {
    for await (const part of request.parts()) {
      refuseRepeatedField(seen, part);
      if (part.type === 'file') {
        let kept: U | null;
        try {
          kept = await spec.file({ field: part.fieldname, filename: part.filename, file: part.file }, uploads);
        } finally {
          // Whatever the rule left of the part is drained, so the next part (or the answer) comes at once.
          part.file.resume();
        }
        if (kept) uploads.push(kept);
      } else if (spec.fields.includes(part.fieldname)) {
        if (part.valueTruncated) throw new AppError(413, HTTP_MSG.payloadTooLarge);
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
      }
    }
    return spec.read(fields, uploads);
  } catch (err) {
    await files.remove(...uploads.map((u) => u.path));
    throw asClientError(err);
  }
}

/** A file part the record type does not take (another field, one too many): 400 on that field. */
export const unexpectedFile = (part: TFilePart) => badRequest(MSG.checkErrors, { [part.field.slice(0, 100) || '_']: [MSG.invalidValue] });

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
  // The database's failures (a record type looking something up) stay what they are; the route answers them.
  if (pgErrorOf(err) || isDatabaseUnavailable(err)) return err;
  const { statusCode, code, syscall } = err as { statusCode?: number; code?: string; syscall?: string };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError(413, STRATEGY_MSG.fileTooLarge);
  if (statusCode === 413) return new AppError(413, HTTP_MSG.payloadTooLarge);
  // The disk (ENOSPC...) and anything of the server's own stay server errors.
  if (syscall || (statusCode && statusCode >= 500)) return err;
  return badRequest(HTTP_MSG.badRequest);
}
