import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { downloadAnswer, downloadHeaders } from './content-disposition';

/** The answer of a route that sends a ZIP (sendZip), as it declares it. */
export const ZIP_ANSWER = downloadAnswer('A ZIP archive.', ['application/zip']);

/**
 * A file of the archive: its name inside the ZIP (folders with '/') and how to read it (a stored
 * file, opened only when its turn comes; null: gone meanwhile, skipped), or its content when it was
 * made for the download (a generated PDF).
 */
export type TZipEntry = { name: string; open: () => Promise<Readable | null> } | { name: string; content: Buffer };

/**
 * A name a ZIP may carry whatever the text it comes from (a strategy's name, an uploaded file's
 * name): Unicode NFC, no control or format characters, none of / \ : * ? " < > | (so no folder
 * can be climbed out of, and Windows can extract it), no run of dots, no leading or trailing dot or
 * space, at most `max` characters; `fallback` when nothing is left.
 */
export function safeEntryName(text: string, max = 80, fallback = 'archivo'): string {
  const cleaned = text
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, ' ')
    .replace(/[/\\:*?"<>|]/g, '_')
    .replace(/\.{2,}/g, '.')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+|[.\s]+$/g, '');
  const bounded = [...cleaned].slice(0, max).join('').replace(/[.\s]+$/, '');
  return bounded || fallback;
}

/**
 * Streams a ZIP to the reply while it is written: entries arrive in batches (read from the
 * database a batch at a time), a batch is appended once the archive has written the one before,
 * and the archive itself is read only as fast as the client takes it, so memory stays flat however
 * large the files. Files are stored, not deflated (the PDFs are compressed already). The first
 * non-empty batch is read before any header goes out: a failing query, or nothing at all to send
 * (`nothing()`), still answers a JSON error. A stored file gone meanwhile is skipped.
 */
export async function sendZip(
  reply: FastifyReply,
  opts: { fileName: string; batches: AsyncIterable<TZipEntry[]>; nothing: () => Error; onEarlyError?: (err: unknown) => unknown },
) {
  const source = opts.batches[Symbol.asyncIterator]();
  let first: TZipEntry[] = [];
  try {
    for (let next = await source.next(); !next.done; next = await source.next()) {
      if (next.value.length > 0) {
        first = next.value;
        break;
      }
    }
  } catch (err) {
    throw opts.onEarlyError ? opts.onEarlyError(err) : err;
  }
  if (first.length === 0) throw opts.nothing();

  // Loaded on the first download, not at start.
  const { ZipArchive } = await import('archiver');
  const archive = new ZipArchive({ store: true });
  let processed = 0;
  let stopped = false;
  let wake: (() => void) | null = null;
  const poke = () => {
    wake?.();
    wake = null;
  };
  const done = () => {
    processed++;
    poke();
  };
  archive.on('entry', done);
  archive.on('warning', (err: Error & { code?: string }) => {
    reply.log.warn({ code: err.code }, 'zip entry skipped');
    done();
  });
  archive.on('error', (err: Error) => {
    reply.log.error({ err }, 'zip export failed');
    stopped = true;
    poke();
  });
  // The client left (or the download ended): stop reading the database and the disk.
  reply.raw.on('close', () => {
    if (reply.raw.writableFinished) return;
    stopped = true;
    archive.abort();
    poke();
  });

  const feed = async () => {
    let appended = 0;
    try {
      for (let batch: TZipEntry[] | null = first; batch && !stopped; ) {
        // One entry at a time: a stored file is opened (a bucket's connection held) only when the
        // archive is ready to write it.
        for (const entry of batch) {
          if (stopped) break;
          if ('content' in entry) archive.append(entry.content, { name: entry.name });
          else {
            const stream = await entry.open();
            if (!stream) continue;
            if (stopped) {
              stream.destroy();
              break;
            }
            archive.append(stream, { name: entry.name });
          }
          appended++;
          while (processed < appended && !stopped) await new Promise<void>((resolve) => (wake = resolve));
        }
        const next = await source.next();
        batch = next.done ? null : next.value;
      }
      if (!stopped) await archive.finalize();
    } catch (err) {
      reply.log.error({ err }, 'zip export failed');
      archive.destroy(err as Error);
    }
  };
  void feed();

  return reply
    .header('content-type', 'application/zip')
    .headers(downloadHeaders(opts.fileName, { source: 'product' }))
    .header('cache-control', 'no-store')
    .send(archive);
}
