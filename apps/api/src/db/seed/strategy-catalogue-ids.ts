import { sql } from 'drizzle-orm';
import { queryRows } from '../query-rows';
import type { DbOrTx } from '../transaction';

/** Catalogue rows of the seeded database that fit together the way a strategy needs them. */
export type TStrategyCatalogueIds = { sectional: number; division: number; faculty: number; program: number; subject: number; line: number; actionField: number; hotbed: number; economicSector: number; group: number | null };

/**
 * A division, faculty and program of one sectional's tree (the main campus first) with its hotbed
 * and group, and the first subject, line, action field and economic sector: what a demo or test
 * strategy is built on. Null when the catalogues are not seeded.
 */
export async function strategyCatalogueIds(db: DbOrTx): Promise<TStrategyCatalogueIds | null> {
  const [row] = await queryRows<TStrategyCatalogueIds>(
    db,
    sql`select sp.sectional_id as sectional, sf.division_id as division, sp.faculty_id as faculty, sp.program_id as program,
        (select min(id) from subjects where active) as subject,
        (select min(id) from investigation_lines where active) as line,
        (select min(id) from action_fields where active) as "actionField",
        (select min(h.id) from research_hotbeds h where h.sectional_id = sp.sectional_id) as hotbed,
        (select min(id) from economic_sectors) as "economicSector",
        (select min(g.id) from investigation_groups g where g.sectional_id = sp.sectional_id) as "group"
      from sectional_programs sp
      join sectional_faculties sf on sf.sectional_id = sp.sectional_id and sf.faculty_id = sp.faculty_id
      join sectionals s on s.id = sp.sectional_id
      where exists (select 1 from research_hotbeds h where h.sectional_id = sp.sectional_id)
      order by s.name = 'Sede Principal Bogotá' desc, sp.sectional_id, sp.program_id
      limit 1`,
  );
  return row?.hotbed && row.subject && row.line && row.actionField ? row : null;
}
