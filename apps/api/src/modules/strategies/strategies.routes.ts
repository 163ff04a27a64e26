import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { STRATEGY_MSG, ZStrategyFileQuerySchema, ZStrategyDetailSchema, ZStrategyListQuerySchema, ZStrategyListSchema } from '@siiicca/shared';
import type { AppDeps } from '../../app-deps';
import { currentUser } from '../../plugins/auth';
import type { FileStore } from '../../lib/files';
import { recordFileRoute, recordReads, type TRecordRoutesBase } from '../../platform/records/route-config';
import { listAudit } from './audit';
import { findStrategy, strategyFile } from './find-strategy';
import { activePeriodId } from './active-period';
import { listStrategies } from './list-strategies';
import { STRATEGY_VISIBILITY } from './scope';

/**
 * Training strategies (spec section 7): the lists, one strategy and its history
 * (platform/records/route-config.ts), its stored files. Reading routes take `strategies.own` (own
 * records) or `strategies.all` (everyone's): STRATEGY_READERS; the visibility rule (scope.ts) says
 * whose; writing routes (strategy-writes.routes.ts) are the owner's only.
 */
export const strategyReadRoutes = (deps: AppDeps, files: FileStore): FastifyPluginAsyncZod => async (app) => {
  const { db } = deps;
  const base: TRecordRoutesBase = { db, files, currentUser, rule: STRATEGY_VISIBILITY, kind: 'strategies', messages: STRATEGY_MSG };
  recordReads(app, base, {
    paths: { mine: '/siiicca/my_strategies', all: '/siiicca/strategies', detail: '/siiicca/strategies/:id' },
    schemas: { query: ZStrategyListQuerySchema, list: ZStrategyListSchema, detail: ZStrategyDetailSchema },
    page: (viewer, query) => listStrategies(db, viewer, query),
    meta: async () => ({ active_period_id: await activePeriodId(db) }),
    find: (viewer, id) => findStrategy(db, viewer, id),
    readable: (viewer, id) => strategyFile(db, viewer, id, null),
    history: (id) => listAudit(db, 'strategy', id),
  });
  // The approval letter and the final report are PDFs; an unnamed one is sent as '<file>.pdf'.
  recordFileRoute(app, base, {
    path: '/siiicca/strategy_file',
    query: ZStrategyFileQuerySchema,
    stored: async (viewer, { id, file }) => {
      const stored = await strategyFile(db, viewer, id, file);
      return stored && { path: stored.path, name: stored.name ?? `${file}.pdf` };
    },
    type: 'application/pdf',
  });
};
