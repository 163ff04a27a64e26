import path from 'node:path';
import { loadConfig } from '../config';
import { createFileStore } from '../lib/files';
import { writeBackup } from './backup';
import { isEntryPoint, operatorPath, runCli } from './cli';

/** `npm run backup -- <archive.tar.gz>`: DATA_DIR (db, .jwt-secret, .second-factor-key) and the uploads (DATA_DIR/files or the bucket) into one archive. */
export async function backupCli(argv: string[] = process.argv.slice(2), env: NodeJS.ProcessEnv = process.env) {
  if (argv.length !== 1 || argv[0]!.startsWith('-')) throw new Error('Uso: npm run backup -- <respaldo.tar.gz>');
  const config = loadConfig(env);
  const file = operatorPath(argv[0]!, env);
  const includeDatabase = !config.DATABASE_URL;
  const bucket = config.FILE_STORAGE === 's3' ? { name: config.S3_BUCKET!, store: createFileStore(config) } : undefined;
  if (!includeDatabase) {
    // A server's database is not a folder we can copy safely: pg_dump is its consistent backup.
    const files = bucket ? `los archivos del bucket ${bucket.name}` : 'DATA_DIR/files';
    console.log(`DATABASE_URL está definida: respalde la base PostgreSQL con pg_dump (ver docs/deploy.md); este archivo guarda solo ${files} y las claves de DATA_DIR (.jwt-secret, .second-factor-key).`);
  }
  const manifest = await writeBackup({ dataDir: path.resolve(config.DATA_DIR), file, includeDatabase, bucket });
  const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
  const uploads = manifest.files.filter((f) => f.path.startsWith('files/')).length;
  console.log(
    `Respaldo escrito en ${file}` +
      (includeDatabase ? `: ${Object.keys(manifest.tables).length} tablas, ${rows} filas` : '') +
      `, ${uploads} archivos subidos` +
      (bucket ? ` (del bucket ${bucket.name}).` : '.'),
  );
}

if (isEntryPoint(import.meta.url)) runCli(() => backupCli());
