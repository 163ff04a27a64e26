import type { Readable } from 'node:stream';

/**
 * Where uploaded files live, whichever driver keeps them (docs/decisions/016-file-storage.md). The
 * database keeps a path relative to the store (`strategies/<uuid>.pdf`), never a name the user
 * chose, so nothing a user sends reaches the storage's names. A use case stores the upload first,
 * writes the database in a transaction, and removes the stored file again when the transaction fails.
 * Nothing outside lib/storage knows which driver is in use: files are read as streams, never by path.
 */
export type FileStore = {
  /** Streams `source` into a new file of `folder`, checking its size and its content; a refused upload leaves nothing. */
  save: (folder: string, source: Readable, check: UploadCheck) => Promise<StoredFile>;
  /** A stored file's bytes, or null when the path is not one of ours or the file is gone. */
  open: (relative: string) => Promise<Readable | null>;
  /** A stored file's size, or null when the path is not one of ours or the file is gone. */
  stat: (relative: string) => Promise<{ size: number } | null>;
  /**
   * Writes `source` under `relative`, a stored name of this store's form (a restore puts archived files
   * back under the keys the database keeps), replacing a file already there; refuses any other path.
   */
  put: (relative: string, source: Readable) => Promise<void>;
  /** Removes stored files; missing ones are fine (a retried clean-up). */
  remove: (...relative: (string | null | undefined)[]) => Promise<void>;
  /** Resolves when the storage answers, throws when it does not (readiness). */
  ping: () => Promise<void>;
  /** Every file of ours, complete or an upload in progress (names of storedNameKind's forms only). */
  list: () => AsyncIterable<TListedFile>;
  /** Drops what an interrupted upload left outside `list` (the bucket's incomplete multipart uploads); how many. */
  abortStaleUploads: (olderThan: number) => Promise<number>;
};

export type StoredFile = { path: string; size: number };

/** A file `list` found: its path relative to the store, what kind of name it has, when last written. */
export type TListedFile = { relative: string; kind: 'temporary' | 'stored'; modifiedMs: number; remove: () => Promise<void> };

/**
 * What the content must be, whatever the file's name says (lib/content-kinds.ts builds these):
 * its first bytes, checked while it streams so a wrong file stops early, then optionally the whole
 * received file, which also names the extension it is kept with.
 */
export type ContentCheck = {
  /** How many first bytes `accepts` reads (fewer when the file is shorter). */
  headBytes: number;
  accepts: (head: Buffer) => boolean;
  /**
   * With the whole received file (a local scratch copy, whatever the driver): its extension
   * ('pdf', 'docx'), or null when the content is refused after all.
   */
  after: (fullPath: string, head: Buffer) => Promise<string | null>;
};

export type UploadCheck = ContentCheck & {
  maxBytes: number;
  tooLarge: string;
  wrongType: string;
  /** True when the upload stream itself was cut at its limit (busboy's `truncated`). */
  truncated?: () => boolean;
};

/** The settings a store is built from (a subset of TConfig, config.ts). */
export type TStorageSettings = {
  DATA_DIR: string;
  FILE_STORAGE?: 'disk' | 's3';
  S3_ENDPOINT?: string;
  S3_REGION?: string;
  S3_BUCKET?: string;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
  S3_FORCE_PATH_STYLE?: boolean;
};
