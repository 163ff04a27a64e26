import { beforeAll, describe, expect, it } from 'vitest';
import { filtersParam, type TStrategyList } from '@siiicca/shared';
import { bearer, useTestApp } from '../../../test/helpers';
import { newLecturer, signIn } from '../../../test/accounts';
import { save, strategyOf } from './test-fixtures';

const t = useTestApp();
/** Lecturers of this file's own: the demo lecturers already have the demo strategies. */
const lecturer = async () => signIn(t, await newLecturer(t), 'sac');
let mine = '';
beforeAll(async () => {
  mine = await lecturer();
});
const list = async (query: string, token = mine, path = 'my_strategies') => {
  const res = await t.app.inject({ url: `/api/siiicca/${path}?${query}`, headers: bearer(token) });
  return { status: res.statusCode, body: res.json() as TStrategyList & { message?: string; errors?: Record<string, string[]> } };
};

describe('strategy lists', () => {
  it('pages in SQL by 5 unless asked, with the section 2 columns', async () => {
    const names: string[] = [];
    for (let i = 0; i < 7; i++) {
      const input = await strategyOf(t.db, i % 2 ? 'Grupos de Trabajo' : 'Semilleros de Investigación');
      input.name = `Estrategia de lista ${String.fromCharCode(65 + i)}`;
      names.push(input.name);
      expect((await save(t, mine, input)).statusCode).toBe(201);
    }
    const first = await list('');
    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(5);
    expect(first.body.meta).toMatchObject({ total: 7, page: 1, per_page: 5 });
    expect(first.body.meta.active_period_id).toEqual(expect.any(Number));
    const row = first.body.data[0]!;
    expect(row).toMatchObject({ state: 'Activo', user: { name: expect.stringMatching(/^Docente de Prueba/) }, period_id: first.body.meta.active_period_id });
    expect(row.faculties.length).toBeGreaterThan(0);
    expect(row.sectional).toEqual(expect.any(String));
    expect((await list('page=2')).body.data).toHaveLength(2);
    expect((await list('per_page=10')).body.data).toHaveLength(7);
  });

  it('sorts by the allowed keys and searches the name without accents or case', async () => {
    const asc = (await list('sort=name&per_page=100&q=estrategia de lista')).body.data.map((r) => r.name);
    expect(asc).toEqual([...asc].sort());
    const desc = (await list('sort=-name&per_page=100&q=ESTRATEGIA DE LISTA')).body.data.map((r) => r.name);
    expect(desc).toEqual([...asc].reverse());
    expect((await list('q=lista c')).body.data.map((r) => r.name)).toEqual(['Estrategia de lista C']);
  });

  it('accepts the filters of the shared filter language (every operation: filters.test.ts)', async () => {
    const filters = filtersParam([{ field: 'strategy', operation: 'Igual', value: 'Grupos de Trabajo' }]);
    const rows = (await list(`per_page=100&filters=${encodeURIComponent(filters)}`)).body.data;
    expect(rows.length).toBe(3);
    expect(rows.every((r) => r.strategy === 'Grupos de Trabajo')).toBe(true);
    const faculty = filtersParam([{ field: 'faculty', operation: 'Parecido', value: 'zzz-nada' }]);
    expect((await list(`filters=${encodeURIComponent(faculty)}`)).body.meta.total).toBe(0);
    const unknown = filtersParam([{ field: 'password', operation: 'Igual', value: 'x' }]);
    expect((await list(`filters=${encodeURIComponent(unknown)}`)).status).toBe(400);
  });

  it('refuses page sizes and sort keys it does not offer', async () => {
    expect((await list('per_page=7')).status).toBe(400);
    expect((await list('per_page=1000')).status).toBe(400);
    expect((await list('sort=password')).status).toBe(400);
  });

  it('shows each lecturer their own, and drafts only to their owner', async () => {
    const other = await lecturer();
    expect((await list('', other)).body.meta.total).toBe(0);
    const draft = await t.app.inject({ method: 'POST', url: '/api/siiicca/strategy_drafts', headers: bearer(other), payload: { step: 1, data: { name: 'Borrador ajeno' } } });
    expect(draft.statusCode).toBe(201);
    expect((await list('', other)).body.data.map((r) => r.state)).toEqual(['Borrador']);
    const all = await list('per_page=100&q=Borrador ajeno', t.admin, 'strategies');
    expect(all.body.meta.total).toBe(0);
    expect((await list('', mine, 'strategies')).status).toBe(403);
  });
});
