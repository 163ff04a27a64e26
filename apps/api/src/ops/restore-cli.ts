import path from 'node:path';
import { loadConfig } from '../config';
import { createFileStore } from '../lib/files';
import { restoreBackup } from './backup';
import { isEntryPoint, operatorPath, runCli } from './cli';

/**
 * `npm run restore -- <archive.tar.gz> [--force]`: an archive of `npm run backup` back into DATA_DIR,
 * its files into DATA_DIR/files or, with FILE_STORAGE=s3, into the bucket (whichever kind wrote it).
 */
export async function restoreCli(argv: string[] = process.argv.slice(2), env: NodeJS.ProcessEnv = process.env) {
  const force = argv.includes('--force');
  const rest = argv.filter((a) => a !== '--force');
  if (rest.length !== 1 || rest[0]!.startsWith('-')) throw new Error('Uso: npm run restore -- <respaldo.tar.gz> [--force]');
  const config = loadConfig(env);
  const file = operatorPath(rest[0]!, env);
  const dataDir = path.resolve(config.DATA_DIR);
  const bucket = config.FILE_STORAGE === 's3' ? { name: config.S3_BUCKET!, store: createFileStore(config) } : undefined;
  const { manifest, movedAside, uploaded, skipped } = await restoreBackup({ dataDir, file, force, bucket });
  if (movedAside) console.log(`Los datos anteriores quedaron en ${movedAside}.`);
  console.log(`Respaldo del ${manifest.createdAt} (versión ${manifest.version}) restaurado en ${dataDir}: ${manifest.files.length} archivos verificados.`);
  if (bucket) {
    console.log(`${uploaded} archivos subidos al bucket ${bucket.name}. Los objetos del bucket que el respaldo no tiene se dejaron como estaban (no se borra nada).`);
    if (skipped.length) console.log(`No se subieron ${skipped.length} archivos que no tienen nombre de archivo del producto: ${skipped.slice(0, 5).join(', ')}${skipped.length > 5 ? '…' : ''}`);
  }
  if (manifest.database === 'pglite' && config.DATABASE_URL) {
    console.log('Aviso: DATABASE_URL está definida, así que el servidor usa PostgreSQL y no la base embebida restaurada en DATA_DIR/db.');
  }
  if (manifest.database === 'none') console.log('Este respaldo no incluye base de datos: restaure la de PostgreSQL con pg_restore o psql.');
}

if (isEntryPoint(import.meta.url)) runCli(() => restoreCli());
