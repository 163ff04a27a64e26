import path from 'node:path';
import { loadConfig } from '../config';
import { restoreBackup } from './backup';
import { isEntryPoint, operatorPath, runCli } from './cli';

/** `npm run restore -- <archive.tar.gz> [--force]`: an archive of `npm run backup` back into DATA_DIR. */
export async function restoreCli(argv: string[] = process.argv.slice(2), env: NodeJS.ProcessEnv = process.env) {
  const force = argv.includes('--force');
  const rest = argv.filter((a) => a !== '--force');
  if (rest.length !== 1 || rest[0]!.startsWith('-')) throw new Error('Uso: npm run restore -- <respaldo.tar.gz> [--force]');
  const config = loadConfig(env);
  const file = operatorPath(rest[0]!, env);
  const dataDir = path.resolve(config.DATA_DIR);
  const { manifest, movedAside } = await restoreBackup({ dataDir, file, force });
  if (movedAside) console.log(`Los datos anteriores quedaron en ${movedAside}.`);
  console.log(`Respaldo del ${manifest.createdAt} (versión ${manifest.version}) restaurado en ${dataDir}: ${manifest.files.length} archivos verificados.`);
  if (manifest.database === 'pglite' && config.DATABASE_URL) {
    console.log('Aviso: DATABASE_URL está definida, así que el servidor usa PostgreSQL y no la base embebida restaurada en DATA_DIR/db.');
  }
  if (config.FILE_STORAGE === 's3' && manifest.files.some((f) => f.path.startsWith('files/'))) {
    // The server reads uploads from the bucket, not from DATA_DIR/files: say so rather than let them look restored.
    console.log(`Aviso: FILE_STORAGE=s3, así que el servidor lee los archivos del bucket ${config.S3_BUCKET}, no los restaurados en DATA_DIR/files.`);
  }
  if (manifest.database === 'none') console.log('Este respaldo no incluye base de datos: restaure la de PostgreSQL con pg_restore o psql.');
}

if (isEntryPoint(import.meta.url)) runCli(() => restoreCli());
