import { and, asc, eq, sql } from 'drizzle-orm';
import { WORK_MSG, type TWorkTypeMapping, type TWorkTypeMappingInput } from '@siiicca/shared';
import { productTypeProducts, products, productTypes, workTypeMappings } from '../../../db/schema';
import type { DbOrTx } from '../../../db/transaction';
import { badRequest, notFound } from '../../../lib/app-error';

/** Every work type the mapping knows, by name, with its product type and product. */
export async function listMappings(db: DbOrTx, workType?: string): Promise<TWorkTypeMapping[]> {
  const rows = await db
    .select({
      workType: workTypeMappings.workType,
      updatedAt: workTypeMappings.updatedAt,
      typeId: productTypes.id,
      typeName: productTypes.name,
      productId: products.id,
      productName: products.name,
    })
    .from(workTypeMappings)
    .leftJoin(productTypes, eq(productTypes.id, workTypeMappings.productTypeId))
    .leftJoin(products, eq(products.id, workTypeMappings.productId))
    .where(workType ? eq(workTypeMappings.workType, workType) : undefined)
    .orderBy(asc(workTypeMappings.workType))
    .limit(1000);
  return rows.map((r) => ({
    work_type: r.workType,
    product_type: r.typeId != null ? { id: r.typeId, name: r.typeName! } : null,
    product: r.productId != null ? { id: r.productId, name: r.productName! } : null,
    updated_at: r.updatedAt.toISOString(),
  }));
}

/**
 * Sets a work type's product type and product. A product must be offered under the chosen type
 * (product_type_products); a product without a type takes the type it is offered under.
 */
export async function saveMapping(db: DbOrTx, workType: string, input: TWorkTypeMappingInput): Promise<TWorkTypeMapping> {
  let typeId = input.product_type_id;
  if (typeId !== null) {
    const [type] = await db.select({ id: productTypes.id }).from(productTypes).where(eq(productTypes.id, typeId));
    if (!type) throw badRequest(WORK_MSG.productNotOfType, { product_type_id: ['Tipo de producto no encontrado'] });
  }
  if (input.product_id !== null) {
    const offered = await db
      .select({ typeId: productTypeProducts.productTypeId })
      .from(productTypeProducts)
      .where(typeId !== null
        ? and(eq(productTypeProducts.productId, input.product_id), eq(productTypeProducts.productTypeId, typeId))
        : eq(productTypeProducts.productId, input.product_id))
      .limit(1);
    if (!offered[0]) throw badRequest(WORK_MSG.productNotOfType, { product_id: [WORK_MSG.productNotOfType] });
    typeId ??= offered[0].typeId;
  }
  const updated = await db
    .update(workTypeMappings)
    .set({ productTypeId: typeId, productId: input.product_id, updatedAt: sql`now()` })
    .where(eq(workTypeMappings.workType, workType))
    .returning({ workType: workTypeMappings.workType });
  if (updated.length === 0) throw notFound(WORK_MSG.unknownWorkType);
  return (await listMappings(db, workType))[0]!;
}
