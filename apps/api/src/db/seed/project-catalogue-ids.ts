import { sql } from 'drizzle-orm';
import { PRODUCT_FAMILIES, todayInBogota, type TProductFamily } from '@siiicca/shared';
import { queryRows } from '../query-rows';
import type { DbOrTx } from '../transaction';

type Attached = { id: number; name: string; required: boolean; accept: string };
type FamilyProducts = { type: number; products: number[] };

/** Catalogue rows that fit together the way a project needs them (shared TProjectFixtureIds' shape). */
export type TProjectCatalogueIds = {
  openCall: number;
  openAttacheds: Attached[];
  closedCall: number;
  closedAttacheds: Attached[];
  sectional: number;
  division: number;
  faculty: number;
  group: number;
  hours: number;
  knowledge: FamilyProducts;
  social: FamilyProducts;
  training: FamilyProducts;
};

const attachedsOf = (db: DbOrTx, callId: number) =>
  queryRows<Attached>(db, sql`select id, name, required, accept from announcement_attacheds where announcement_id = ${callId} order by position, id`);

/**
 * A call open today and one already closed with their documents, a sectional (the main campus first)
 * with a division, faculty and research group of its tree, and per product family a type with at
 * least two products offered for one hours value: what a demo or test project is built on. Null
 * when the catalogues are not seeded.
 */
export async function projectCatalogueIds(db: DbOrTx): Promise<TProjectCatalogueIds | null> {
  const today = todayInBogota();
  const [calls] = await queryRows<{ open: number | null; closed: number | null }>(
    db,
    sql`select (select min(id) from announcements where state and fecha_inicio <= ${today} and fecha_fin >= ${today}) as open,
        (select min(id) from announcements where fecha_fin < ${today}) as closed`,
  );
  const [tree] = await queryRows<{ sectional: number; division: number; faculty: number; group: number }>(
    db,
    sql`select sf.sectional_id as sectional, sf.division_id as division, sf.faculty_id as faculty, min(g.id) as "group"
      from sectional_faculties sf join sectionals s on s.id = sf.sectional_id
      join investigation_groups g on g.sectional_id = sf.sectional_id and g.active
      group by sf.sectional_id, sf.division_id, sf.faculty_id, s.name
      order by s.name = 'Sede Principal Bogotá' desc, sf.sectional_id, sf.faculty_id limit 1`,
  );
  const offers = await queryRows<{ family: TProductFamily; type: number; hours: number; products: number[] }>(
    db,
    sql`select t.family, t.id as type, p.hours, array_agg(p.product_id order by p.product_id) as products
      from product_types t join product_type_products p on p.product_type_id = t.id join products pr on pr.id = p.product_id and pr.active
      where t.active and t.family is not null group by t.family, t.id, p.hours having count(*) >= 2 order by t.id, p.hours`,
  );
  const hours = [12, 8, 16, 4].find((h) => PRODUCT_FAMILIES.every((f) => offers.some((o) => o.family === f && Number(o.hours) === h)));
  if (!calls?.open || !calls.closed || !tree || !hours) return null;
  const familyOf = (family: TProductFamily) => {
    const o = offers.find((x) => x.family === family && Number(x.hours) === hours)!;
    return { type: o.type, products: o.products.map(Number) };
  };
  return {
    openCall: calls.open,
    openAttacheds: await attachedsOf(db, calls.open),
    closedCall: calls.closed,
    closedAttacheds: await attachedsOf(db, calls.closed),
    ...tree,
    hours,
    knowledge: familyOf('knowledge'),
    social: familyOf('social'),
    training: familyOf('training'),
  };
}
