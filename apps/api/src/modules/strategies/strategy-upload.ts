import path from 'node:path';
import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { HTTP_MSG, LIMITS, MSG, STRATEGY_MSG, STRATEGY_UPLOAD } from '@siiicca/shared';
import { AppError, badRequest } from '../../lib/app-error';
import type { FileStore } from '../../lib/files';
import { PDF_CONTENT } from '../../lib/content-kinds';
import { findForbiddenInput } from '../../plugins/input-guard';
import type { TUpload } from './save-strategy';

/** The largest JSON a strategy may be: 300 actors and 200 long activities fit several times. */
export const STRATEGY_JSON_MAX = 4 * 1024 * 1024;

/** The options of @fastify/multipart for the strategy routes: one file, one JSON field. */
export const MULTIPART_LIMITS = {
  fileSize: STRATEGY_UPLOAD.maxBytes + 1,
  files: 1,
  fields: 4,
  parts: 6,
  fieldSize: STRATEGY_JSON_MAX,
  fieldNameSize: 100,
  headerPairs: 100,
};

/** The name a download is offered with: the uploaded one's base name, printable, bounded. */
export const cleanName = (name: string, fallback = 'carta-de-aprobacion.pdf') =>
  path
    .basename(name.replace(/\\/g, '/'))
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f"]/g, '')
    .slice(-200) || fallback;

/**
 * The strategy of a save request and its approval letter: JSON as it is, or multipart with the JSON
 * in `data` and the PDF in `approvement_letter`, streamed to disk (size and '%PDF-' checked on the
 * way). Any problem removes what was stored and answers 4xx.
 */
/**
 * Streams an uploaded PDF part into the strategies' files, checked by size and content (its first
 * bytes, not its name): the approval letter and the final report alike.
 */
export async function storePdfPart(files: FileStore, file: Readable & { truncated: boolean }, filename: string | undefined, fallbackName: string): Promise<TUpload> {
  const stored = await files.save('strategies', file, {
    maxBytes: LIMITS.fileBytes,
    ...PDF_CONTENT,
    tooLarge: STRATEGY_MSG.fileTooLarge,
    wrongType: STRATEGY_MSG.fileNotPdf,
    truncated: () => file.truncated,
  });
  return { ...stored, name: cleanName(filename ?? '', fallbackName) };
}

export async function readSaveRequest(request: FastifyRequest, files: FileStore): Promise<{ body: unknown; upload: TUpload | null }> {
  if (!request.isMultipart()) return { body: request.body, upload: null };
  let data: string | undefined;
  let upload: TUpload | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== STRATEGY_UPLOAD.fileField || upload) {
          part.file.resume();
          throw badRequest(MSG.checkErrors, { [part.fieldname.slice(0, 100) || '_']: [MSG.invalidValue] });
        }
        upload = await storePdfPart(files, part.file, part.filename, 'carta-de-aprobacion.pdf');
      } else if (part.fieldname === STRATEGY_UPLOAD.dataField) {
        if (part.valueTruncated) throw new AppError(413, HTTP_MSG.payloadTooLarge);
        data = typeof part.value === 'string' ? part.value : String(part.value);
      }
    }
    if (data === undefined) throw badRequest(MSG.checkErrors, { [STRATEGY_UPLOAD.dataField]: [MSG.required] });
    let body: unknown;
    try {
      body = JSON.parse(data);
    } catch {
      throw badRequest(HTTP_MSG.invalidJson);
    }
    const forbidden = findForbiddenInput(body);
    if (forbidden) throw badRequest(MSG.checkErrors, { [forbidden.path]: [forbidden.message] });
    return { body, upload };
  } catch (err) {
    if (upload) await files.remove(upload.path);
    throw asClientError(err);
  }
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
