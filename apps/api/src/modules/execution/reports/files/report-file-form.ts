import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { HTTP_MSG, REPORT_FILE_ACCEPT, REPORT_FILE_MSG, REPORT_FILE_UPLOAD, ZReportFileFieldsSchema, type TReportFileFields } from '@siiicca/shared';
import { AppError, badRequest } from '../../../../lib/app-error';
import { acceptCheck } from '../../../../lib/content-kinds';
import type { FileStore } from '../../../../lib/files';
import { cleanName, readForm, unexpectedFile, type TFilePart } from '../../../../platform/multipart';
import { parseOwnBody } from '../../../../platform/own-body';

/** The folder of the file store the reports' files go to. */
const FOLDER = 'execution-reports';
const F = REPORT_FILE_UPLOAD;

/** The options of @fastify/multipart for a report file: one file, the kind and the expected result. */
export const REPORT_FILE_MULTIPART_LIMITS = {
  fileSize: F.maxBytes + 1,
  // A second file part is let through the parser so that it is refused for what it is.
  files: 2,
  fields: 4,
  parts: 6,
  fieldSize: 100,
  fieldNameSize: 100,
  headerPairs: 100,
};

/** A report file streamed to the store, checked by size and content, with the name it came with. */
export type TReportUpload = { path: string; size: number; name: string };

const CHECK = acceptCheck(REPORT_FILE_ACCEPT);

/** Streams a report file's content to the store, checked by size and content as every upload (the demo's files too). */
export const storeReportFile = (files: FileStore, content: Readable, truncated: () => boolean = () => false) =>
  files.save(FOLDER, content, { ...CHECK, maxBytes: F.maxBytes, tooLarge: REPORT_FILE_MSG.tooLarge, wrongType: REPORT_FILE_MSG.wrongType, truncated });

/** Streams the form's one `file` part to the store (the upload checks of every document: lib/content-kinds), its refusal on the field. */
async function storePart(files: FileStore, part: TFilePart, kept: readonly TReportUpload[]): Promise<TReportUpload> {
  if (part.field !== F.fileField || kept.length) throw unexpectedFile(part);
  const stored = await storeReportFile(files, part.file, () => part.file.truncated).catch((err: unknown) => {
      if (err instanceof AppError && err.statusCode < 500) throw new AppError(err.statusCode, err.message, { [F.fileField]: [err.message] });
      throw err;
    });
  return { ...stored, name: cleanName(part.filename ?? '', 'archivo') };
}

/**
 * A report file's form (multipart only, else 415): the file streamed to the store on the way (refused
 * by size or content: 413/400 on `file`), then `kind` and `result_id` (400 on the field) and the file
 * itself required. `withFields` false: the replacement of a file's content, the file alone. Any
 * refusal removes what was stored (platform/multipart.ts).
 */
export async function readReportFileForm(request: FastifyRequest, files: FileStore, withFields: boolean): Promise<{ fields: TReportFileFields | null; upload: TReportUpload }> {
  if (!request.isMultipart()) throw new AppError(415, HTTP_MSG.unsupportedMediaType);
  return readForm<TReportUpload, { fields: TReportFileFields | null; upload: TReportUpload }>(request, files, {
    fields: withFields ? [F.kindField, F.resultField] : [],
    file: (part, kept) => storePart(files, part, kept),
    read: (fields, uploads) => {
      const parsed = withFields ? parseOwnBody(ZReportFileFieldsSchema, fields) : null;
      const upload = uploads[0];
      if (!upload) throw badRequest(REPORT_FILE_MSG.fileRequired, { [F.fileField]: [REPORT_FILE_MSG.fileRequired] });
      return { fields: parsed, upload };
    },
  });
}
