import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  STRATEGY_MSG,
  STRATEGY_READERS,
  ZStrategyFileQuerySchema,
  ZStrategyDetailSchema,
  ZStrategyListQuerySchema,
  ZStrategyListSchema,
} from '@siiicca/shared';
import type { AppDeps } from '../../app-deps';
import { currentUser } from '../../plugins/auth';
import type { FileStore } from '../../lib/files';
import { sendRecordFile } from '../../platform/records/downloads';
import { recordReadRoutes } from '../../platform/records/read-routes';
import { listAudit } from './audit';
import { findStrategy, strategyFile } from './find-strategy';
import { activePeriodId } from './active-period';
import { listStrategies } from './list-strategies';
import { STRATEGY_VISIBILITY, viewerOf } from './scope';

/**
 * Training strategies (spec section 7): the lists, one strategy and its history
 * (platform/records/read-routes.ts), its stored files. Reading routes take `strategies.own` (own
 * records) or `strategies.all` (everyone's): STRATEGY_READERS; the visibility rule (scope.ts) says
 * whose; writing routes (strategy-writes.routes.ts) are the owner's only.
 */
export const strategyReadRoutes = (deps: AppDeps, files: FileStore): FastifyPluginAsyncZod => async (app) => {
  const { db } = deps;
  recordReadRoutes(app, {
    db,
    currentUser,
    rule: STRATEGY_VISIBILITY,
    notFound: STRATEGY_MSG.notFound,
    lists: {
      mine: '/siiicca/my_strategies',
      all: '/siiicca/strategies',
      query: ZStrategyListQuerySchema,
      response: ZStrategyListSchema,
      page: (viewer, query) => listStrategies(db, viewer, query),
      meta: async () => ({ active_period_id: await activePeriodId(db) }),
    },
    detail: { path: '/siiicca/strategies/:id', response: ZStrategyDetailSchema, find: (viewer, id) => findStrategy(db, viewer, id) },
    history: { readable: (viewer, id) => strategyFile(db, viewer, id, null), entries: (id) => listAudit(db, 'strategy', id) },
  });

  app.get('/siiicca/strategy_file', {
    config: { permission: STRATEGY_READERS },
    schema: { querystring: ZStrategyFileQuerySchema },
  }, async (request, reply) => {
    const { id, file } = request.query;
    const stored = await strategyFile(db, viewerOf(currentUser(request)), id, file);
    return sendRecordFile(reply, files, stored && { path: stored.path, name: stored.name ?? `${file}.pdf` }, {
      missing: STRATEGY_MSG.fileDownloadFailed,
      type: 'application/pdf',
    });
  });
};
