import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PROJECT_API, PROJECT_UPLOAD, projectFileField, type TProjectDetail } from '@siiicca/shared';
import { openDatabase, type Db } from '../db/client';
import { PGLITE_EXTENSIONS } from '../db/pglite-extensions';
import * as schema from '../db/schema';
import { createPostgresDatabase, testDbKind, withQueryTimeout } from '../../test/helpers';
import { until } from '../../test/until';
import { compileServer, REPO_ROOT, startServerProcess, untilLogged, type ServerProcess } from '../../test/server-process';
import { documentUploads, PDF, projectFixture, projectMultipart, validProjectBody, type TUpload } from '../modules/projects/test-fixtures';
import { AN_HOUR } from './sweep-files';

// The product as production runs it (compiled, its own process, its own DATA_DIR and database),
// killed with SIGKILL in the middle of an upload and started again. Real processes on a shared
// machine take seconds to start: minutes of time-out, not the suite's minute.
const PROCESS_TIMEOUT = 300_000;
beforeAll(() => compileServer(), PROCESS_TIMEOUT);

const running: ServerProcess[] = [];

/**
 * Every file under `root`, relative, sorted. The server renames and removes files while this looks
 * (an upload's `.part` becomes its stored name): one gone between the listing and its stat is not there.
 */
const filesUnder = (root: string) =>
  fs.existsSync(root) ? (fs.readdirSync(root, { recursive: true }) as string[]).filter((p) => fs.statSync(path.join(root, p), { throwIfNoEntry: false })?.isFile()).sort() : [];

async function signIn(server: ServerProcess) {
  const res = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'docente', password: 'Docente#2026' }),
  });
  expect(res.status).toBe(200);
  return { authorization: `Bearer ${((await res.json()) as { token: { access_token: string } }).token.access_token}` };
}

/**
 * A database of the kind under test, copied from the run's seeded one (global-setup.ts), for a
 * server process: PGlite in DATA_DIR/db, or a new PostgreSQL database. Answers the server's
 * environment, the catalogue ids a project needs, and how to drop it.
 */
async function seededDatabase(dataDir: string) {
  const env: Record<string, string> = { DATA_DIR: dataDir, DEMO_DATA: 'true', ALTCHA_COST: '1', ALTCHA_MAX_NUMBER: '20' };
  if (testDbKind === 'postgres') {
    const created = await createPostgresDatabase(inject('postgresTemplate'));
    // The tests' statement time-out (helpers.ts), not the product's 3 s: the shared server is busy, not down.
    const url = withQueryTimeout(created.url);
    const database = await openDatabase({ url });
    try {
      return { env: { ...env, DATABASE_URL: url }, ids: await projectFixture(database.db), drop: created.drop };
    } finally {
      await database.close();
    }
  }
  const client = new PGlite(path.join(dataDir, 'db'), { extensions: PGLITE_EXTENSIONS, loadDataDir: new Blob([fs.readFileSync(inject('pgliteSnapshot'))]) });
  try {
    return { env, ids: await projectFixture(drizzle({ client, schema }) as unknown as Db), drop: async () => {} };
  } finally {
    await client.close();
  }
}

/**
 * A project save over a raw socket: the JSON, one complete document, then a second document whose
 * bytes keep coming slowly (the body announces far more than is sent) until `stop` is called.
 */
function slowUpload(server: ServerProcess, auth: Record<string, string>, uploads: TUpload[]) {
  const [a, b] = uploads as [TUpload, TUpload];
  const boundary = 'siiicca-crash-test';
  const part = (field: string, filename?: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"${filename ? `; filename="${filename}"` : ''}\r\n` +
    (filename ? 'Content-Type: application/octet-stream\r\n' : '') +
    '\r\n';
  const socket = net.connect(server.port, '127.0.0.1');
  socket.on('error', () => {});
  socket.write(
    `POST ${PROJECT_API.all} HTTP/1.1\r\nHost: localhost\r\nAuthorization: ${auth.authorization}\r\n` +
      `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${50 * 1024 * 1024}\r\n\r\n`,
  );
  socket.write(`${part(PROJECT_UPLOAD.dataField)}{}\r\n${part(projectFileField(a.attachedId), 'completo.pdf')}`);
  socket.write(a.content);
  socket.write(`\r\n${part(projectFileField(b.attachedId), 'interrumpido.pdf')}`);
  socket.write(b.content);
  const filler = Buffer.alloc(16 * 1024);
  const timer = setInterval(() => socket.write(filler), 25);
  return { stop: () => (clearInterval(timer), socket.destroy()) };
}

/** `npm run sweep-files` as an operator runs it (compiled by compileServer). */
const sweepCommand = (env: Record<string, string>, ...args: string[]) =>
  spawnSync(process.execPath, [path.join(REPO_ROOT, 'apps/api/dist/ops/sweep-files-cli.js'), ...args], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    encoding: 'utf8',
    timeout: 120_000,
  });

