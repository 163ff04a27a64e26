import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TResearcherRow } from '@siiicca/shared';
import { bearer, useTestApp } from '../../../../test/helpers';
import { COUNT_UP_TO } from '../../../platform/records/record-page';

/*
 * 'Investigadores' past what the record engine counts (list-researchers.ts, record-page.ts): 1,500
 * lecturers who each own a strategy and 300 accounts that own nothing. The office reads a deep page in
 * name order, an estimated total flagged `estimated` past COUNT_UP_TO expected researchers, the exact
 * total near and past the end, and a search's exact total.
 */
const t = useTestApp();
const RESEARCHERS = 1_500;
const PREFIX = 'Investigador volumen';

type TMeta = { total: number; page: number; per_page: number; estimated?: boolean };
const list = async (query: string) => {
  const res = await t.app.inject({ url: `/api/researchers?${query}`, headers: bearer(t.admin) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: TResearcherRow[]; meta: TMeta };
};
const ours = (rows: TResearcherRow[]) => rows.filter((r) => r.name.startsWith(PREFIX));

// In a few statements, then the statistics a server's autovacuum would gather (PGlite has none).
beforeAll(async () => {
  await t.db.execute(sql`insert into users (name, email, username, identity, account_type)
    select ${PREFIX} || ' ' || lpad(g::text, 4, '0'), 'volumen' || g || '@siiicca.test', 'volumen' || g, '7700' || lpad(g::text, 6, '0'), 'sac'
    from generate_series(1, ${RESEARCHERS}::int) g`);
  await t.db.execute(sql`insert into users (name, email, username, account_type)
    select 'Sin registros ' || g, 'sinregistros' || g || '@siiicca.test', 'sinregistros' || g, 'sac' from generate_series(1, 300) g`);
  await t.db.execute(sql`insert into strategies (user_id, period_id, strategy, name, state, duration)
    select u.id, (select id from strategy_periods where state order by id limit 1), 'Grupos de Estudio', 'Semillero de ' || u.name, 'Activo', 6
    from users u where u.username like 'volumen%'`);
  await t.db.execute(sql`analyze users`);
  await t.db.execute(sql`analyze strategies`);
});

describe('Investigadores at volume', () => {
  it('answers a deep page in name order, only researchers, with their counts', async () => {
    const [before, deep, wide] = [await list('per_page=50&page=21'), await list('per_page=50&page=22'), await list('per_page=100&page=11')];
    expect(deep.meta).toMatchObject({ page: 22, per_page: 50 });
    expect(deep.data).toHaveLength(50);
    // Pages 21 and 22 of 50 are page 11 of 100 (rows 1,001 to 1,100): one order (name, then id) whatever the page size.
    expect([...before.data, ...deep.data]).toEqual(wide.data);
    const names = ours(wide.data).map((r) => r.name);
    expect(names.length).toBeGreaterThan(50);
    expect(names).toEqual([...names].sort());
    expect(wide.data.some((r) => r.name.startsWith('Sin registros'))).toBe(false);
    for (const r of ours(deep.data)) expect(r).toMatchObject({ projects: 0, strategies: 1, identity: expect.stringMatching(/^7700\d{6}$/) });
  });

  it('flags an estimated total past what it counts, and answers the exact one near and past the end', async () => {
    // Past the end nothing is read but the count: the exact total, unflagged.
    const past = await list('per_page=100&page=1000');
    expect(past.data).toEqual([]);
    expect(past.meta.estimated).toBeUndefined();
    const exact = past.meta.total;
    expect(exact).toBeGreaterThanOrEqual(RESEARCHERS);
    expect(exact).toBeLessThan(RESEARCHERS + 300);

    const first = await list('per_page=10');
    expect(first.meta).toMatchObject({ estimated: true, page: 1, per_page: 10 });
    expect(first.meta.total).toBeGreaterThan(COUNT_UP_TO);
    expect(first.data).toHaveLength(10);

    // The last page is short: it counts itself.
    const lastPage = Math.ceil(exact / 100);
    const last = await list(`per_page=100&page=${lastPage}`);
    expect(last.meta).toEqual({ total: exact, page: lastPage, per_page: 100 });
    expect(last.data).toHaveLength(exact - (lastPage - 1) * 100);
  });

  it('counts exactly what the search box matches, ignoring case and accents, and pages a broad search', async () => {
    const found = await list(`q=${encodeURIComponent('INVESTIGADÓR VOLUMEN 00')}&per_page=10`);
    // 'Investigador volumen 0001' to '0099' (the number written with four digits).
    expect(found.meta).toEqual({ total: 99, page: 1, per_page: 10 });
    expect(found.data.map((r) => r.name)).toEqual(Array.from({ length: 10 }, (_, i) => `${PREFIX} ${String(i + 1).padStart(4, '0')}`));
    expect((await list('q=sin%20registros')).meta).toEqual({ total: 0, page: 1, per_page: 10 });
    // A broad search (past the 500 accounts read before the page) pages in the same order.
    const broad = await list(`q=${encodeURIComponent('investigador volumen')}&per_page=10&page=3`);
    expect(broad.data.map((r) => r.name)).toEqual(Array.from({ length: 10 }, (_, i) => `${PREFIX} ${String(i + 21).padStart(4, '0')}`));
    expect(broad.meta.total).toBeGreaterThan(100);
  });
});
