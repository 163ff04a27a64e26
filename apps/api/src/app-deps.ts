import type { KeyObject } from 'node:crypto';
import type { TConfig } from './config';
import type { Db, PoolStats } from './db/client';
import type { AcademicConnector } from './connectors/academic/types';
import type { TokenSettings } from './platform/auth/tokens';
import type { Mailer } from './lib/mailer';
import type { FileStore } from './lib/files';

/** What the modules need from the outside world, built once in main.ts (or by a test). */
export type AppDeps = {
  config: TConfig;
  db: Db;
  ping: () => Promise<void>;
  dbStats?: () => PoolStats;
  tokens: TokenSettings;
  /** The key of TOTP secrets at rest (SECOND_FACTOR_KEY or DATA_DIR/.second-factor-key; modules/account-security/secret-box.ts). */
  secondFactorKey: KeyObject;
  academic: AcademicConnector;
  mailer: Mailer;
  /** Uploaded files: DATA_DIR/files or a bucket (FILE_STORAGE); one store, so one S3 client, per process. */
  files: FileStore;
};
