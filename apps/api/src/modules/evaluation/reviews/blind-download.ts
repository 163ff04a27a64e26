import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyReply } from 'fastify';
import { REVIEW_MSG } from '@siiicca/shared';
import { conflict, notFound } from '../../../lib/app-error';
import { BlindCopyError, writeBlindCopy } from '../../../lib/blind-copy';
import { CONTENT_KINDS, type TContentKind } from '../../../lib/content-kinds';
import { downloadHeaders } from '../../../lib/content-disposition';
import { filesRoot, type FileStore } from '../../../lib/files';
import { partialPath } from '../../../lib/storage/disk';
import { contentTypeOf, type TRecordFile } from '../../../platform/records/downloads';

/*
 * A document as the evaluator of a blind call receives it (issue 39): the stored file is copied to a
 * local scratch file, cleaned of what names its authors (lib/blind-copy) into another, and that one
 * is streamed; both are removed once sent. Scratch files are '<uuid>.part' under DATA_DIR/files/blind,
 * so a process that dies meanwhile leaves only what the sweep of leftovers removes. A document that
 * cannot be cleaned is refused (409, saying why), never sent as it was uploaded.
 */

/** The content kind of a stored file, by the extension the upload check gave it. */
function kindOf(stored: string): TContentKind | null {
  const ext = path.extname(stored).slice(1).toLowerCase();
  const found = Object.entries(CONTENT_KINDS).find(([, k]) => k.extension === ext);
  return found ? (found[0] as TContentKind) : null;
}

export async function sendBlindCopy(reply: FastifyReply, files: FileStore, dataDir: string, stored: TRecordFile | null, before?: () => Promise<unknown>) {
  const body = stored?.path ? await files.open(stored.path) : null;
  if (!stored?.path || !body) throw notFound(REVIEW_MSG.documentNotFound);
  const kind = kindOf(stored.path);
  if (!kind) {
    body.destroy();
    throw conflict(REVIEW_MSG.blindCopyFailed);
  }
  const root = filesRoot(dataDir);
  const source = (await partialPath(root, 'blind')).partial;
  const target = (await partialPath(root, 'blind')).partial;
  const remove = (file: string) => fs.promises.rm(file, { force: true }).catch(() => {});
  try {
    await pipeline(body, fs.createWriteStream(source, { mode: 0o600 }));
    await writeBlindCopy(kind, source, target);
  } catch (err) {
    await remove(target);
    if (err instanceof BlindCopyError) throw conflict(err.problem === 'oldFormat' ? REVIEW_MSG.blindCopyOldFormat : REVIEW_MSG.blindCopyFailed);
    throw err;
  } finally {
    await remove(source);
  }
  // The download's audit line, once the copy is made and before the first byte.
  await before?.().catch(async (err) => {
    await remove(target);
    throw err;
  });
  const copy = fs.createReadStream(target);
  copy.on('close', () => void remove(target));
  reply
    .type(contentTypeOf({ path: stored.path, name: stored.name }))
    .headers(downloadHeaders(stored.name))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store');
  return reply.send(copy);
}
