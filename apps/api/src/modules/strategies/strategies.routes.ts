import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  STRATEGY_MSG,
  STRATEGY_READERS,
  ZAuditListSchema,
  ZIdParamSchema,
  ZStrategyFileQuerySchema,
  ZStrategyDetailSchema,
  ZStrategyListQuerySchema,
  ZStrategyListSchema,
} from '@siiicca/shared';
import type { AppDeps } from '../../app-deps';
import { notFound } from '../../lib/app-error';
import { meta } from '../../platform/crud/paging';
import { currentUser } from '../../plugins/auth';
import type { FileStore } from '../../lib/files';
import { sendRecordFile } from '../../platform/records/downloads';
import { listAudit } from './audit';
import { findStrategy, strategyFile } from './find-strategy';
import { activePeriodId } from './active-period';
import { listStrategies } from './list-strategies';
import { ownerOnly, viewerOf, type Viewer } from './scope';

/**
 * Training strategies (spec section 7): the lists, one strategy. Reading routes take
 * `strategies.own` (own records) or `strategies.all` (everyone's): STRATEGY_READERS; `viewerOf` says whose; writing
 * routes (strategy-writes.routes.ts) are the owner's only.
 */
export const strategyReadRoutes = (deps: AppDeps, files: FileStore): FastifyPluginAsyncZod => async (app) => {
  const { db } = deps;
  const list = async (viewer: Viewer, query: Parameters<typeof listStrategies>[2]) => {
    const [{ rows, total, estimated }, active] = [await listStrategies(db, viewer, query), await activePeriodId(db)];
    return { data: rows, meta: { ...meta(query, total, estimated), active_period_id: active } };
  };

  app.get('/siiicca/my_strategies', {
    config: { permission: 'strategies.own' },
    schema: { querystring: ZStrategyListQuerySchema, response: { 200: ZStrategyListSchema } },
  }, async (request) => list(ownerOnly(currentUser(request)), request.query));

  app.get('/siiicca/strategies', {
    config: { permission: 'strategies.all' },
    schema: { querystring: ZStrategyListQuerySchema, response: { 200: ZStrategyListSchema } },
  }, async (request) => list({ userId: currentUser(request).id, all: true }, request.query));

  app.get('/siiicca/strategies/:id', {
    config: { permission: STRATEGY_READERS },
    schema: { params: ZIdParamSchema, response: { 200: ZStrategyDetailSchema } },
  }, async (request) => {
    const found = await findStrategy(db, viewerOf(currentUser(request)), request.params.id);
    if (!found) throw notFound(STRATEGY_MSG.notFound);
    return found;
  });

  app.get('/siiicca/strategies/:id/history', {
    config: { permission: STRATEGY_READERS },
    schema: { params: ZIdParamSchema, response: { 200: ZAuditListSchema } },
  }, async (request) => {
    const viewer = viewerOf(currentUser(request));
    if (!(await strategyFile(db, viewer, request.params.id, null))) throw notFound(STRATEGY_MSG.notFound);
    return { data: await listAudit(db, 'strategy', request.params.id) };
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
