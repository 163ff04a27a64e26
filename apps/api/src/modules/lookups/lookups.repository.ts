import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { todayInBogota } from '@siiicca/shared';
import type { DbOrTx } from '../../db/transaction';
import { cities, countries, departments, sectionals, strategyPeriods, subjects, programs, economicSectors } from '../../db/schema';
import { queryRows } from '../../db/query-rows';

/*
 * Selection lists: active rows only, each list in ONE query. Nested data (a sectional's tree, its
 * groups with their lines, a product's types) comes back as json built by PostgreSQL, so the
 * number of queries never grows with the number of rows.
 */

const json = (inner: SQL) => sql`coalesce((${inner}), '[]'::json)`;

/** Active sectionals with their active divisions, faculties, programs, groups (and lines) and hotbeds. */
export const selSectionals = (db: DbOrTx) =>
  queryRows(
    db,
    sql`select s.id, s.name, s.sectional,
      ${json(sql`select json_agg(json_build_object('id', d.id, 'name', d.name) order by d.name)
        from sectional_divisions sd join divisions d on d.id = sd.division_id
        where sd.sectional_id = s.id and d.active`)} as divisions,
      ${json(sql`select json_agg(json_build_object('id', f.id, 'name', f.name, 'division_id', sf.division_id) order by f.name)
        from sectional_faculties sf join faculties f on f.id = sf.faculty_id join divisions d on d.id = sf.division_id
        where sf.sectional_id = s.id and f.active and d.active`)} as faculties,
      ${json(sql`select json_agg(json_build_object('id', p.id, 'name', p.name, 'codesac', p.codesac, 'division_id', sf.division_id, 'faculty_id', sp.faculty_id) order by p.name)
        from sectional_programs sp join programs p on p.id = sp.program_id
        join sectional_faculties sf on sf.sectional_id = sp.sectional_id and sf.faculty_id = sp.faculty_id
        join faculties f on f.id = sf.faculty_id join divisions d on d.id = sf.division_id
        where sp.sectional_id = s.id and p.active and f.active and d.active`)} as programs,
      ${json(sql`select json_agg(json_build_object('id', g.id, 'name', g.name, 'colciencias', g.colciencias, 'investigation_lines',
          ${json(sql`select json_agg(json_build_object('id', l.id, 'name', l.name) order by l.name)
            from investigation_group_lines gl join investigation_lines l on l.id = gl.line_id
            where gl.group_id = g.id and l.active`)}) order by g.name)
        from investigation_groups g where g.sectional_id = s.id and g.active`)} as groups,
      ${json(sql`select json_agg(json_build_object('id', h.id, 'name', h.name, 'division_id', h.division_id, 'faculty_id', h.faculty_id) order by h.name)
        from research_hotbeds h where h.sectional_id = s.id and h.active`)} as research_hotbeds
    from sectionals s where s.active order by s.name, s.id`,
  );

export const selCampuses = (db: DbOrTx) =>
  db
    .select({ id: sectionals.id, name: sectionals.name, sectional: sectionals.isSectional, address: sectionals.address })
    .from(sectionals)
    .where(eq(sectionals.active, true))
    .orderBy(asc(sectionals.name));

/** `{ id, name }` of the active rows of an id/name/active catalogue, by name. */
export const selNamed = (db: DbOrTx, table: PgTable & { id: AnyPgColumn; name: AnyPgColumn; active: AnyPgColumn }) =>
  db
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(eq(table.active, true))
    .orderBy(asc(table.name)) as Promise<{ id: number; name: string }[]>;

export const selEconomicSectors = (db: DbOrTx) =>
  db
    .select({ id: economicSectors.id, code: economicSectors.code, name: economicSectors.name })
    .from(economicSectors)
    .where(eq(economicSectors.active, true))
    .orderBy(asc(economicSectors.code));

/** Every strategy period, the newest first (a list's period selector: past strategies stay findable). */
export const selPeriods = (db: DbOrTx) =>
  db
    .select({ id: strategyPeriods.id, description: strategyPeriods.description, state: strategyPeriods.state })
    .from(strategyPeriods)
    .orderBy(desc(strategyPeriods.dateStart), desc(strategyPeriods.id));

export const selActivePeriod = async (db: DbOrTx) =>
  (
    await db
      .select({ id: strategyPeriods.id, description: strategyPeriods.description })
      .from(strategyPeriods)
      .where(eq(strategyPeriods.state, true))
      .limit(1)
  )[0] ?? null;

export const selSubjects = (db: DbOrTx) =>
  db
    .select({ id: subjects.id, name: subjects.name, codesac: subjects.codesac, program_sac: subjects.programSac })
    .from(subjects)
    .where(eq(subjects.active, true))
    .orderBy(asc(subjects.name), asc(subjects.id));

export const selPrograms = (db: DbOrTx) =>
  db
    .select({ id: programs.id, name: programs.name, codesac: programs.codesac, type: programs.type, degree_work: programs.degreeWork })
    .from(programs)
    .where(eq(programs.active, true))
    .orderBy(asc(programs.name), asc(programs.id));

/** Active products with their active types, the hours intensity each pairing is offered for, and each type's family. */
export const selProducts = (db: DbOrTx) =>
  queryRows(
    db,
    sql`select p.id, p.name,
      ${json(sql`select json_agg(json_build_object('id', t.id, 'name', t.name, 'hours', tp.hours, 'family', t.family) order by t.name, tp.hours)
        from product_type_products tp join product_types t on t.id = tp.product_type_id
        where tp.product_id = p.id and t.active`)} as types
    from products p where p.active order by p.name, p.id`,
  );

/** Calls that are active and open today (Bogotá's calendar), with the documents they ask for and whether their evaluation is blind. */
export const selOpenAnnouncements = (db: DbOrTx, today = todayInBogota()) =>
  queryRows(
    db,
    sql`select a.id, a.name, a.type, a.description, a.fecha_inicio::text as fecha_inicio, a.fecha_fin::text as fecha_fin,
      ${json(sql`select json_agg(json_build_object('id', d.id, 'name', d.name, 'required', d.required, 'accept', d.accept, 'evaluator_visible', d.evaluator_visible) order by d.position, d.id)
        from announcement_attacheds d where d.announcement_id = a.id`)} as attacheds,
      coalesce((select s.blind from call_evaluation_settings s where s.announcement_id = a.id), false) as blind
    from announcements a
    where a.state and a.fecha_inicio <= ${today}::date and a.fecha_fin >= ${today}::date
    order by a.fecha_fin, a.name`,
  );

export const selCountries = (db: DbOrTx) =>
  db.select({ id: countries.id, name: countries.name }).from(countries).where(eq(countries.active, true)).orderBy(asc(countries.name));

export const selDepartments = (db: DbOrTx, countryId?: string) =>
  db
    .select({ id: departments.id, name: departments.name, country_id: departments.countryId })
    .from(departments)
    .where(and(eq(departments.active, true), countryId ? eq(departments.countryId, countryId) : undefined))
    .orderBy(asc(departments.name));

export const selCities = (db: DbOrTx, departmentId?: string) =>
  db
    .select({ id: cities.id, name: cities.name, department_id: cities.departmentId })
    .from(cities)
    .where(and(eq(cities.active, true), departmentId ? eq(cities.departmentId, departmentId) : undefined))
    .orderBy(asc(cities.name));
