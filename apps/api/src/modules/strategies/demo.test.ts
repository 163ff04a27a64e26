import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ACTOR_TYPES, STRATEGY_KINDS, STRATEGY_STATES } from '@siiicca/shared';
import { queryRows } from '../../db/query-rows';
import { seedStrategyDemo } from './demo-seed';
import { bearer, loginAs, useTestApp } from '../../../test/helpers';

const t = useTestApp();

describe('demo strategies', () => {
  it('both demo lecturers have every kind, every state, the active and a past period, actors of every type', async () => {
    const rows = await queryRows<{ username: string; kinds: string[]; states: string[]; periods: number; types: string[]; products: number; activities: number }>(
      t.db,
      sql`select u.username, array_agg(distinct s.strategy) filter (where s.strategy is not null) as kinds, array_agg(distinct s.state) as states,
          count(distinct s.period_id)::int as periods,
          (select array_agg(distinct a.type) from strategy_actors a join strategies x on x.id = a.strategy_id where x.user_id = u.id) as types,
          (select count(*)::int from strategy_products p join strategies x on x.id = p.strategy_id where x.user_id = u.id) as products,
          (select count(*)::int from strategy_activities p join strategies x on x.id = p.strategy_id where x.user_id = u.id) as activities
        from strategies s join users u on u.id = s.user_id group by u.id, u.username order by u.username`,
    );
    expect(rows.map((r) => r.username)).toEqual(['docente', 'docente2']);
    for (const r of rows) {
      expect([...r.kinds].sort()).toEqual([...STRATEGY_KINDS].sort());
      expect([...r.states].sort()).toEqual([...STRATEGY_STATES].sort());
      expect(r.periods).toBe(2);
      expect([...r.types].sort()).toEqual([...ACTOR_TYPES, 'Líder'].sort());
      expect(r.products).toBeGreaterThan(0);
      expect(r.activities).toBeGreaterThan(0);
    }
  });

  it('reads back whole through the API, and seeding again adds nothing', async () => {
    const list = (await t.app.inject({ url: '/api/siiicca/my_strategies?per_page=100', headers: bearer(t.docente) })).json();
    expect(list.meta.total).toBeGreaterThanOrEqual(9);
    for (const row of list.data) {
      const res = await t.app.inject({ url: `/api/siiicca/strategies/${row.id}`, headers: bearer(t.docente) });
      expect(res.statusCode, res.body).toBe(200);
    }
    const [before] = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from strategies`);
    await seedStrategyDemo(t.db);
    const [after] = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from strategies`);
    expect(after!.n).toBe(before!.n);
    // The second lecturer sees only their own.
    const other = (await t.app.inject({ url: '/api/siiicca/my_strategies?per_page=100', headers: bearer(await loginAs(t, 'docente2')) })).json();
    expect(other.data.every((r: { user: { username: string } }) => r.user.username === 'docente2')).toBe(true);
  });
});
