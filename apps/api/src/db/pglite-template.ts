import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { API_ROOT, MIGRATIONS_DIR } from '../paths';
import { PGLITE_EXTENSIONS } from './pglite-extensions';

/**
 * An empty embedded database, already created and migrated, made once by the build
 * (`dist/pglite-template.tar`). A first start on an empty DATA_DIR copies it instead of running
 * PostgreSQL's initdb and every migration inside WebAssembly, which took most of a cold start
 * (issue 25: initdb and 18 migrations ≈ 5–14 s on 2 cores; loading this copy ≈ 1–2.5 s). The
 * migrations still run after it as on every start, so a template older than the code only leaves
 * them more to do; a missing one means the slow path, never a failure.
 */
export const PGLITE_TEMPLATE = path.join(API_ROOT, 'dist/pglite-template.tar');

/** The template as PGlite's `loadDataDir` takes it, or undefined when the build made none. */
export function readPgliteTemplate(): Blob | undefined {
  try {
    return new Blob([fs.readFileSync(PGLITE_TEMPLATE)]);
  } catch {
    return undefined;
  }
}

/** Creates and migrates a database in memory and writes its data directory to `file` (atomically). */
export async function writePgliteTemplate(file = PGLITE_TEMPLATE) {
  const client = new PGlite({ extensions: PGLITE_EXTENSIONS });
  try {
    await migrate(drizzle({ client }) as never, { migrationsFolder: MIGRATIONS_DIR });
    const tar = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
    const partial = `${file}.${process.pid}.part`;
    fs.writeFileSync(partial, tar);
    fs.renameSync(partial, file);
    return tar.length;
  } finally {
    await client.close();
  }
}
