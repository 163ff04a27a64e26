import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { STRATEGY_API, STRATEGY_KINDS, ZStrategyProductsSchema } from '@siiicca/shared';
import { products } from '../../db/schema';
import { queryRows } from '../../db/query-rows';
import { seed } from '../../seed';
import { KIND_PRODUCTS } from '../../db/seed/strategy-kind-products';
import { statementsOf, useTestApp } from '../../../test/helpers';
import { call } from '../catalogues/test-fixtures';
import { userWithProfiles } from '../people/test-fixtures';

const t = useTestApp();
const productsOf = (kind: string, token: string | null = t.docente) =>
  call(t, 'GET', `${STRATEGY_API.products}?strategy=${encodeURIComponent(kind)}`, token);
const count = async (table: string) => Number((await queryRows<{ n: string }>(t.db, sql.raw(`select count(*) as n from ${table}`)))[0]!.n);

describe('GET selstrategy_products: the products a strategy kind may promise', () => {
  it.each(STRATEGY_KINDS)('%s: its own products, by name', async (kind) => {
    const res = await productsOf(kind);
    expect(res.statusCode).toBe(200);
    const names = ZStrategyProductsSchema.parse(res.json()).data.map((p) => p.name);
    expect([...names].sort()).toEqual([...KIND_PRODUCTS[kind]].sort());
  });

  it('differ between kinds: a seedbed links students, a collective works with communities', async () => {
    const seedbed = (await productsOf('Semilleros de Investigación')).json().data.map((p: { name: string }) => p.name);
    const study = (await productsOf('Grupos de Estudio')).json().data.map((p: { name: string }) => p.name);
    expect(seedbed).toContain('Vinculación de estudiantes a semillero de investigación');
    expect(study).not.toContain('Vinculación de estudiantes a semillero de investigación');
    const collective = (await productsOf('Colectivos Académicos')).json().data.map((p: { name: string }) => p.name);
    expect(collective).toContain('Proceso de apropiación social del conocimiento con comunidades');
  });

  it('leaves out a product an administrator deactivated', async () => {
    const [product] = await t.db.select().from(products).where(eq(products.name, 'Nota científica'));
    await t.db.update(products).set({ active: false }).where(eq(products.id, product!.id));
    try {
      const names = (await productsOf('Grupos de Estudio')).json().data.map((p: { name: string }) => p.name);
      expect(names).not.toContain('Nota científica');
    } finally {
      await t.db.update(products).set({ active: true }).where(eq(products.id, product!.id));
    }
  });

  it('answers in one query', async () => {
    let status = 0;
    const statements = await statementsOf(t, async () => void (status = (await productsOf('Grupos de Trabajo')).statusCode));
    expect(status).toBe(200);
    expect(statements).toBe(1);
  });

  it.each([['an unknown kind', 'Grupos de Lectura'], ['no kind', '']])('refuses %s with 400 and the error shape', async (_, kind) => {
    const res = await productsOf(kind);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: expect.any(String), errors: { strategy: [expect.any(String)] } });
    expect((await call(t, 'GET', STRATEGY_API.products, t.docente)).statusCode).toBe(400);
  });

  it('is for people working with strategies (their own or all of them), signed in', async () => {
    expect((await productsOf('Grupos de Estudio', null)).statusCode).toBe(401);
    expect((await productsOf('Grupos de Estudio', await userWithProfiles(t, ['reviewer']))).statusCode).toBe(200);
    expect((await productsOf('Grupos de Estudio', await userWithProfiles(t, []))).statusCode).toBe(403);
  });

  it('seeds the reference data once: starting again changes nothing', async () => {
    const before = [await count('strategy_kind_products'), await count('academic_people')];
    await seed(t.db, { demo: false });
    expect([await count('strategy_kind_products'), await count('academic_people')]).toEqual(before);
  });
});
