import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { filtersParam } from '@siiicca/shared';
import { bearer, useTestApp } from '../../../test/helpers';
import { COUNT_UP_TO } from './record-page';

/*
 * The record lists' totals (record-page.ts) at a size where counting would cost more than a page:
 * past COUNT_UP_TO expected matches the total is the planner's estimate, flagged meta.estimated;
 * a page near the estimated end or past it, and a filter the planner expects few rows of, count exactly.
 */
const t = useTestApp();
const ROWS = 1_500;

type TMeta = { total: number; page: number; per_page: number; estimated?: boolean };
const list = async (query: string) => {
  const res = await t.app.inject({ url: `/api/siiicca/strategies?${query}`, headers: bearer(t.admin) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: { name: string; strategy: string }[]; meta: TMeta };
};
const names = (rows: { name: string }[]) => rows.map((s) => s.name).filter((n) => n.startsWith('Volumen estimado'));

// 1,500 strategies of the demo lecturer in the active period, in one statement, then the statistics
// a server's autovacuum would gather (PGlite has none).
beforeAll(async () => {
  await t.db.execute(sql`insert into strategies (user_id, period_id, strategy, name, state, duration)
    select (select id from users where username = 'docente'), (select id from strategy_periods where state order by id limit 1),
      'Grupos de Estudio', 'Volumen estimado ' || lpad(g::text, 4, '0'), 'Activo', 6
    from generate_series(1, ${ROWS}::int) g`);
  await t.db.execute(sql`analyze strategies`);
});

describe('a record list past what it counts', () => {
  it('answers the estimated total, flagged, within 10% of the exact count it gives past the end', async () => {
    // Past the end nothing is read but the count: the exact total, unflagged.
    const past = await list('per_page=100&page=1000');
    expect(past.data).toEqual([]);
    expect(past.meta).toMatchObject({ page: 1000, per_page: 100 });
    expect(past.meta.estimated).toBeUndefined();
    const exact = past.meta.total;
    expect(exact).toBeGreaterThan(ROWS);

    const first = await list('per_page=100&sort=name');
    expect(first.meta).toMatchObject({ estimated: true, page: 1, per_page: 100 });
    expect(first.meta.total).toBeGreaterThan(Math.max(COUNT_UP_TO, exact * 0.9));
    expect(first.meta.total).toBeLessThan(exact * 1.1);
    expect(first.data).toHaveLength(100);
    // A deep page is still in order and still estimated.
    const tenth = await list('per_page=50&sort=name&page=10');
    expect(tenth.meta).toMatchObject({ estimated: true, page: 10, per_page: 50 });
    expect(names(tenth.data)).toEqual(names(tenth.data).sort());
    expect(tenth.data).toHaveLength(50);

    // Near the estimated end the OFFSET walks as many rows as a count: the total is exact again.
    const page = Math.floor(exact / 100);
    const nearEnd = await list(`per_page=100&page=${page}`);
    expect(nearEnd.meta).toMatchObject({ total: exact, page, per_page: 100 });
    expect(nearEnd.meta.estimated).toBeUndefined();
  });

  it('counts exactly what a search box matches, however many rows the planner expects of it', async () => {
    // 'Volumen estimado 001' matches the ten names 0010-0019 of the 1,500. The planner cannot tell a
    // trigram match's share, and a pager of 'aprox.' hundreds of pages for ten matches misleads.
    const first = await list(`per_page=5&sort=name&q=${encodeURIComponent('Volumen estimado 001')}`);
    expect(names(first.data)).toEqual(['Volumen estimado 0010', 'Volumen estimado 0011', 'Volumen estimado 0012', 'Volumen estimado 0013', 'Volumen estimado 0014']);
    expect(first.meta).toMatchObject({ total: 10, page: 1, per_page: 5 });
    expect(first.meta.estimated).toBeUndefined();
    // A search matching more than COUNT_UP_TO stays estimated, above what was counted.
    const broad = await list(`per_page=5&q=${encodeURIComponent('Volumen estimado')}`);
    expect(broad.meta.estimated).toBe(true);
    expect(broad.meta.total).toBeGreaterThan(COUNT_UP_TO);
  });

  it('counts a search ten pages ahead of the page: estimated on the first page, exact from a page near its end', async () => {
    // 'Volumen estimado 00' matches the 99 names 0001-0099: more than ten pages of 5 from page 1.
    const q = `q=${encodeURIComponent('Volumen estimado 00')}&sort=name&per_page=5`;
    const first = await list(q);
    expect(names(first.data)).toEqual(['Volumen estimado 0001', 'Volumen estimado 0002', 'Volumen estimado 0003', 'Volumen estimado 0004', 'Volumen estimado 0005']);
    expect(first.meta.estimated).toBe(true);
    expect(first.meta.total).toBeGreaterThan(50);
    // Page 12 starts at the 56th match: the 44 from there on are fewer than ten pages, so the total is exact.
    const twelfth = await list(`${q}&page=12`);
    expect(names(twelfth.data)).toEqual(['Volumen estimado 0056', 'Volumen estimado 0057', 'Volumen estimado 0058', 'Volumen estimado 0059', 'Volumen estimado 0060']);
    expect(twelfth.meta).toMatchObject({ total: 99, page: 12, per_page: 5 });
    expect(twelfth.meta.estimated).toBeUndefined();
  });

  it("finds a strategy by its owner's name when more owners share it than the statement lists", async () => {
    // 501 lecturers named 'Homónimo N' (more than amongMatching writes into the statement), one of them with a strategy.
    await t.db.execute(sql`insert into users (name, email, username, account_type)
      select 'Homónimo ' || g, 'homonimo' || g || '@siiicca.test', 'homonimo' || g, 'sac' from generate_series(1, 501) g`);
    const name = 'Estrategia de un homónimo';
    await t.db.execute(sql`insert into strategies (user_id, period_id, strategy, name, state, duration)
      select (select id from users where username = 'homonimo377'), (select id from strategy_periods where state order by id limit 1), 'Grupos de Estudio', ${name}, 'Activo', 6`);
    for (const q of ['HOMONIMO', 'homónimo 377']) {
      const found = await list(`q=${encodeURIComponent(q)}&per_page=5`);
      expect(found.data.map((s) => s.name)).toEqual([name]);
      expect(found.meta).toMatchObject({ total: 1 });
    }
    expect((await list(`q=${encodeURIComponent('homónimo 9999')}`)).data).toEqual([]);
  });

  it('counts exactly, in the page, what the planner expects few rows of', async () => {
    // The demo's own 'Grupos de Trabajo' (the 1,500 are 'Grupos de Estudio'): the statistics know they are few.
    const filters = encodeURIComponent(filtersParam([{ field: 'strategy', operation: 'Igual', value: 'Grupos de Trabajo' }]));
    const all = await list(`per_page=100&filters=${filters}`);
    expect(all.data.length).toBeGreaterThan(1);
    expect(all.data.every((s) => s.strategy === 'Grupos de Trabajo')).toBe(true);
    const first = await list(`per_page=5&filters=${filters}`);
    expect(first.meta).toMatchObject({ total: all.data.length, page: 1, per_page: 5 });
    expect(first.meta.estimated).toBeUndefined();
  });
});

describe('a first page read again', () => {
  it('shows what was written since, to each viewer only what they may read (the statement is kept, never its rows)', async () => {
    const before = await list('per_page=5');
    const name = `Primera página ${Date.now()}`;
    await t.db.execute(sql`insert into strategies (user_id, period_id, strategy, name, state, duration)
      select (select id from users where username = 'docente2'), (select id from strategy_periods where state order by id limit 1), 'Grupos de Estudio', ${name}, 'Activo', 6`);
    const after = await list('per_page=5');
    expect(after.data[0]!.name).toBe(name);
    expect(after.data.slice(1).map((s) => s.name)).toEqual(before.data.slice(0, 4).map((s) => s.name));
    // The same shape of request by a lecturer: their own strategies, not the administrator's page.
    const mine = await t.app.inject({ url: '/api/siiicca/my_strategies?per_page=5', headers: bearer(t.docente) });
    expect(mine.statusCode).toBe(200);
    const own = (mine.json() as { data: { name: string; user: { username: string } }[] }).data;
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((s) => s.user.username === 'docente')).toBe(true);
    await t.db.execute(sql`delete from strategies where name = ${name}`);
    expect((await list('per_page=5')).data.map((s) => s.name)).toEqual(before.data.map((s) => s.name));
  });
});
