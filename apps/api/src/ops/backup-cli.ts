import path from 'node:path';
import { loadConfig } from '../config';
import { writeBackup } from './backup';
import { isEntryPoint, operatorPath, runCli } from './cli';

/** `npm run backup -- <archive.tar.gz>`: DATA_DIR (db, files, .jwt-secret) into one archive. */
export async function backupCli(argv: string[] = process.argv.slice(2), env: NodeJS.ProcessEnv = process.env) {
  if (argv.length !== 1 || argv[0]!.startsWith('-')) throw new Error('Uso: npm run backup -- <respaldo.tar.gz>');
  const config = loadConfig(env);
  const file = operatorPath(argv[0]!, env);
  const includeDatabase = !config.DATABASE_URL;
  if (!includeDatabase) {
    // A server's database is not a folder we can copy safely: pg_dump is its consistent backup.
    console.log('DATABASE_URL está definida: respalde la base PostgreSQL con pg_dump (ver README); este archivo guarda solo DATA_DIR/files y DATA_DIR/.jwt-secret.');
  }
  const includeFiles = config.FILE_STORAGE !== 's3';
  if (!includeFiles) {
    console.log(`FILE_STORAGE=s3: los archivos subidos están en el bucket ${config.S3_BUCKET} y no entran en este respaldo; respalde el bucket con las herramientas de su proveedor (versionado o réplica).`);
  }
  const manifest = await writeBackup({ dataDir: path.resolve(config.DATA_DIR), file, includeDatabase, includeFiles });
  const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
  const uploads = manifest.files.filter((f) => f.path.startsWith('files/')).length;
  console.log(
    `Respaldo escrito en ${file}` +
      (includeDatabase ? `: ${Object.keys(manifest.tables).length} tablas, ${rows} filas` : '') +
      `, ${uploads} archivos subidos.`,
  );
}

if (isEntryPoint(import.meta.url)) runCli(() => backupCli());
