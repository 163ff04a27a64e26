import fs from 'node:fs';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError } from '../app-error';
import type { UploadCheck } from './types';

/**
 * Streams an upload into the local file `partial`, checking it on the way: its size against the
 * limit and its first bytes as they arrive (a wrong file stops early), then the whole file
 * (`check.after`, which reads it by path). Answers the size and the extension it is kept with;
 * throws the caller's 400/413 otherwise. On any failure `partial` is gone and the rest of the
 * request body is drained, so the answer goes out at once. Both drivers receive this way: the disk
 * driver renames `partial` into place, the s3 driver streams it on to the bucket.
 */
export async function receiveChecked(source: Readable, partial: string, check: UploadCheck): Promise<{ size: number; extension: string }> {
  let size = 0;
  let head = Buffer.alloc(0);
  let checked = false;
  const wrongType = () => new AppError(400, check.wrongType);
  const guard = new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      if (size > check.maxBytes) return done(new AppError(413, check.tooLarge));
      if (!checked) {
        head = Buffer.concat([head, chunk.subarray(0, check.headBytes - head.length)]);
        if (head.length >= check.headBytes) {
          checked = true;
          if (!check.accepts(head)) return done(wrongType());
        }
      }
      done(null, chunk);
    },
  });
  const sink = fs.createWriteStream(partial, { mode: 0o600 });
  try {
    await pipeline(source, guard, sink);
    if (check.truncated?.()) throw new AppError(413, check.tooLarge);
    if (!checked && !check.accepts(head)) throw wrongType();
    const extension = await check.after(partial, head);
    if (!extension) throw wrongType();
    return { size, extension };
  } catch (err) {
    // pipeline rejects as soon as a stream errors; the file may not even be open yet, and it is
    // created when the open completes. Remove it only once the sink has closed.
    if (!sink.closed) await new Promise<void>((resolve) => sink.once('close', () => resolve()));
    await fs.promises.rm(partial, { force: true });
    source.resume();
    throw err;
  }
}
