/**
 * Peak resident memory of one 100 MB upload through the s3 file-storage driver (issue 29: memory
 * must stay flat whatever the size). A local S3-compatible server (s3rver) runs in this process;
 * the upload runs in a child process of its own, so the figure is the uploader's alone: its peak
 * (VmHWM) after start-up and imports, and after the upload. The disk driver is measured the same way
 * for comparison. Run: `npx tsx apps/api/bench/storage-upload-rss.ts` (BENCH_UPLOAD_MB: size, 100).
 * The content check accepts any '%PDF-' head and keeps no whole-file scan, so the figure is the
 * storage's (receive, scratch file, multipart upload), not the PDF scanner's.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { startS3Server } from '../test/s3-server';
import { createFileStore, type TStorageSettings, type UploadCheck } from '../src/lib/files';

const MB = 1024 * 1024;
const SIZE_MB = Number(process.env.BENCH_UPLOAD_MB ?? 100);
const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(fs.readFileSync('/proc/self/status', 'utf8'))![1]);

/** `bytes` of a PDF-looking stream, 64 KB at a time: the source itself holds no more than one chunk. */
function source(bytes: number) {
  const chunk = Buffer.alloc(64 * 1024, 0x20);
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= bytes) return this.push(null);
      const part = sent === 0 ? Buffer.concat([Buffer.from('%PDF-1.4\n'), chunk.subarray(9)]) : chunk.subarray(0, Math.min(chunk.length, bytes - sent));
      sent += part.length;
      this.push(part);
    },
  });
}

const check: UploadCheck = {
  headBytes: 5,
  accepts: (head) => head.subarray(0, 5).toString('latin1') === '%PDF-',
  after: async () => 'pdf',
  maxBytes: 2 * SIZE_MB * MB,
  tooLarge: 'demasiado grande',
  wrongType: 'tipo no admitido',
};

/** The child: one upload with the settings in argv, its memory figures on stdout as JSON. */
async function child(settings: TStorageSettings) {
  const store = createFileStore(settings);
  await store.ping();
  const before = kb('VmHWM');
  const started = performance.now();
  const saved = await store.save('bench', source(SIZE_MB * MB), check);
  const seconds = (performance.now() - started) / 1000;
  const stat = await store.stat(saved.path);
  await store.remove(saved.path);
  console.log(JSON.stringify({ baselinePeakMb: before / 1024, peakMb: kb('VmHWM') / 1024, seconds, size: stat?.size }));
}

async function measure(name: string, settings: TStorageSettings) {
  // Asynchronous: the S3 server answers from this process's event loop meanwhile.
  const run = await promisify(execFile)(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--child', JSON.stringify(settings)], { encoding: 'utf8' });
  const r = JSON.parse(run.stdout.trim().split('\n').pop()!) as { baselinePeakMb: number; peakMb: number; seconds: number; size: number };
  if (r.size !== SIZE_MB * MB) throw new Error(`${name}: stored ${r.size} bytes, expected ${SIZE_MB * MB}`);
  console.log(
    `${name.padEnd(14)} ${SIZE_MB} MB in ${r.seconds.toFixed(1)} s: peak RSS ${r.peakMb.toFixed(0)} MB ` +
      `(after start-up ${r.baselinePeakMb.toFixed(0)} MB, the upload added ${(r.peakMb - r.baselinePeakMb).toFixed(0)} MB)`,
  );
  return r;
}

async function main() {
  const s3 = await startS3Server('siiicca-bench');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storage-bench-'));
  try {
    await measure('s3 (s3rver)', s3.settings(dataDir));
    await measure('disk', { DATA_DIR: dataDir, FILE_STORAGE: 'disk' });
  } finally {
    await s3.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[2] === '--child') {
  await child(JSON.parse(process.argv[3]!) as TStorageSettings);
  // The SDK's kept-alive sockets would hold the child open.
  process.exit(0);
}
else await main();
