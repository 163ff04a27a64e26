import { sql } from 'drizzle-orm';
import { RESEARCHER_MSG, type TProductCountRow, type TProductCountsQuery } from '@siiicca/shared';
import type { DbOrTx } from '../../../db/transaction';
import { queryRows } from '../../../db/query-rows';

/**
 * Products delivered (the quantities of accepted reports' products) by faculty and research group of
 * the project's principal investigator (its first 'Principal' row) and by the year the office accepted
 * the report, for reports accepted between `from` and `to` (Bogotá days, both included).
 */
export async function productCounts(db: DbOrTx, q: TProductCountsQuery): Promise<TProductCountRow[]> {
  const rows = await queryRows<TProductCountRow>(db, sql`
    with delivered as (
      select r.project_id, rp.quantity, extract(year from r.reviewed_at at time zone 'America/Bogota')::int as year
      from execution_report_products rp
      join execution_reports r on r.id = rp.report_id
      where r.state = 'Aceptado'
        and (r.reviewed_at at time zone 'America/Bogota')::date between ${q.from}::date and ${q.to}::date
    ), principal as (
      select distinct on (pi.project_id) pi.project_id, pi.faculty_id, pi.investigation_group_id
      from project_investigators pi where pi.type_investigator = 'Principal' and pi.project_id in (select project_id from delivered)
      order by pi.project_id, pi.position, pi.id
    )
    select coalesce(f.name, ${RESEARCHER_MSG.noFaculty}) as faculty, coalesce(g.name, ${RESEARCHER_MSG.noGroup}) as "group",
           d.year, sum(d.quantity)::int as products
    from delivered d
    left join principal p on p.project_id = d.project_id
    left join faculties f on f.id = p.faculty_id
    left join investigation_groups g on g.id = p.investigation_group_id
    group by 1, 2, 3
    order by 1, 2, 3
    limit 10000`);
  return rows.map((r) => ({ ...r, year: Number(r.year), products: Number(r.products) }));
}
