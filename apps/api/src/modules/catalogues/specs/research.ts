import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import {
  CAT_MSG,
  INVESTIGATION_GROUPS,
  PRODUCT_FAMILIES,
  PRODUCT_FAMILY_LABELS,
  PRODUCT_TYPES,
  PRODUCTS,
  RESEARCH_HOTBEDS,
} from '@siiicca/shared';
import {
  divisions,
  faculties,
  investigationGroupLines,
  investigationGroups as groups,
  productTypeProducts,
  productTypes,
  products,
  researchHotbeds as hotbeds,
  sectionalFaculties,
  sectionals,
} from '../../../db/schema';
import type { Tx } from '../../../db/transaction';
import { badRequest } from '../../../lib/app-error';
import type { TCrudSpec } from '../../../platform/crud/spec';
import { catalogueSpec, namedSpec } from './catalogue-spec';

/** A record's rows of a relation table (`mine`), replaced by the chosen ones: those stored deleted, these inserted. */
async function replaceRows<T extends PgTable>(tx: Tx, table: T, mine: SQL, rows: PgInsertValue<T>[]) {
  await tx.delete(table).where(mine);
  if (rows.length > 0) await tx.insert(table).values(rows);
}

const ref = (table: typeof sectionals | typeof divisions | typeof faculties) => ({ id: table.id, name: table.name });

export const investigationGroupsSpec: TCrudSpec = {
  ...catalogueSpec(INVESTIGATION_GROUPS, groups, {
    sectional_id: groups.sectionalId,
    name: groups.name,
    colciencias: groups.colciencias,
    url: groups.url,
    active: groups.active,
  }),
  extra: {
    sectional: ref(sectionals),
    investigation_lines: sql`coalesce((select json_agg(gl.line_id order by gl.line_id) from investigation_group_lines gl where gl.group_id = investigation_groups.id), '[]'::json)`,
    lines: sql`coalesce((select json_agg(json_build_object('id', l.id, 'name', l.name) order by l.name) from investigation_group_lines gl join investigation_lines l on l.id = gl.line_id where gl.group_id = investigation_groups.id), '[]'::json)`,
  },
  joins: [{ table: sectionals, on: eq(sectionals.id, groups.sectionalId) }],
  expressions: { sectional: sectionals.name },
  afterSave: (tx, id, body) =>
    replaceRows(tx, investigationGroupLines, eq(investigationGroupLines.groupId, Number(id)),
      (body.investigation_lines as number[]).map((lineId) => ({ groupId: Number(id), lineId }))),
};

export const researchHotbedsSpec: TCrudSpec = {
  ...catalogueSpec(RESEARCH_HOTBEDS, hotbeds, {
    sectional_id: hotbeds.sectionalId,
    division_id: hotbeds.divisionId,
    faculty_id: hotbeds.facultyId,
    name: hotbeds.name,
    active: hotbeds.active,
  }),
  extra: { sectional: ref(sectionals), division: ref(divisions), faculty: ref(faculties) },
  joins: [
    { table: sectionals, on: eq(sectionals.id, hotbeds.sectionalId) },
    { table: divisions, on: eq(divisions.id, hotbeds.divisionId) },
    { table: faculties, on: eq(faculties.id, hotbeds.facultyId) },
  ],
  expressions: { sectional: sectionals.name, faculty: faculties.name },
  // The form offers the divisions and faculties of the chosen sectional's tree; the API holds to it.
  async beforeSave(tx, body) {
    const [hit] = await tx
      .select({ one: sql`1` })
      .from(sectionalFaculties)
      .where(
        and(
          eq(sectionalFaculties.sectionalId, body.sectional_id as number),
          eq(sectionalFaculties.divisionId, body.division_id as number),
          eq(sectionalFaculties.facultyId, body.faculty_id as number),
        ),
      );
    if (!hit) throw badRequest(CAT_MSG.hotbedOutsideTree, { faculty_id: [CAT_MSG.hotbedOutsideTree] });
  },
};

export const productsSpec: TCrudSpec = {
  ...namedSpec(PRODUCTS, products),
  extra: {
    types: sql`coalesce((select json_agg(json_build_object('id', t.id, 'name', t.name, 'hours', p.hours) order by t.name, p.hours) from product_type_products p join product_types t on t.id = p.product_type_id where p.product_id = products.id), '[]'::json)`,
  },
  afterSave: (tx, id, body) =>
    replaceRows(tx, productTypeProducts, eq(productTypeProducts.productId, Number(id)),
      (body.types as { id: number; hours: number }[]).map((t) => ({ productId: Number(id), productTypeId: t.id, hours: t.hours }))),
};

/** The family's words for the table and the export, from the shared labels (one CASE, no second list). */
const familyLabel = sql.join(
  [sql`case ${productTypes.family}`, ...PRODUCT_FAMILIES.map((f) => sql`when ${f} then ${PRODUCT_FAMILY_LABELS[f]}`), sql`end`],
  sql` `,
);

export const productTypesSpec: TCrudSpec = {
  ...namedSpec(PRODUCT_TYPES, productTypes),
  fields: { id: productTypes.id, name: productTypes.name, family: productTypes.family, active: productTypes.active },
  extra: { family_label: sql<string | null>`${familyLabel}` },
};
