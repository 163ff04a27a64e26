import { asc, eq, sql } from 'drizzle-orm';
import { RESEARCHER_MSG, WORK_MSG, type TResearcherWork, type TResearcherWorks } from '@siiicca/shared';
import { queryRows } from '../../../db/query-rows';
import { products, productTypes, researcherWorks, workTypeMappings } from '../../../db/schema';
import type { DbOrTx } from '../../../db/transaction';
import { notFound } from '../../../lib/app-error';

/** Works read for one researcher at most (an import keeps 500 at a time; manual and Crossref works add a few). */
const MAX_WORKS = 10_000;

/**
 * A researcher's works, newest first, each with the Minciencias product type and product its work
 * type maps to; and the same grouped under the product types (in the catalogue's order), the
 * unmapped last under 'Sin tipo de Minciencias'.
 */
export async function listWorks(db: DbOrTx, userId: number): Promise<TResearcherWorks> {
  const [user] = await queryRows<{ id: number }>(db, sql`select id from users where id = ${userId}`);
  if (!user) throw notFound(RESEARCHER_MSG.notFound);
  const rows = await db
    .select({
      w: researcherWorks,
      typeId: productTypes.id,
      typeName: productTypes.name,
      productId: products.id,
      productName: products.name,
    })
    .from(researcherWorks)
    .leftJoin(workTypeMappings, eq(workTypeMappings.workType, researcherWorks.workType))
    .leftJoin(productTypes, eq(productTypes.id, workTypeMappings.productTypeId))
    .leftJoin(products, eq(products.id, workTypeMappings.productId))
    .where(eq(researcherWorks.userId, userId))
    .orderBy(sql`${researcherWorks.year} desc nulls last`, asc(researcherWorks.titleKey), asc(researcherWorks.id))
    .limit(MAX_WORKS);
  const data: TResearcherWork[] = rows.map(({ w, ...m }) => ({
    id: w.id,
    source: w.source,
    title: w.title,
    work_type: w.workType,
    year: w.year,
    container: w.container,
    doi: w.doi,
    isbn: w.isbn,
    url: w.url,
    orcid_put_code: w.orcidPutCode,
    imported_at: w.importedAt.toISOString(),
    updated_at: w.updatedAt.toISOString(),
    product_type: m.typeId != null ? { id: m.typeId, name: m.typeName! } : null,
    product: m.productId != null ? { id: m.productId, name: m.productName! } : null,
  }));
  const groups = new Map<number | null, TResearcherWorks['groups'][number]>();
  for (const w of data) {
    const key = w.product_type?.id ?? null;
    if (!groups.has(key)) groups.set(key, { product_type: w.product_type, label: w.product_type?.name ?? WORK_MSG.unmapped, works: [] });
    groups.get(key)!.works.push(w);
  }
  const ordered = [...groups.values()].sort((a, b) =>
    a.product_type === null ? 1 : b.product_type === null ? -1 : a.product_type.id - b.product_type.id);
  return { data, groups: ordered };
}
