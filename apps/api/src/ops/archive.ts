import { createHash } from 'node:crypto';
import { once } from 'node:events';
import path from 'node:path';
import * as tar from 'tar';
import { Header, ReadEntry, type Pack } from 'tar';
import { ARCHIVE_ROOTS, MANIFEST, ZManifestSchema, type TManifest } from './manifest';

const MAX_MANIFEST_BYTES = 64 * 1024 * 1024;
const ALLOWED_TYPES = new Set(['File', 'OldFile', 'ContiguousFile', 'Directory']);

/**
 * Why an entry may not be extracted, or null when it may: only plain files and folders, under one of
 * the archive's known top-level names, by a relative path without '..'. Links are refused outright,
 * so no entry can point (or later write) outside the target.
 */
export function entryProblem(entry: Pick<ReadEntry, 'path' | 'type'>): string | null {
  const name = entry.path;
  if (!ALLOWED_TYPES.has(entry.type)) return `${name}: tipo ${entry.type} no permitido`;
  if (name.startsWith('/') || /^[a-zA-Z]:/.test(name) || name.includes('\\')) return `${name}: ruta absoluta`;
  const parts = name.split('/').filter((p) => p !== '' && p !== '.');
  if (parts.includes('..')) return `${name}: contiene '..'`;
  if (!parts.length || !(ARCHIVE_ROOTS as readonly string[]).includes(parts[0]!)) return `${name}: fuera de lo que guarda un respaldo`;
  return null;
}

/** Normalized archive path ('./files/a' → 'files/a'), as the manifest writes it. */
export const entryPath = (name: string) => path.posix.normalize(name).replace(/^\.\//, '').replace(/\/$/, '');

/**
 * Reads an archive without extracting it: checks every entry and returns the manifest and the
 * list of regular files. Throws on the first entry that may not be extracted.
 */
export async function inspectArchive(file: string): Promise<{ manifest: TManifest; files: string[] }> {
  const problems: string[] = [];
  const files: string[] = [];
  const chunks: Buffer[] = [];
  let manifestBytes = 0;
  await tar.t({
    file,
    strict: true,
    onReadEntry: (entry) => {
      const problem = entryProblem(entry);
      if (problem) return void problems.push(problem);
      const name = entryPath(entry.path);
      if (name === MANIFEST) {
        entry.on('data', (chunk: Buffer) => {
          manifestBytes += chunk.length;
          if (manifestBytes <= MAX_MANIFEST_BYTES) chunks.push(chunk);
        });
      } else if (entry.type !== 'Directory') {
        files.push(name);
      }
    },
  });
  if (problems.length) {
    throw new Error(`El archivo no es un respaldo válido; entradas no permitidas: ${problems.slice(0, 5).join('; ')}`);
  }
  if (!chunks.length || manifestBytes > MAX_MANIFEST_BYTES) throw new Error('El archivo no es un respaldo válido: falta manifest.json');
  let json: unknown = null;
  try {
    json = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    // Falls through to the message below.
  }
  const parsed = ZManifestSchema.safeParse(json);
  if (!parsed.success) throw new Error('El archivo no es un respaldo válido: manifest.json no se reconoce');
  return { manifest: parsed.data, files };
}

/**
 * Adds `source` to `pack` as a plain file `name` of `size` bytes, passing it on chunk by chunk (the
 * pack's pace, never the whole file in memory) and hashing it on the way; its SHA-256 once all is
 * written. A source that ends short or runs long fails: a tar header states the size before the bytes.
 * `failed` rejects when the pack or its output fails, so a wait for room never outlives them.
 */
export async function addStream(pack: Pack, name: string, size: number, source: AsyncIterable<Buffer | string>, failed: Promise<never>) {
  const entry = new ReadEntry(new Header({ path: name, type: 'File', mode: 0o600, size, mtime: new Date() }));
  pack.add(entry);
  const hash = createHash('sha256');
  let written = 0;
  for await (const chunk of source) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    written += bytes.length;
    if (written > size) break;
    hash.update(bytes);
    if (!entry.write(bytes)) await Promise.race([once(entry, 'drain'), failed]);
  }
  if (written !== size) throw new Error(`${name} cambió mientras se respaldaba (${written} bytes en vez de ${size}): vuelva a intentarlo.`);
  entry.end();
  return hash.digest('hex');
}
