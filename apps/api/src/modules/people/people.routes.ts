import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { STRATEGY_API, STRATEGY_MSG, STRATEGY_READERS, ZPersonLookupQuerySchema, ZPersonLookupSchema } from '@siiicca/shared';
import type { AppDeps } from '../../app-deps';
import { notFound } from '../../lib/app-error';
import { guarded } from '../../platform/db-errors';
import { lookupPerson } from './lookup-person';

const local = (path: string) => path.replace(/^\/api/, '');


/** `GET /api/siiicca/get_leader?identification=`: the person and their research group, for strategy readers. */
export const peopleRoutes = (deps: AppDeps): FastifyPluginAsyncZod => async (app) => {
  app.get(local(STRATEGY_API.leader), {
    config: { permission: STRATEGY_READERS },
    schema: { querystring: ZPersonLookupQuerySchema, response: { 200: ZPersonLookupSchema } },
  }, async (request) => {
    const found = await guarded(request.log, STRATEGY_MSG.personLookupFailed, 'read', () =>
      lookupPerson({ ...deps, log: request.log }, request.query.identification),
    );
    if (!found) throw notFound(STRATEGY_MSG.personNotFound);
    return found;
  });
};
