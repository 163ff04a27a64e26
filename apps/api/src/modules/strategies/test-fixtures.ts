import { sql } from 'drizzle-orm';
import type { TStrategyKind } from '@siiicca/shared';
import { validStrategy, type TStrategyFixtureIds } from '../../../../../packages/shared/src/strategies/testing';
import { queryRows } from '../../db/query-rows';
import type { DbOrTx } from '../../db/transaction';
import { bearer, type TestApp } from '../../../test/helpers';

/**
 * Catalogue rows of the seeded database that fit together the way a strategy needs them: a
 * division, faculty and program of the main campus's tree, its hotbed and group, and a product
 * the kind may promise.
 */
export async function fixtureIds(db: DbOrTx, kind: TStrategyKind): Promise<TStrategyFixtureIds> {
  const [row] = await queryRows<TStrategyFixtureIds>(
    db,
    sql`select sp.sectional_id as sectional, sf.division_id as division, sp.faculty_id as faculty, sp.program_id as program,
        (select min(id) from subjects where active) as subject,
        (select min(id) from investigation_lines where active) as line,
        (select min(id) from action_fields where active) as "actionField",
        (select min(h.id) from research_hotbeds h where h.sectional_id = sp.sectional_id) as hotbed,
        (select min(k.product_id) from strategy_kind_products k where k.kind = ${kind}) as product,
        (select min(id) from economic_sectors) as "economicSector",
        (select min(g.id) from investigation_groups g where g.sectional_id = sp.sectional_id) as "group"
      from sectional_programs sp
      join sectional_faculties sf on sf.sectional_id = sp.sectional_id and sf.faculty_id = sp.faculty_id
      join sectionals s on s.id = sp.sectional_id
      where exists (select 1 from research_hotbeds h where h.sectional_id = sp.sectional_id)
      order by s.name = 'Sede Principal Bogotá' desc, sp.sectional_id, sp.program_id
      limit 1`,
  );
  if (!row?.product) throw new Error(`no products seeded for ${kind}`);
  return row;
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
