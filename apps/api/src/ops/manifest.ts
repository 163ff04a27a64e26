import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import { z } from 'zod';
import { PGlite } from '@electric-sql/pglite';
import { acquireDirLock } from '../db/dir-lock';
import { PGLITE_EXTENSIONS } from '../db/pglite-extensions';

/**
 * The keys a first start generates into DATA_DIR (server.ts) when JWT_SECRET and SECOND_FACTOR_KEY are
 * unset: the token signing secret and the key of the TOTP secrets in the database. A backup archives
 * them with the data, since the database's TOTP secrets do not open without theirs.
 */
export const KEY_FILES = ['.jwt-secret', '.second-factor-key'] as const;
/** What a backup archive may hold at its top level, and nothing else. */
export const ARCHIVE_ROOTS = ['manifest.json', 'db', 'files', ...KEY_FILES] as const;
export const MANIFEST = 'manifest.json';
/** Left out of every archive: the owner's pid means nothing on another start. */
export const LOCK_FILE = path.posix.join('db', '.siiicca.lock');

export const ZFileEntrySchema = z.object({ path: z.string(), size: z.number().int().min(0), sha256: z.string().regex(/^[0-9a-f]{64}$/) });
export const ZManifestSchema = z.object({
  format: z.literal(1),
  product: z.string(),
  version: z.string(),
  createdAt: z.string(),
  /** 'none' when the product runs on a PostgreSQL server: that database is backed up with pg_dump. */
  database: z.enum(['pglite', 'none']),
  /** Rows per table ('public.users'), counted when the archive was written. */
  tables: z.record(z.string(), z.number().int().min(0)),
  files: z.array(ZFileEntrySchema),
  /**
   * Where the archive's files/ came from: DATA_DIR/files, or the objects of a bucket (FILE_STORAGE=s3;
   * its name, never its endpoint or credentials). Either restores into either: the keys are the same.
   * Absent in archives written before buckets were backed up (they are from disk).
   */
  uploads: z.union([z.object({ from: z.literal('disk') }), z.object({ from: z.literal('bucket'), bucket: z.string() })]).optional(),
});
export type TManifest = z.infer<typeof ZManifestSchema>;
export type TFileEntry = z.infer<typeof ZFileEntrySchema>;

async function sha256(file: string) {
  const hash = createHash('sha256');
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest('hex');
}

/**
 * Every regular file under `roots` (relative to `base`, in archive form 'files/a/b.pdf') with its
 * size and SHA-256. A symbolic link or any other special file stops the backup: an archive never
 * carries one, so a restore never has to trust one.
 */
export async function listFiles(base: string, roots: string[]): Promise<TFileEntry[]> {
  const out: TFileEntry[] = [];
  const visit = async (rel: string) => {
    const full = path.join(base, rel);
    const stat = fs.lstatSync(full);
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(full).sort()) await visit(path.posix.join(rel, name));
    } else if (stat.isFile()) {
      if (rel !== LOCK_FILE) out.push({ path: rel, size: stat.size, sha256: await sha256(full) });
    } else {
      throw new Error(`${full} no es un archivo ni una carpeta (¿un enlace simbólico?): no se respalda.`);
    }
  };
  for (const root of roots) if (fs.existsSync(path.join(base, root))) await visit(root);
  return out;
}

/** Rows of every table of an embedded database (opened directly: a backup must not migrate it). */
export async function countRows(dbDir: string): Promise<Record<string, number>> {
  // With the extensions the migrations created, as the server opens it (src/db/client.ts).
  const client = new PGlite(dbDir, { extensions: PGLITE_EXTENSIONS });
  try {
    const { rows } = await client.query<{ schema: string; name: string }>(
      `select table_schema as schema, table_name as name from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
        order by 1, 2`,
    );
    const counts: Record<string, number> = {};
    const quote = (id: string) => `"${id.replace(/"/g, '""')}"`;
    for (const { schema, name } of rows) {
      const result = await client.query<{ n: number }>(`select count(*)::int as n from ${quote(schema)}.${quote(name)}`);
      counts[`${schema}.${name}`] = result.rows[0]!.n;
    }
    return counts;
  } finally {
    await client.close();
  }
}

/** The embedded database's lock, with a message that tells the operator what to do. */
export function lockDatabase(dbDir: string, action: string): () => void {
  try {
    return acquireDirLock(dbDir);
  } catch (err) {
    let owner = '';
    try {
      owner = fs.readFileSync(path.join(dbDir, '.siiicca.lock'), 'utf8').trim();
    } catch {
      // The lock went away meanwhile; the original error still says what happened.
    }
    throw new Error(
      `No se puede ${action}: la base de datos embebida en ${dbDir} está en uso` +
        (owner ? ` por el proceso ${owner}` : '') +
        '. Detenga el servidor y vuelva a intentarlo.',
      { cause: err },
    );
  }
}
