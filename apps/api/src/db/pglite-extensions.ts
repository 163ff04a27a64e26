import type { PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * Contrib extensions the migrations create (pg_trgm: the search indexes, src/db/fold.ts). PGlite
 * carries them as separate bundles that must be loaded when an instance is created, before any
 * `create extension`, and again on every opening of a data directory that uses them.
 */
export const PGLITE_EXTENSIONS = { pg_trgm } satisfies PGliteOptions['extensions'];
