import path from 'node:path';
import type { FastifyReply } from 'fastify';
import { notFound } from '../../lib/app-error';
import { downloadAnswer, downloadHeaders } from '../../lib/content-disposition';
import type { FileStore } from '../../lib/files';
import { sendPdf } from '../../lib/pdf';
import { downloadFailed } from '../bulk-downloads';

/*
 * What every record type's single downloads share (docs/decisions/013-record-engine.md): the record
 * is looked up through its type's visibility rule first (the caller's query), so a record the
 * viewer may not read, one without that file, and a file gone from the store all answer the same 404.
 */

/** What a stored document is, by its extension. */
const CONTENT_TYPES: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.xls': 'application/vnd.ms-excel',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.ppt': 'application/vnd.ms-powerpoint',
  '.pptx': 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  '.zip': 'application/zip',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.txt': 'text/plain; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
};

/** The answer of a route that sends a stored document (sendRecordFile), as it declares it: any type a document may be stored as. */
export const DOCUMENT_ANSWER = downloadAnswer('The stored document, of the type its content was checked to be.', [...Object.values(CONTENT_TYPES), 'application/octet-stream']);

/** By the stored file's extension (the kind its content was checked to be), else the uploaded name's. */
export const contentTypeOf = (stored: { path: string; name: string }) =>
  CONTENT_TYPES[path.extname(stored.path).toLowerCase()] ?? CONTENT_TYPES[path.extname(stored.name).toLowerCase()] ?? 'application/octet-stream';

/** A stored file of a record the viewer may read: where it is (null: none) and the name it goes by. */
export type TRecordFile = { path: string | null; name: string };

/**
 * Streams a record's stored file: `stored` is null when the viewer may not read the record. 404
 * with `missing` when there is nothing to send; the type is the given one, else by extension.
 * `before` runs once the file is found and before the first byte (the download's audit line).
 */
export async function sendRecordFile(
  reply: FastifyReply,
  files: FileStore,
  stored: TRecordFile | null,
  opts: { missing: string; type?: string; before?: () => Promise<unknown> },
) {
  // Opened before any header goes out, so a file gone from the store is a 404, not a cut download.
  const body = stored?.path ? await files.open(stored.path) : null;
  if (!stored?.path || !body) throw notFound(opts.missing);
  await opts.before?.().catch((err) => {
    body.destroy();
    throw err;
  });
  reply
    .type(opts.type ?? contentTypeOf({ path: stored.path, name: stored.name }))
    .headers(downloadHeaders(stored.name))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store');
  return reply.send(body);
}

/**
 * Sends a record's PDF, made for the viewer by `make` (null when they may not read it: 404 with
 * `notFound`); a failure before the first byte answers `failed` (platform/bulk-downloads.ts).
 * `before` runs once the PDF is made and before the first byte (the download's audit line).
 */
export async function sendRecordPdf(
  reply: FastifyReply,
  make: () => Promise<{ pdf: Buffer; fileName: string } | null>,
  messages: { notFound: string; failed: string; before?: () => Promise<unknown> },
) {
  const made = await make().catch((err) => {
    throw downloadFailed(messages.failed)(err);
  });
  if (!made) throw notFound(messages.notFound);
  await messages.before?.();
  return sendPdf(reply, made.pdf, made.fileName);
}
