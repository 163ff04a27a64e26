import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { getTableName, sql, type Column } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/transaction';
import { queryRows } from '../db/query-rows';
import { executionReportFiles, projectDocuments, strategies } from '../db/schema';
import { createFileStore, type FileStore, type TListedFile } from '../lib/files';

/**
 * Every column that names a stored file (a path relative to the file store, as FileStore.save
 * returned it). A new column that holds one must be added here, or the sweep would remove its files: a test
 * (sweep-files.test.ts) compares this list with the database's columns named like a path.
 */
export const FILE_COLUMNS: { table: PgTable; column: Column }[] = [
  { table: strategies, column: strategies.approvementLetterPath },
  { table: strategies, column: strategies.finalReportPath },
  { table: projectDocuments, column: projectDocuments.path },
  { table: executionReportFiles, column: executionReportFiles.path },
];

/** The (table, column) names of FILE_COLUMNS, as the database calls them. */
export const fileColumnNames = () => FILE_COLUMNS.map(({ table, column }) => `${getTableName(table)}.${column.name}`);

export const AN_HOUR = 60 * 60 * 1000;

/**
 * How old a leftover must be before it is removed. A request stores its files while its body
 * arrives (`<uuid>.part`, written to as the bytes come) and commits the records that name them
 * right after the body ends; Node cuts a request whose body takes longer than REQUEST_TIMEOUT_MS.
 * So a temporary file not written to, or a complete file not referenced, for twice that long (and
 * at least an hour) belongs to no request that can still finish: the upload in progress and the
 * file whose record commits a moment later are both younger.
 */
export const minAgeOf = (requestTimeoutMs: number) => Math.max(AN_HOUR, 2 * requestTimeoutMs);

export type TSweepOptions = {
  db: DbOrTx;
  dataDir: string;
  /**
   * The store to sweep; the disk store of `dataDir` when absent. The s3 driver lists its scratch
   * folder's cut uploads (DATA_DIR/files, `.part`) and the bucket's objects, and aborts the
   * bucket's multipart uploads older than the threshold.
   */
  files?: FileStore;
  /** Files modified less than this long ago are kept whatever they are (see minAgeOf). */
  minAgeMs: number;
  /** Count what would be removed, remove nothing. */
  dryRun?: boolean;
  now?: number;
};

export type TSweepResult = {
  /** Uploads cut by a crash: `<uuid>.part` files older than minAgeMs. */
  temporary: number;
  /** Complete files of ours that no record names, older than minAgeMs. */
  unreferenced: number;
  /** Files of ours kept because they are younger than minAgeMs and not referenced (uploads in progress). */
  young: number;
  /** Files of ours a record names (kept). */
  referenced: number;
  /** Leftovers that could not be removed (permissions, a disk error). */
  failed: number;
  /** Multipart uploads to a bucket that a crash left open, aborted (always 0 on disk). */
  abortedUploads: number;
};

/** Every stored file's path any record names, read in one statement (one snapshot of the database). */
async function referencedPaths(db: DbOrTx): Promise<Set<string>> {
  const selects = FILE_COLUMNS.map(({ table, column }) => sql`select ${column} as path from ${table} where ${column} is not null`);
  const rows = await queryRows<{ path: string }>(db, sql.join(selects, sql` union `));
  return new Set(rows.map((r) => path.posix.normalize(r.path)));
}

/**
 * Removes what a crash leaves in the file store: uploads cut midway (`.part`) and complete files
 * no record names (stored, then the process died before their record committed), both only when
 * older than `minAgeMs`. The files are listed first and the references read after, in one
 * statement: only a file older than any live request could have stored is a candidate, and it is
 * kept if a record names it when the references are read. When the database cannot be read,
 * nothing is removed.
 */
export async function sweepFiles({ db, dataDir, files, minAgeMs, dryRun = false, now = Date.now() }: TSweepOptions): Promise<TSweepResult> {
  const result: TSweepResult = { temporary: 0, unreferenced: 0, young: 0, referenced: 0, failed: 0, abortedUploads: 0 };
  const store = files ?? createFileStore(dataDir);
  const oldBefore = now - minAgeMs;
  if (!dryRun) result.abortedUploads = await store.abortStaleUploads(oldBefore);
  const found: (TListedFile & { old: boolean })[] = [];
  for await (const f of store.list()) found.push({ ...f, old: f.modifiedMs < oldBefore });
  if (!found.length) return result;
  const referenced = await referencedPaths(db);
  for (const file of found) {
    if (file.kind === 'stored' && referenced.has(file.relative)) {
      result.referenced++;
      continue;
    }
    if (!file.old) {
      result.young++;
      continue;
    }
    if (!dryRun) {
      const removed = await file.remove().then(
        () => true,
        () => false,
      );
      if (!removed) {
        result.failed++;
        continue;
      }
    }
    result[file.kind === 'temporary' ? 'temporary' : 'unreferenced']++;
  }
  return result;
}

type TSweepLog = Pick<FastifyBaseLogger, 'info' | 'warn'>;
export type TFileSweeps = { /** The first sweep (at start), settled. */ first: Promise<void>; stop(): Promise<void> };

/**
 * Sweeps at start and then every `intervalMs` (an hour): a crash's leftovers are younger than the
 * threshold when the process restarts at once, so the start's sweep keeps them and a later one
 * removes them. The start's sweep always logs its counts; later ones only when they removed or
 * failed something. A failure (the database away) is logged and tried again at the next sweep.
 */
export function startFileSweeps(
  opts: Omit<TSweepOptions, 'now' | 'dryRun'> & { log: TSweepLog; intervalMs?: number },
): TFileSweeps {
  const { log, intervalMs = AN_HOUR, ...sweep } = opts;
  let running: Promise<void> = Promise.resolve();
  const run = (first: boolean) =>
    (running = running.then(async () => {
      try {
        const result = await sweepFiles(sweep);
        if (first || result.temporary + result.unreferenced + result.failed > 0) {
          log.info({ ...result, minAgeMinutes: Math.round(sweep.minAgeMs / 60_000) }, 'leftover files swept');
        }
      } catch (err) {
        const e = err as { name?: string; code?: unknown };
        log.warn({ errorType: e?.name, code: typeof e?.code === 'string' ? e.code : undefined }, 'sweep of leftover files failed: nothing removed; tried again later');
      }
    }));
  const first = run(true);
  const timer = setInterval(() => void run(false), intervalMs);
  timer.unref();
  return {
    first,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
