import { sql } from 'drizzle-orm';
import type { TStrategyKind } from '@siiicca/shared';
import { validStrategy, type TStrategyFixtureIds } from '../../../../../packages/shared/src/strategies/testing';
import { queryRows } from '../../db/query-rows';
import type { DbOrTx } from '../../db/transaction';
import { strategyCatalogueIds } from '../../db/seed/strategy-catalogue-ids';
import { bearer, type TestApp } from '../../../test/helpers';

/**
 * Catalogue rows of the seeded database that fit together the way a strategy needs them (those of
 * the demo strategies), and a product the kind may promise.
 */
export async function fixtureIds(db: DbOrTx, kind: TStrategyKind): Promise<TStrategyFixtureIds> {
  const ids = await strategyCatalogueIds(db);
  const [row] = await queryRows<{ product: number | null }>(db, sql`select min(product_id) as product from strategy_kind_products where kind = ${kind}`);
  if (!ids || !row?.product) throw new Error(`catalogues or products not seeded for ${kind}`);
  return { ...ids, product: row.product };
}

/** A valid strategy of `kind` built on the seeded catalogues. */
export async function strategyOf(db: DbOrTx, kind: TStrategyKind) {
  return validStrategy(kind, await fixtureIds(db, kind));
}

/** POST /api/siiicca/strategies as JSON. */
export const save = (t: TestApp, token: string, body: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/siiicca/strategies', headers: bearer(token), payload: body as never });

/** A multipart body: the strategy's JSON in `data`, and files. */
export function multipart(data: unknown, files: { field: string; filename: string; content: Buffer }[] = []) {
  const boundary = `----siiicca${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n${JSON.stringify(data)}\r\n`),
  ];
  for (const f of files) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.filename}"\r\nContent-Type: application/pdf\r\n\r\n`));
    parts.push(f.content, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export const saveMultipart = (t: TestApp, token: string, data: unknown, files: Parameters<typeof multipart>[1]) => {
  const body = multipart(data, files);
  return t.app.inject({ method: 'POST', url: '/api/siiicca/strategies', headers: { ...bearer(token), ...body.headers }, payload: body.payload });
};

/** A small valid PDF. */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
