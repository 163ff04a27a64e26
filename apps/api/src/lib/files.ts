/*
 * The file store moved to lib/storage/ (two drivers, docs/decisions/016-file-storage.md); this
 * module keeps the import path every caller already uses.
 */
export * from './storage/index';
