import { sql } from 'drizzle-orm';
import { RESEARCHER_MSG, evidenceUrl, identifierUrl, type TResearcherProfile } from '@siiicca/shared';
import { readTogether, type DbOrTx } from '../../../db/transaction';
import { queryRows } from '../../../db/query-rows';
import { notFound } from '../../../lib/app-error';
import type { AcademicConnector } from '../../../connectors/academic/types';

/**
 * The person rows that are this user: every thirds row with the account's identification (one per
 * owner, docs/people-data.md). A user without an identification is only the owner of their records.
 */
export const personRowsOf = (userId: number) =>
  sql`select t.id from thirds t join users u on u.id = ${userId} where u.identity is not null and upper(t.identification) = upper(u.identity)`;

/** Projects the user owns or is an investigator of, with their role (the owner first). */
const projectsSql = (userId: number) => sql`
  select p.id, p.title, p.state,
    case when p.user_id = ${userId} then 'Propietario'
         else coalesce((select case when pi.type_investigator = 'Principal' then 'Investigador principal' else 'Coinvestigador' end
                        from project_investigators pi where pi.project_id = p.id and pi.third_id in (${personRowsOf(userId)}) limit 1), 'Investigador') end as role
  from projects p
  where p.user_id = ${userId}
     or exists (select 1 from project_investigators pi where pi.project_id = p.id and pi.third_id in (${personRowsOf(userId)}))
  order by p.id desc limit 500`;

const strategiesSql = (userId: number) => sql`
  select s.id, s.name, s.strategy as kind, s.state,
    case when s.user_id = ${userId} then 'Propietario'
         else coalesce((select coalesce(nullif(a.rol, ''), a.type) from strategy_actors a where a.strategy_id = s.id and a.third_id in (${personRowsOf(userId)}) limit 1), 'Actor') end as role
  from strategies s
  where s.user_id = ${userId}
     or exists (select 1 from strategy_actors a where a.strategy_id = s.id and a.third_id in (${personRowsOf(userId)}))
  order by s.id desc limit 500`;

/** The research groups the person record or any of their projects' and strategies' rows name. */
const groupsSql = (userId: number) => sql`
  select g.id, g.name from investigation_groups g
  where g.id in (select investigation_group_id from thirds where id in (${personRowsOf(userId)}))
     or g.id in (select investigation_group_id from project_investigators where third_id in (${personRowsOf(userId)}))
     or g.id in (select investigation_group_id from strategy_actors where third_id in (${personRowsOf(userId)}))
  order by g.name limit 100`;

/**
 * The products delivered by the researcher's projects (owner or investigator): those of the
 * progress and final reports the office accepted. Shared with the products' export.
 */
export const deliveredProductsSql = (userId: number) => sql`
  select p.id as project_id, p.title as project_title, r.number as report_number, r.kind as report_kind,
         pt.name as product_type, pr.name as product, rp.title, rp.container, rp.year, rp.quantity, rp.evidence_kind, rp.evidence,
         to_char(r.reviewed_at at time zone 'America/Bogota', 'YYYY-MM-DD') as accepted_on
  from execution_report_products rp
  join execution_reports r on r.id = rp.report_id and r.state = 'Aceptado'
  join project_results res on res.id = rp.result_id
  join product_types pt on pt.id = res.product_type_id
  join products pr on pr.id = res.product_id
  join projects p on p.id = r.project_id
  where p.user_id = ${userId}
     or exists (select 1 from project_investigators pi where pi.project_id = p.id and pi.third_id in (${personRowsOf(userId)}))
  order by pt.name, p.id, r.number, rp.position
  limit 5000`;

export type TDeliveredProduct = Omit<TResearcherProfile['products'][number], 'evidence_url'>;

/** The academic system's identifiers of the person, when it answers (a failing connector leaves them out). */
async function directoryIdentifiers(academic: AcademicConnector | undefined, identity: string | null) {
  if (!academic || !identity) return null;
  try {
    return await academic.findPerson(identity);
  } catch {
    return null;
  }
}

/**
 * The researcher's profile (docs/researchers.md); a user that is no researcher's account is not found.
 * Each identifier is the person record's (the row the researcher last saved), else the academic system's.
 */
export async function readProfile(db: DbOrTx, userId: number, academic?: AcademicConnector): Promise<TResearcherProfile> {
  const [user] = await queryRows<{ id: number; name: string; email: string; identity: string | null }>(
    db, sql`select id, name, email, identity from users where id = ${userId}`);
  if (!user) throw notFound(RESEARCHER_MSG.notFound);
  // The identifiers of the person record the researcher last saved (their own row first).
  const [person] = await queryRows<{ cvlac: string | null; orcid: string | null; goo_academico: string | null }>(db, sql`
    select cvlac, orcid, goo_academico from thirds where id in (${personRowsOf(userId)})
    order by (owner_id = ${userId}) desc nulls last, updated_at desc limit 1`);
  const [groups, projects, strategies, products] = await readTogether(db, [
    () => queryRows<{ id: number; name: string }>(db, groupsSql(userId)),
    () => queryRows<{ id: number; title: string; state: string; role: string }>(db, projectsSql(userId)),
    () => queryRows<{ id: number; name: string; kind: string | null; state: string; role: string }>(db, strategiesSql(userId)),
    () => queryRows<TDeliveredProduct>(db, deliveredProductsSql(userId)),
  ]);
  const directory = person?.cvlac?.trim() && person.orcid?.trim() && person.goo_academico?.trim() ? null : await directoryIdentifiers(academic, user.identity);
  const first = (...values: (string | null | undefined)[]) => values.find((v) => v?.trim());
  const identifiers = ([
    ['CvLAC', 'cvlac', first(person?.cvlac, directory?.cvlac)],
    ['ORCID', 'orcid', first(person?.orcid, directory?.orcid)],
    ['Google Académico', 'scholar', first(person?.goo_academico, directory?.scholar)],
  ] as const)
    .filter(([, , v]) => v?.trim())
    .map(([label, kind, v]) => ({ label, value: v!.trim(), url: identifierUrl(kind, v!) }));
  return {
    ...user,
    identifiers,
    groups,
    projects,
    strategies,
    products: products.map((p) => ({ ...p, quantity: Number(p.quantity), evidence_url: evidenceUrl(p.evidence_kind, p.evidence) })),
  };
}
