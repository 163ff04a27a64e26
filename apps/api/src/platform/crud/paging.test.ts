import { beforeAll, describe, expect, it } from 'vitest';
import { or, sql } from 'drizzle-orm';
import { filtersParam } from '@siiicca/shared';
import { queryRows } from '../../db/query-rows';
import { subjects } from '../../db/schema';
import { foldedContains } from '../../db/fold';
import { call } from '../../modules/catalogues/test-fixtures';
import { useTestApp } from '../../../test/helpers';
import { EXACT_TOTAL_LIMIT } from './paging';

const t = useTestApp();
const url = '/api/siiicca/subjects';
const get = async (query: string) => {
  const res = await call(t, 'GET', `${url}?${query}`, t.admin);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: { name: string; codesac: string }[]; meta: { total: number; page: number; per_page: number; estimated?: boolean } };
};

// 3,000 subjects 'Lote exacto 0001'... (every third one inactive) and 9,000 'Lote estimado ...':
// more rows than the engine counts exactly, inserted in one statement each.
beforeAll(async () => {
  await t.db.execute(sql`insert into subjects (name, program_sac, codesac, active)
    select 'Lote exacto ' || lpad(g::text, 4, '0'), 'PRGLOTE', 'LOTEX' || g, g % 3 <> 0 from generate_series(1, 3000) g`);
  await t.db.execute(sql`insert into subjects (name, program_sac, codesac, active)
    select 'Lote estimado ' || lpad(g::text, 4, '0'), 'PRGLOTE', 'LOTES' || g, true from generate_series(1, 9000) g`);
  // What autovacuum does on a server after a bulk insert; PGlite has no autovacuum.
  await t.db.execute(sql`analyze subjects`);
});

describe('totals of a large list', () => {
  it('counts a search exactly up to 10,000 matches, and its last page holds the last rows', async () => {
    const first = await get('q=lote%20exacto&sort=name&per_page=100');
    expect(first.meta).toEqual({ total: 3000, page: 1, per_page: 100 });
    expect(first.data[0]!.name).toBe('Lote exacto 0001');
    const last = await get('q=LOTE%20EXACTO&sort=name&per_page=100&page=30');
    expect(last.data).toHaveLength(100);
    expect(last.data.at(-1)!.name).toBe('Lote exacto 3000');
    const past = await get('q=lote%20exacto&sort=name&per_page=100&page=31');
    expect(past).toEqual({ data: [], meta: { total: 3000, page: 31, per_page: 100 } });
  });

  it('counts filters exactly too', async () => {
    const filters = filtersParam([
      { field: 'name', operation: 'Parecido', value: 'lote exacto' },
      { field: 'active', operation: 'Igual', value: false },
    ]);
    const inactive = await get(`filters=${encodeURIComponent(filters)}&sort=-name&per_page=10`);
    expect(inactive.meta).toEqual({ total: 1000, page: 1, per_page: 10 });
    expect(inactive.data[0]!.name).toBe('Lote exacto 3000');
  });

  it('past 10,000 rows says the total is an estimate, and still pages in order', async () => {
    const all = await get('sort=name&per_page=100');
    expect(all.meta.estimated).toBe(true);
    expect(all.meta.total).toBeGreaterThan(EXACT_TOTAL_LIMIT);
    expect(all.data).toHaveLength(100);

    const searched = await get('q=lote&sort=name&per_page=50&page=2');
    expect(searched.meta).toMatchObject({ estimated: true, page: 2, per_page: 50 });
    // Within 10% of the 12,000 matching rows, from the statistics ANALYZE keeps.
    expect(searched.meta.total).toBeGreaterThan(10_800);
    expect(searched.meta.total).toBeLessThan(13_200);
    expect(searched.data.map((s) => s.name)).toEqual(Array.from({ length: 50 }, (_, i) => `Lote estimado ${String(51 + i).padStart(4, '0')}`));
  });
});

describe('sorting', () => {
  it('refuses a key it does not sort by, inherited object keys included, in the list and in its export (400)', async () => {
    for (const sort of ['__proto__', '-constructor', 'password_hash']) {
      const listed = await call(t, 'GET', `${url}?q=lote%20exacto&per_page=3&sort=${sort}`, t.admin);
      expect(listed.statusCode, sort).toBe(400);
      expect(listed.json()).toEqual({ message: 'Valor no válido', errors: { sort: ['Valor no válido'] } });
    }
    expect((await call(t, 'GET', '/api/programsExport?sort=__proto__', t.admin)).statusCode).toBe(400);
    expect((await get('q=lote%20exacto&per_page=3&sort=-name')).data.length).toBe(3);
  });
});

describe('the search uses the trigram indexes', () => {
  it('finds a rare text through the folded-name index instead of reading the table', async () => {
    // The search box's condition on the subjects, exactly as the engine writes it.
    const search = or(...[subjects.name, subjects.programSac, subjects.codesac].map((c) => foldedContains(c, 'lote exacto 2999')));
    const [plan] = await queryRows<{ 'QUERY PLAN': unknown }>(t.db, sql`explain (format json) select ${subjects.id} from ${subjects} where ${search}`);
    const text = JSON.stringify(plan);
    expect(text).toContain('subjects_name_trgm');
    expect(text).toContain('Bitmap Index Scan');
    expect(text).not.toContain('Seq Scan');
  });
});
