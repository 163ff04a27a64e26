import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../paths';
import { PGLITE_EXTENSIONS } from './pglite-extensions';
import { writePgliteTemplate } from './pglite-template';

/*
 * A first start on an empty DATA_DIR copies the build's template instead of initdb and every
 * migration: the copy must be the whole migrated database, and a folder made from it must keep
 * what is written to it across a restart, as one made by initdb does.
 */
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'siiicca-template-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };

describe('the embedded database template', () => {
  it('holds every migration, and a data folder made from it keeps its writes across a restart', async () => {
    const file = path.join(work, 'template.tar');
    const bytes = await writePgliteTemplate(file);
    expect(fs.statSync(file).size).toBe(bytes);
    expect(fs.readdirSync(work)).toEqual(['template.tar']);

    const dir = path.join(work, 'db');
    const first = new PGlite(dir, { extensions: PGLITE_EXTENSIONS, loadDataDir: new Blob([fs.readFileSync(file)]) });
    const applied = await first.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
    expect(applied.rows[0]!.n).toBe(journal.entries.length);
    await first.query('create table template_probe (id int primary key)');
    await first.query('insert into template_probe values (7)');
    await first.close();

    const again = new PGlite(dir, { extensions: PGLITE_EXTENSIONS });
    expect((await again.query<{ id: number }>('select id from template_probe')).rows).toEqual([{ id: 7 }]);
    expect((await again.query<{ n: number }>("select count(*)::int as n from pg_extension where extname = 'pg_trgm'")).rows[0]!.n).toBe(1);
    await again.close();
    // Two databases started and a template written: about 15-25 s on an idle machine, 61 s was seen
    // beside a busy process per core, 114 s beside two and a second test run. A deadline for a hang,
    // not a speed check (that is `npm run bench`).
  }, 300_000);
});
