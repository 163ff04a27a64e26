import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/query-rows';
import type { DbOrTx } from '../../db/transaction';

/** A project as its history shows it: every field in words, one entry per investigator ('internal_investigators.CC:123'). */
export type TProjectSnapshot = Record<string, unknown>;

const words = (...parts: unknown[]) => parts.filter((p) => p !== null && p !== undefined && p !== '').join(', ');

/** The project in words (names, not ids), or null when it does not exist. Documents are recorded apart. */
export async function projectSnapshot(db: DbOrTx, id: number): Promise<TProjectSnapshot | null> {
  const [row] = await queryRows<{ state: string; announcement: string; title: string; sectional: string | null; hours: number | null }>(
    db,
    sql`select p.state, a.name as announcement, p.title, s.name as sectional, p.hours
      from projects p join announcements a on a.id = p.announcement_id left join sectionals s on s.id = p.sectional_id where p.id = ${id}`,
  );
  if (!row) return null;
  const people = await queryRows<Record<string, string | number | null>>(
    db,
    sql`select i.type_third, t.type_id, t.identification, t.name, i.type_investigator, i.city, i.training, i.link, i.colciencias,
        i.payroll_hours, sec.name as sectional, g.name as "group", d.name as division, f.name as faculty,
        e.name as entity, e.identification as nit, i.interlocutor, i.contact
      from project_investigators i join thirds t on t.id = i.third_id left join thirds e on e.id = i.entity_id
      left join sectionals sec on sec.id = i.sectional_id left join investigation_groups g on g.id = i.investigation_group_id
      left join divisions d on d.id = i.division_id left join faculties f on f.id = i.faculty_id
      where i.project_id = ${id} order by i.type_third, i.position, i.id`,
  );
  const results = await queryRows<{ line: string }>(
    db,
    sql`select pt.name || ': ' || pr.name || ' × ' || r.quantity as line from project_results r
      join product_types pt on pt.id = r.product_type_id join products pr on pr.id = r.product_id
      where r.project_id = ${id} order by r.position, r.id`,
  );
  const snapshot: TProjectSnapshot = { state: row.state, announcement: row.announcement, title: row.title, sectional: row.sectional, hours: row.hours };
  for (const p of people) {
    const list = p.type_third === 'Interno' ? 'internal_investigators' : 'external_investigators';
    const who = `${p.name} (${p.type_id} ${p.identification})`;
    snapshot[`${list}.${p.type_id}:${p.identification}`] =
      p.type_third === 'Interno'
        ? words(who, p.type_investigator, p.city, p.training, p.link, p.colciencias, p.payroll_hours === null ? null : `${p.payroll_hours} h`, p.sectional, p.group, p.division, p.faculty)
        : words(who, p.city, p.training, p.entity === null ? null : `${p.entity} (NIT ${p.nit})`, p.interlocutor, p.contact);
  }
  snapshot.results = results.map((r) => r.line);
  return snapshot;
}
