import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { createFileStore } from '../lib/files';
import { isEntryPoint, runCli } from './cli';
import { lockDatabase } from './manifest';
import { minAgeOf, sweepFiles } from './sweep-files';

/**
 * `npm run sweep-files [-- --dry-run]`: removes from the file store (DATA_DIR/files, or the bucket
 * and its scratch folder) what a crash left (uploads cut midway, files no record names, open
 * multipart uploads), older than the threshold the server uses (minAgeOf). With the embedded
 * database the server must be stopped (one process at a time); with PostgreSQL it may run.
 */
export async function sweepFilesCli(argv: string[] = process.argv.slice(2), env: NodeJS.ProcessEnv = process.env) {
  const dryRun = argv.includes('--dry-run');
  if (argv.some((a) => a !== '--dry-run')) throw new Error('Uso: npm run sweep-files [-- --dry-run]');
  const config = loadConfig(env);
  const dataDir = path.resolve(config.DATA_DIR);
  const dbDir = path.join(dataDir, 'db');
  if (!config.DATABASE_URL && !fs.existsSync(path.join(dbDir, 'PG_VERSION'))) {
    throw new Error(`No hay una base de datos embebida en ${dbDir}: revise DATA_DIR.`);
  }
  // The embedded database's lock, taken first for its message: openDatabase then takes over this
  // process's own lock (dir-lock.ts) and its close releases it.
  const release = config.DATABASE_URL ? () => {} : lockDatabase(dbDir, 'limpiar los archivos');
  try {
    const database = await openDatabase({ url: config.DATABASE_URL, dataDir: dbDir });
    try {
      const minAgeMs = minAgeOf(config.REQUEST_TIMEOUT_MS);
      const r = await sweepFiles({ db: database.db, dataDir, files: createFileStore({ ...config, DATA_DIR: dataDir }), minAgeMs, dryRun });
      const verb = dryRun ? 'se eliminarían' : 'eliminados';
      const where = config.FILE_STORAGE === 's3' ? `el bucket ${config.S3_BUCKET}` : path.join(dataDir, 'files');
      console.log(
        `Archivos en ${where}: ${verb} ${r.temporary} temporales de subidas interrumpidas y ` +
          `${r.unreferenced} sin registro que los use (con más de ${Math.round(minAgeMs / 60_000)} minutos); ` +
          `conservados ${r.referenced} en uso y ${r.young} recientes.` +
          (r.abortedUploads ? ` Subidas multiparte abandonadas canceladas: ${r.abortedUploads}.` : ''),
      );
      if (r.failed) throw new Error(`${r.failed} archivos no se pudieron eliminar: revise los permisos de ${config.FILE_STORAGE === 's3' ? 'las credenciales del bucket' : 'DATA_DIR/files'}.`);
    } finally {
      await database.close();
    }
  } finally {
    release();
  }
}

if (isEntryPoint(import.meta.url)) runCli(() => sweepFilesCli());
