import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, asc, eq } from 'drizzle-orm';
import { STRATEGY_API, STRATEGY_MSG, STRATEGY_READERS, ZStrategyProductsQuerySchema, ZStrategyProductsSchema, type TStrategyKind } from '@siiicca/shared';
import type { AppDeps } from '../../app-deps';
import { products, strategyKindProducts } from '../../db/schema';
import type { DbOrTx } from '../../db/transaction';
import { guarded } from '../../platform/db-errors';
import { underApi } from '../../lib/api-path';

/** The active products a strategy kind may promise, by name: one query. */
export const kindProducts = (db: DbOrTx, kind: TStrategyKind) =>
  db
    .select({ id: products.id, name: products.name })
    .from(strategyKindProducts)
    .innerJoin(products, eq(products.id, strategyKindProducts.productId))
    .where(and(eq(strategyKindProducts.kind, kind), eq(products.active, true)))
    .orderBy(asc(products.name), asc(products.id));

/** `GET /api/siiicca/selstrategy_products?strategy=<kind>`: the wizard's 'Producto de Investigación' options. */
export const strategyProductsRoutes = (deps: AppDeps): FastifyPluginAsyncZod => async (app) => {
  app.get(underApi(STRATEGY_API.products), {
    config: { permission: STRATEGY_READERS },
    schema: { querystring: ZStrategyProductsQuerySchema, response: { 200: ZStrategyProductsSchema } },
  }, (request) =>
    guarded(request.log, STRATEGY_MSG.productsLoadFailed, 'read', async () => ({ data: await kindProducts(deps.db, request.query.strategy) })),
  );
};
