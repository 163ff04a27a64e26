import path from 'node:path';
import { randomUUID } from 'node:crypto';

/*
 * The names a store gives, and nothing else it ever writes: an upload in progress is
 * `<uuid>.part`, renamed to `<uuid>.<extension>` once complete and checked. The sweep of leftovers
 * (ops/sweep-files.ts) removes only names of these two forms, so a file an operator put there by
 * hand is never touched.
 */
export const TEMP_EXTENSION = 'part';
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const OUR_NAME = new RegExp(`^${UUID}\\.([a-z0-9]{1,16})$`);

/** What a file name is: an upload of ours in progress, a stored file of ours, or not ours (null). */
export function storedNameKind(name: string): 'temporary' | 'stored' | null {
  const extension = OUR_NAME.exec(name)?.[1];
  if (!extension) return null;
  return extension === TEMP_EXTENSION ? 'temporary' : 'stored';
}

export const newFileName = () => randomUUID();

/** A folder a caller stores into: one or more plain lower-case segments ('projects'). */
export const isFolderName = (folder: string) => /^[a-z0-9-]+(\/[a-z0-9-]+)*$/.test(folder);

/**
 * `relative` as a key of the store, or null when it is not one a store could have given: absolute,
 * climbing out ('..'), empty segments, backslashes or control characters. Both drivers refuse the
 * same paths, so a path that escapes the disk's folder is not a bucket key either.
 */
export function storeKey(relative: string): string | null {
  if (!relative || relative.length > 500 || relative.includes('\\') || [...relative].some((c) => c.charCodeAt(0) < 32)) return null;
  const normalized = path.posix.normalize(relative);
  if (normalized !== relative || normalized.startsWith('/') || normalized.split('/').some((s) => s === '..' || s === '.' || s === '')) return null;
  return normalized;
}
