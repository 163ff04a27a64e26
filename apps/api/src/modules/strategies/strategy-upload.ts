import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { LIMITS, STRATEGY_MSG, STRATEGY_UPLOAD } from '@siiicca/shared';
import type { FileStore } from '../../lib/files';
import { PDF_CONTENT } from '../../lib/content-kinds';
import { cleanName, jsonOfField, readForm, unexpectedFile } from '../../platform/multipart';
import type { TUpload } from './save-strategy';

/** The largest JSON a strategy may be: 300 actors and 200 long activities fit several times. */
export const STRATEGY_JSON_MAX = 4 * 1024 * 1024;

/**
 * The options of @fastify/multipart for the strategy routes: one file, one JSON field. A second
 * file part is let through the parser so that it is refused for what it is, a field sent twice.
 */
export const MULTIPART_LIMITS = {
  fileSize: STRATEGY_UPLOAD.maxBytes + 1,
  files: 2,
  fields: 4,
  parts: 6,
  fieldSize: STRATEGY_JSON_MAX,
  fieldNameSize: 100,
  headerPairs: 100,
};

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

/**
 * The strategy of a save request and its approval letter: JSON as it is, or multipart with the JSON
 * in `data` and the PDF in `approvement_letter`, streamed to disk (size and '%PDF-' checked on the
 * way). Any problem removes what was stored and answers 4xx.
 */
export async function readSaveRequest(request: FastifyRequest, files: FileStore): Promise<{ body: unknown; upload: TUpload | null }> {
  if (!request.isMultipart()) return { body: request.body, upload: null };
  return readForm(request, files, {
    fields: [STRATEGY_UPLOAD.dataField],
    file: (part, kept): Promise<TUpload> => {
      if (part.field !== STRATEGY_UPLOAD.fileField || kept.length) throw unexpectedFile(part);
      return storePdfPart(files, part.file, part.filename, 'carta-de-aprobacion.pdf');
    },
    read: (fields, uploads) => ({ body: jsonOfField(fields[STRATEGY_UPLOAD.dataField], STRATEGY_UPLOAD.dataField), upload: uploads[0] ?? null }),
  });
}
