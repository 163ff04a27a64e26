import { createDiskStore } from './disk';
import { createS3Store } from './s3';
import type { FileStore, TStorageSettings } from './types';

export type { ContentCheck, FileStore, StoredFile, TListedFile, TStorageSettings, UploadCheck } from './types';
export { storedNameKind } from './names';
export { filesRoot } from './disk';
export { STORAGE_UNAVAILABLE, storageUnavailable } from './unavailable';

/**
 * The file store the settings name: FILE_STORAGE=s3 a bucket, otherwise (the embedded default)
 * DATA_DIR/files. A bare DATA_DIR is the disk store (tests and tools that look at the disk itself).
 */
export function createFileStore(settings: string | TStorageSettings): FileStore {
  if (typeof settings === 'string') return createDiskStore(settings);
  return settings.FILE_STORAGE === 's3' ? createS3Store(settings) : createDiskStore(settings.DATA_DIR);
}
