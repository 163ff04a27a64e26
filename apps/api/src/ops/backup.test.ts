import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { totpFactors, users } from '../db/schema';
import { DEMO_SECOND_FACTOR } from '../modules/account-security/demo-seed';
import { openSecret, sealSecret } from '../modules/account-security/secret-box';
import { seed } from '../seed';
import { loadSecondFactorKey } from '../server';
import { restoreBackup, writeBackup } from './backup';

// Backup and restore concern the embedded database only, so this file opens its own PGlite in a
// temporary DATA_DIR whatever TEST_DB says.

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'siiicca-backup-test-'));
const source = path.join(tmp, 'source');
const archive = path.join(tmp, 'backup.tar.gz');
let sourceCounts: Record<string, number>;

async function rowCounts(dataDir: string) {
  const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
  const rows = async <T>(query: SQL) => ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
  try {
    const tables = await rows<{ schema: string; name: string }>(sql`
      select table_schema as schema, table_name as name from information_schema.tables
       where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`);
    const counts: Record<string, number> = {};
    for (const { schema, name } of tables) {
      const [count] = await rows<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(schema)}.${sql.identifier(name)}`);
      counts[`${schema}.${name}`] = count!.n;
    }
    return counts;
  } finally {
    await database.close();
  }
}

/** SHA-256 of every file under DATA_DIR/files and of the keys, by relative path. */
function checksums(dataDir: string) {
  const out: Record<string, string> = {};
  const walk = (rel: string) => {
    const full = path.join(dataDir, rel);
    if (fs.statSync(full).isDirectory()) for (const n of fs.readdirSync(full)) walk(path.join(rel, n));
    else out[rel] = createHash('sha256').update(fs.readFileSync(full)).digest('hex');
  };
  walk('files');
  walk('.jwt-secret');
  walk('.second-factor-key');
  return out;
}

const mode = (p: string) => fs.statSync(p).mode & 0o777;
/** A lock held by a live process that is not this one (our parent). */
const holdLock = (dbDir: string) => fs.writeFileSync(path.join(dbDir, '.siiicca.lock'), String(process.ppid));
const fresh = (name: string) => path.join(tmp, name);

/** The TOTP secret of 'seguro' in DATA_DIR's database, opened with DATA_DIR's own key (as a server started there would). */
async function demoSecretIn(dataDir: string) {
  const key = loadSecondFactorKey(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }));
  const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
  try {
    const [row] = await database.db
      .select({ userId: totpFactors.userId, secret: totpFactors.secret })
      .from(totpFactors)
      .innerJoin(users, eq(users.id, totpFactors.userId))
      .where(eq(users.username, DEMO_SECOND_FACTOR.username));
    return { stored: row!.secret, opened: openSecret(key, row!.userId, row!.secret) };
  } finally {
    await database.close();
  }
}

beforeAll(async () => {
  const database = await openDatabase({ dataDir: path.join(source, 'db') });
  await seed(database.db, { demo: true });
  // The demo's TOTP secret sealed under the key a first start writes into DATA_DIR/.second-factor-key.
  const key = loadSecondFactorKey(loadConfig({ NODE_ENV: 'test', DATA_DIR: source }));
  const [seguro] = await database.db.select({ id: users.id }).from(users).where(eq(users.username, DEMO_SECOND_FACTOR.username));
  await database.db.update(totpFactors).set({ secret: sealSecret(key, seguro!.id, DEMO_SECOND_FACTOR.totpSecret) }).where(eq(totpFactors.userId, seguro!.id));
  await database.close();
  fs.mkdirSync(path.join(source, 'files', 'projects', '7'), { recursive: true });
  fs.writeFileSync(path.join(source, 'files', 'projects', '7', 'acta de inicio.pdf'), '%PDF-1.4 acta firmada\n');
  fs.writeFileSync(path.join(source, 'files', 'projects', '7', 'foto.bin'), randomBytes(300_000));
  fs.writeFileSync(path.join(source, '.jwt-secret'), randomBytes(48).toString('base64url'), { mode: 0o600 });
  sourceCounts = await rowCounts(source);
}, 120_000);

afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe('backup and restore of the embedded database and files', () => {
  it('round trip: every table has the same rows and every file the same checksum', async () => {
    const manifest = await writeBackup({ dataDir: source, file: archive });
    expect(mode(archive)).toBe(0o600);
    expect(manifest.tables).toEqual(sourceCounts);
    expect(manifest.tables['public.users']).toBeGreaterThan(0);
    expect(manifest.files.map((f) => f.path)).toEqual(expect.arrayContaining(['files/projects/7/foto.bin', '.jwt-secret', '.second-factor-key', 'db/PG_VERSION']));
    expect(manifest.files.map((f) => f.path)).not.toContain('db/.siiicca.lock');

    const target = fresh('restored');
    const { movedAside } = await restoreBackup({ dataDir: target, file: archive });
    expect(movedAside).toBeNull();
    expect(checksums(target)).toEqual(checksums(source));
    expect(await rowCounts(target)).toEqual(sourceCounts);
    expect(mode(path.join(target, 'db'))).toBe(0o700);
    expect(mode(path.join(target, 'files', 'projects'))).toBe(0o700);
    expect(mode(path.join(target, 'files', 'projects', '7', 'foto.bin'))).toBe(0o600);
    expect(mode(path.join(target, 'db', 'PG_VERSION'))).toBe(0o600);
    expect(fs.readdirSync(target).filter((n) => n.startsWith('.restore-'))).toEqual([]);
    expect(mode(path.join(target, '.second-factor-key'))).toBe(0o600);
    // The restored key opens the restored database's TOTP secrets: the codes of its users keep working.
    const restored = await demoSecretIn(target);
    expect(restored.stored).toMatch(/^v1:/);
    expect(restored.opened).toBe(DEMO_SECOND_FACTOR.totpSecret);
  }, 120_000);

  it('refuses to back up while a server holds the database, and leaves no archive behind', async () => {
    const file = fresh('while-running.tar.gz');
    holdLock(path.join(source, 'db'));
    try {
      await expect(writeBackup({ dataDir: source, file })).rejects.toThrow(`en uso por el proceso ${process.ppid}`);
    } finally {
      fs.rmSync(path.join(source, 'db', '.siiicca.lock'));
    }
    expect(fs.existsSync(file)).toBe(false);
  });

  it('refuses to restore over a DATA_DIR with data unless forced, and then moves the old data aside', async () => {
    const target = fresh('occupied');
    fs.mkdirSync(path.join(target, 'files'), { recursive: true });
    fs.writeFileSync(path.join(target, 'files', 'keep.txt'), 'previous upload');
    await expect(restoreBackup({ dataDir: target, file: archive })).rejects.toThrow(/ya contiene datos \(files\).*--force/);
    expect(fs.readFileSync(path.join(target, 'files', 'keep.txt'), 'utf8')).toBe('previous upload');

    const { movedAside } = await restoreBackup({ dataDir: target, file: archive, force: true });
    expect(fs.readFileSync(path.join(movedAside!, 'files', 'keep.txt'), 'utf8')).toBe('previous upload');
    expect(checksums(target)).toEqual(checksums(source));

    // A second forced restore keeps the first restore's database aside too, never deleting it.
    const second = await restoreBackup({ dataDir: target, file: archive, force: true });
    expect(fs.existsSync(path.join(second.movedAside!, 'db', 'PG_VERSION'))).toBe(true);
    expect(fs.existsSync(path.join(second.movedAside!, '.jwt-secret'))).toBe(true);
    expect(fs.existsSync(path.join(second.movedAside!, '.second-factor-key'))).toBe(true);
  }, 60_000);

  it('refuses to restore while a server holds the target database, even when forced', async () => {
    const target = fresh('locked');
    fs.mkdirSync(path.join(target, 'db'), { recursive: true });
    holdLock(path.join(target, 'db'));
    await expect(restoreBackup({ dataDir: target, file: archive, force: true })).rejects.toThrow(/en uso por el proceso/);
    expect(fs.readdirSync(path.join(target, 'db'))).toEqual(['.siiicca.lock']);
  });

  it("refuses an archive with '../' or absolute entries or links, writing nothing anywhere", async () => {
    const craft = fresh('craft');
    fs.mkdirSync(path.join(craft, 'inner', 'files'), { recursive: true });
    fs.writeFileSync(path.join(craft, 'evil.txt'), 'owned');
    fs.writeFileSync(path.join(craft, 'inner', 'manifest.json'), '{}');
    fs.symlinkSync('/etc/passwd', path.join(craft, 'inner', 'files', 'link'));
    const cases = {
      dotdot: ['manifest.json', '../evil.txt'],
      absolute: ['manifest.json', path.join(craft, 'evil.txt')],
      symlink: ['manifest.json', 'files/link'],
    };
    for (const [name, entries] of Object.entries(cases)) {
      const file = fresh(`${name}.tar.gz`);
      await tar.c({ file, gzip: true, cwd: path.join(craft, 'inner'), preservePaths: true }, entries);
      const target = fresh(`target-${name}`);
      await expect(restoreBackup({ dataDir: target, file }), name).rejects.toThrow(/entradas no permitidas/);
      expect(fs.existsSync(path.join(tmp, 'evil.txt')), name).toBe(false);
      expect(fs.existsSync(target) ? fs.readdirSync(target) : [], name).toEqual([]);
    }
  });

  it('refuses an archive whose files do not match the manifest checksums', async () => {
    const unpacked = fresh('tampered');
    fs.mkdirSync(unpacked);
    await tar.x({ file: archive, cwd: unpacked });
    fs.appendFileSync(path.join(unpacked, 'files', 'projects', '7', 'acta de inicio.pdf'), 'alterada');
    const file = fresh('tampered.tar.gz');
    await tar.c({ file, gzip: true, cwd: unpacked }, fs.readdirSync(unpacked));
    const target = fresh('target-tampered');
    await expect(restoreBackup({ dataDir: target, file })).rejects.toThrow(/sumas de verificación no coinciden \(files\/projects\/7\/acta de inicio.pdf\)/);
    expect(fs.existsSync(path.join(target, 'files'))).toBe(false);
    expect(fs.readdirSync(path.join(target, 'db'))).toEqual([]);
  }, 60_000);
});
