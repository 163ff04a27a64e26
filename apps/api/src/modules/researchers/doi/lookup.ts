import { eq } from 'drizzle-orm';
import type { TDoiWork } from '@siiicca/shared';
import type { CrossrefConnector } from '../../../connectors/crossref/crossref-connector';
import type { Db } from '../../../db/client';
import { products, productTypes, workTypeMappings } from '../../../db/schema';

/** The Minciencias product type and product the work-type mapping (work_type_mappings) gives for a work type. */
export async function mappedTypeOf(db: Db, workType: string | null) {
  if (!workType) return { product_type: null, product: null };
  const [row] = await db
    .select({ typeId: productTypes.id, type: productTypes.name, productId: products.id, product: products.name })
    .from(workTypeMappings)
    .leftJoin(productTypes, eq(productTypes.id, workTypeMappings.productTypeId))
    .leftJoin(products, eq(products.id, workTypeMappings.productId))
    .where(eq(workTypeMappings.workType, workType))
    .limit(1);
  return {
    product_type: row?.typeId != null ? { id: row.typeId, name: row.type ?? '' } : null,
    product: row?.productId != null ? { id: row.productId, name: row.product ?? '' } : null,
  };
}

/** A DOI's work from Crossref, with the product type and product its Crossref type maps to (when mapped). */
export async function lookUpDoi(db: Db, crossref: CrossrefConnector, doi: string): Promise<TDoiWork> {
  const work = await crossref.work(doi);
  return { ...work, ...(await mappedTypeOf(db, work.type)) };
}
