import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { investigationGroups, projectInvestigators, thirds, users } from '../../db/schema';
import type { DbOrTx } from '../../db/transaction';
import { queryRows } from '../../db/query-rows';
import { folded } from '../../db/fold';

/**
 * The person (not an organisation) with this identification among the product's own thirds, with
 * their research group, the most recently updated first (an open row before a sealed one): one
 * query. `whose`: only the asker's own rows (`own`), or only everyone else's; all rows when absent.
 */
export async function personWithGroup(db: DbOrTx, identification: string, whose?: { askerId: number | null; own: boolean }) {
  const asker = whose?.askerId ?? null;
  const scope = !whose ? sql`true` : whose.own ? sql`${thirds.ownerId} = ${asker ?? 0}` : sql`${thirds.ownerId} is distinct from ${asker ?? 0}`;
  const [row] = await db
    .select({ third: thirds, group: { id: investigationGroups.id, name: investigationGroups.name } })
    .from(thirds)
    .leftJoin(investigationGroups, eq(investigationGroups.id, thirds.investigationGroupId))
    .where(and(eq(sql`upper(${thirds.identification})`, identification.trim().toUpperCase()), ne(thirds.typeId, 'NIT'), scope))
    .orderBy(sql`${thirds.sealed}`, desc(thirds.updatedAt), desc(thirds.id))
    .limit(1);
  return row ?? null;
}

export type TCatalogueMatch = { sectional_id: number | null; faculty_id: number | null; group: { id: number; name: string } | null };

/**
 * The catalogue rows the academic system's names stand for (ignoring case and accents; active rows
 * first, and the group of the person's own sectional first): one query.
 */
export async function matchCatalogues(db: DbOrTx, names: { sectional: string | null; faculty: string | null; group: string | null }) {
  const same = (column: string, value: string | null) => sql`${folded(sql.raw(column))} = ${folded(sql`${value ?? ''}`)}`;
  const [row] = await queryRows<TCatalogueMatch>(
    db,
    sql`with s as (select id from sectionals where ${same('name', names.sectional)} order by active desc, id limit 1)
      select (select id from s) as sectional_id,
        (select id from faculties where ${same('name', names.faculty)} order by active desc, id limit 1) as faculty_id,
        (select json_build_object('id', g.id, 'name', g.name) from investigation_groups g
          where ${same('g.name', names.group)}
          order by g.active desc, (g.sectional_id is not distinct from (select id from s)) desc, g.id limit 1) as "group"`,
  );
  return row ?? { sectional_id: null, faculty_id: null, group: null };
}

const entities = alias(thirds, 'entities');

/**
 * The entity (NIT, name, representative, country, web page) of the person's latest ally row in a
 * project (external investigator with an entity), or null: one query.
 */
export async function lastAllyEntity(db: DbOrTx, thirdId: number) {
  const [row] = await db
    .select({ nit: entities.identification, name: entities.name, representative: entities.representative, country_id: entities.countryId, web_page: entities.webPage })
    .from(projectInvestigators)
    .innerJoin(entities, eq(entities.id, projectInvestigators.entityId))
    .where(and(eq(projectInvestigators.thirdId, thirdId), eq(projectInvestigators.typeThird, 'Externo')))
    .orderBy(desc(projectInvestigators.updatedAt), desc(projectInvestigators.id))
    .limit(1);
  return row ?? null;
}

/** The name and e-mail of the user account whose identification this is, or null: what only that user or an administrator changes. */
export async function accountOf(db: DbOrTx, identification: string) {
  const [row] = await db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(sql`upper(${users.identity})`, identification.trim().toUpperCase()))
    .limit(1);
  return row ?? null;
}