describe(`a server killed during an upload (${testDbKind})`, () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'siiicca-crash-'));
  const files = path.join(dataDir, 'files');
  let dropDatabase = async () => {};
  afterAll(async () => {
    for (const server of running) {
      if (server.proc.exitCode === null && server.proc.signalCode === null) server.proc.kill('SIGKILL');
      await server.exited;
    }
    await dropDatabase();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('after the restart, no stray file is left and every file a record names is still there', { timeout: PROCESS_TIMEOUT }, async () => {
    const { env, ids, drop } = await seededDatabase(dataDir);
    dropDatabase = drop;
    const first = await startServerProcess(env);
    running.push(first);
    const auth = await signIn(first);

    // A project saved with its documents: the files a record names.
    const documents = await documentUploads(ids.openAttacheds, { all: true });
    const form = projectMultipart(validProjectBody(ids), documents);
    const saved = await fetch(`${first.url}${PROJECT_API.all}`, { method: 'POST', headers: { ...auth, ...form.headers }, body: form.payload });
    expect(saved.status).toBe(201);
    const projectId = ((await saved.json()) as { data: { id: number } }).data.id;
    const stored = filesUnder(files);
    expect(stored).toHaveLength(documents.length);

    // Another save: its first document is stored whole, its second is arriving; then the process dies.
    const upload = slowUpload(first, auth, documents);
    const leftovers = await until(
      () => {
        const now = filesUnder(files).filter((f) => !stored.includes(f));
        return now.some((f) => f.endsWith('.part')) && now.some((f) => !f.endsWith('.part')) && now;
      },
      { what: 'a complete and a partial upload on disk', timeout: 120_000, every: 50, show: () => filesUnder(files) },
    );
    first.proc.kill('SIGKILL');
    expect(await first.exited).toBe('SIGKILL');
    upload.stop();
    expect(leftovers).toHaveLength(2);

    // An hour passes (for every file, the referenced ones too), and another process's upload has just begun.
    const anHourAgo = (Date.now() - AN_HOUR - 60_000) / 1000;
    for (const f of filesUnder(files)) fs.utimesSync(path.join(files, f), anHourAgo, anHourAgo);
    const inProgress = `projects/${randomUUID()}.part`;
    fs.writeFileSync(path.join(files, inProgress), PDF);

    // The operator's command sees the same (on PostgreSQL: opening the embedded database in one more
    // process costs seconds, and its refusal while a server runs is checked below).
    if (testDbKind === 'postgres') {
      const dryRun = sweepCommand(env, '--dry-run');
      expect(dryRun.stderr).toBe('');
      expect(dryRun.stdout).toContain(`se eliminarían 1 temporales de subidas interrumpidas y 1 sin registro que los use (con más de 60 minutos); conservados ${stored.length} en uso y 1 recientes.`);
      expect(filesUnder(files)).toEqual([...stored, ...leftovers, inProgress].sort());
    }

    const second = await startServerProcess(env);
    running.push(second);
    // It starts with the server, before it listens: once ready, it is done or about to be.
    const swept = JSON.parse(await untilLogged(second, 'leftover files swept')) as Record<string, unknown>;
    // Every file left but the upload in progress is one the database names (the server counted them).
    expect(swept).toMatchObject({ temporary: 1, unreferenced: 1, young: 1, referenced: stored.length, failed: 0 });
    expect(filesUnder(files)).toEqual([...stored, inProgress].sort());
    if (testDbKind === 'pglite') {
      const refused = sweepCommand(env);
      expect(refused.status).toBe(1);
      expect(refused.stderr).toContain(`No se puede limpiar los archivos: la base de datos embebida en ${path.join(dataDir, 'db')} está en uso por el proceso ${second.proc.pid}`);
    }

    // The project's documents still download, as they were uploaded.
    const again = await signIn(second);
    const detail = (await (await fetch(`${second.url}${PROJECT_API.one(projectId)}`, { headers: again })).json()) as TProjectDetail;
    expect(detail.attacheds).toHaveLength(documents.length);
    for (const doc of detail.attacheds) {
      const res = await fetch(`${second.url}${PROJECT_API.file}?id=${projectId}&file=${doc.id}`, { headers: again });
      expect(res.status).toBe(200);
      expect(Buffer.from(await res.arrayBuffer()).equals(documents.find((d) => d.attachedId === doc.attached_id)!.content)).toBe(true);
    }
  });
});
