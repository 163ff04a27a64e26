import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { STRATEGY_API, STRATEGY_LIMITS, STRATEGY_MSG } from '@siiicca/shared';
import { save, strategyOf } from '../src/modules/strategies/test-fixtures';
import { useTestApp } from './helpers';

/*
 * Issue 23, part 7: every list a request body may carry has a maximum (docs/limits.md) and says so
 * in its own words. 10,000 activities were answered 'Debe agregar al menos 1 actividad'.
 */
const t = useTestApp();

type JsonSchema = { type?: unknown; maxItems?: number; items?: JsonSchema; properties?: Record<string, JsonSchema>; additionalProperties?: unknown; anyOf?: JsonSchema[]; oneOf?: JsonSchema[]; allOf?: JsonSchema[] };

/** The paths of every array in a JSON Schema that sets no maxItems. */
function unbounded(js: JsonSchema | undefined, path: string, out: string[], depth = 0): string[] {
  if (!js || typeof js !== 'object' || depth > 20) return out;
  if (js.type === 'array' && typeof js.maxItems !== 'number') out.push(path || '_');
  unbounded(js.items, `${path}[]`, out, depth + 1);
  for (const [key, value] of Object.entries(js.properties ?? {})) unbounded(value, path ? `${path}.${key}` : key, out, depth + 1);
  for (const branch of [...(js.anyOf ?? []), ...(js.oneOf ?? []), ...(js.allOf ?? [])]) unbounded(branch, path, out, depth + 1);
  return out;
}

describe('lists in request bodies', () => {
  it('every list of every route body has a maximum', () => {
    const bodies = t.app.routeTable.filter((r) => r.url.startsWith('/api') && r.schema?.body);
    expect(bodies.length).toBeGreaterThan(20);
    const missing = bodies.flatMap((r) => {
      const js = z.toJSONSchema(r.schema!.body as z.ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
      return unbounded(js, '', []).map((p) => `${r.method} ${r.url} ${p}`);
    });
    expect(missing).toEqual([]);
  });

  it('10,000 activities: 400 with the maximum in its own words, not the minimum’s', async () => {
    const input = await strategyOf(t.db, 'Grupos de Estudio');
    const activities = Array.from({ length: 10_000 }, (_, i) => ({ description: `Actividad ${i + 1}` }));
    const res = await save(t, t.docente, { ...input, activities });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(400);
    const maximum = `Puede agregar como máximo ${STRATEGY_LIMITS.activities} actividades`;
    expect(res.json().message).toBe(maximum);
    expect(res.json().errors.activities).toEqual([maximum]);
    expect(res.body).not.toContain(STRATEGY_MSG.activityMissing);
    // Nothing was saved.
    const mine = (await t.app.inject({ url: `${STRATEGY_API.mine}?per_page=100`, headers: { authorization: `Bearer ${t.docente}` } })).json();
    expect(mine.data.some((r: { name: string }) => r.name === input.name)).toBe(false);
  });

  it('one product more than its maximum: the products’ own limit, not their minimum', async () => {
    const input = await strategyOf(t.db, 'Grupos de Estudio');
    const tooManyProducts = await save(t, t.docente, { ...input, products: Array.from({ length: STRATEGY_LIMITS.products + 1 }, (_, i) => i + 1) });
    expect(tooManyProducts.statusCode).toBe(400);
    expect(tooManyProducts.json().errors.products).toEqual([`Puede agregar como máximo ${STRATEGY_LIMITS.products} productos`]);
    expect(tooManyProducts.json().message).not.toBe(STRATEGY_MSG.productMissing);
  });
});
