import { eq, sql } from 'drizzle-orm';
import { ORCID_IMPORT_MSG, RESEARCHER_MSG, orcidFromText, workTitleKey, type TOrcidImportResult } from '@siiicca/shared';
import type { OrcidConnector } from '../../../connectors/orcid/orcid-connector';
import type { OrcidWork } from '../../../connectors/orcid/contract';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/query-rows';
import { researcherWorks } from '../../../db/schema';
import { inTransaction, type DbOrTx } from '../../../db/transaction';
import { badRequest, notFound } from '../../../lib/app-error';
import { personRowsOf } from '../profile/read-profile';

/**
 * The ORCID iD of a researcher: the one of the person record they last saved (their own row first),
 * else the one the academic directory gives for their identification. Null when none is a valid iD.
 */
export async function orcidOf(db: DbOrTx, userId: number): Promise<string | null> {
  const rows = await queryRows<{ orcid: string | null }>(db, sql`
    (select orcid, 0 as rank, (owner_id = ${userId}) as own, updated_at from thirds
      where id in (${personRowsOf(userId)}) and orcid is not null)
    union all
    (select a.orcid, 1, false, null from academic_people a join users u on u.id = ${userId}
      where u.identity is not null and upper(a.identification) = upper(u.identity) and a.orcid is not null)
    order by rank, own desc nulls last, updated_at desc nulls last limit 5`);
  for (const r of rows) {
    const id = orcidFromText(r.orcid);
    if (id) return id;
  }
  return null;
}

type Existing = typeof researcherWorks.$inferSelect;
type Fields = Pick<Existing, 'title' | 'workType' | 'year' | 'container' | 'doi' | 'isbn' | 'url' | 'orcidPutCode' | 'titleKey'>;

/** The fields an import writes, as the row keeps them. */
const fieldsOf = (w: OrcidWork): Fields => ({
  title: w.title,
  workType: w.workType,
  year: w.year,
  container: w.container,
  doi: w.doi,
  isbn: w.isbn,
  url: w.url,
  orcidPutCode: w.putCode,
  titleKey: workTitleKey(w.title),
});

const titleYear = (titleKey: string, year: number | null) => `${year ?? ''}\u0000${titleKey}`;

/**
 * 'Importar de ORCID' (docs/researchers.md 'ORCID'): reads every public work of the iD (all reads
 * first: a failure answers its Spanish message and writes nothing), then in one transaction adds the
 * new works and updates the known ones, matched by DOI, then by put-code, then by folded title and
 * year. A work the researcher has from another source keeps its source and gains ORCID's data.
 */
export async function importOrcid(db: Db, orcid: OrcidConnector, userId: number, given: string | null): Promise<TOrcidImportResult> {
  const [user] = await queryRows<{ id: number }>(db, sql`select id from users where id = ${userId}`);
  if (!user) throw notFound(RESEARCHER_MSG.notFound);
  const id = given ?? (await orcidOf(db, userId));
  if (!id) throw badRequest(ORCID_IMPORT_MSG.noOrcid, { orcid: [ORCID_IMPORT_MSG.noOrcid] });
  const works = await orcid.works(id);

  const counts = await inTransaction(db, async (tx) => {
    // The researcher's works, locked: two imports at once wait for each other instead of both inserting.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('researcher_works'), ${userId})`);
    const existing = await tx.select().from(researcherWorks).where(eq(researcherWorks.userId, userId));
    const byDoi = new Map<string, Existing>();
    const byPutCode = new Map<number, Existing>();
    const byTitle = new Map<string, Existing>();
    const index = (row: Existing) => {
      if (row.doi) byDoi.set(row.doi, row);
      if (row.orcidPutCode != null) byPutCode.set(row.orcidPutCode, row);
      if (!byTitle.has(titleYear(row.titleKey, row.year))) byTitle.set(titleYear(row.titleKey, row.year), row);
    };
    existing.forEach(index);
    const c = { created: 0, updated: 0, unchanged: 0 };
    const touched = new Set<number>();
    for (const w of works) {
      const f = fieldsOf(w);
      const match = (f.doi ? byDoi.get(f.doi) : undefined) ?? (f.orcidPutCode != null ? byPutCode.get(f.orcidPutCode) : undefined) ?? byTitle.get(titleYear(f.titleKey, f.year));
      if (!match) {
        const [row] = await tx.insert(researcherWorks).values({ userId, source: 'orcid', ...f }).returning();
        index(row!);
        touched.add(row!.id);
        c.created++;
        continue;
      }
      if (touched.has(match.id)) continue; // the same work twice in one record (two groups): counted once
      touched.add(match.id);
      const next: Fields = {
        ...f,
        // A DOI or put-code another row holds stays with it (the unique indexes), and a known value is not erased.
        doi: f.doi && (byDoi.get(f.doi)?.id ?? match.id) !== match.id ? match.doi : (f.doi ?? match.doi),
        orcidPutCode: f.orcidPutCode != null && (byPutCode.get(f.orcidPutCode)?.id ?? match.id) !== match.id ? match.orcidPutCode : f.orcidPutCode,
        isbn: f.isbn ?? match.isbn,
        url: f.url ?? match.url,
        container: f.container ?? match.container,
        year: f.year ?? match.year,
        workType: f.workType ?? match.workType,
      };
      const changed = (Object.keys(next) as (keyof Fields)[]).some((k) => next[k] !== match[k]);
      if (!changed) {
        c.unchanged++;
        continue;
      }
      const [row] = await tx.update(researcherWorks).set({ ...next, updatedAt: new Date() }).where(eq(researcherWorks.id, match.id)).returning();
      index(row!);
      c.updated++;
    }
    return c;
  });
  return { orcid: id, ...counts, message: ORCID_IMPORT_MSG.done(counts) };
}
