import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { strategyExportRoutes } from './exports/exports.routes';
import { strategyReadRoutes } from './strategies.routes';
import { strategyWriteRoutes } from './strategy-writes.routes';

/** Every strategies route, under /api. Files live under DATA_DIR/files/strategies. */
export const strategyRoutes = (deps: AppDeps): FastifyPluginAsyncZod => async (app) => {
  const { files } = deps;
  await app.register(strategyReadRoutes(deps, files));
  await app.register(strategyWriteRoutes(deps, files));
  await app.register(strategyExportRoutes(deps, files));
};

/** Multipart helpers other uploads reuse: multipart's refusals in the product's words, a download's name. */

/** Who may read a strategy (platform/records/visibility.ts), for other modules' aggregates (the dashboard). */
export { STRATEGY_VISIBILITY } from './scope';
