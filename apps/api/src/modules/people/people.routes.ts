import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { MSG, STRATEGY_API, STRATEGY_MSG, ZPersonLookupQuerySchema, ZPersonLookupSchema, type TPermission } from '@siiicca/shared';
import type { AppDeps } from '../../app-deps';
import { forbidden, notFound } from '../../lib/app-error';
import { currentUser } from '../../plugins/auth';
import { guarded } from '../../platform/db-errors';
import { lookupPerson } from './lookup-person';

const local = (path: string) => path.replace(/^\/api/, '');

/**
 * Routes of the strategy wizard that anyone working with strategies reads: their own (`strategies.own`)
 * or everyone's (`strategies.all`). The route declares a signed-in user; this hook asks for either.
 */
export const STRATEGY_READERS: TPermission[] = ['strategies.own', 'strategies.all'];
export async function requireStrategyReader(request: FastifyRequest) {
  const user = currentUser(request);
  if (!STRATEGY_READERS.some((p) => user.permissions.has(p))) throw forbidden(MSG.forbidden);
}

/** `GET /api/siiicca/get_leader?identification=`: the person and their research group. */
export const peopleRoutes = (deps: AppDeps): FastifyPluginAsyncZod => async (app) => {
  app.get(local(STRATEGY_API.leader), {
    config: { permission: 'authenticated' },
    onRequest: requireStrategyReader,
    schema: { querystring: ZPersonLookupQuerySchema, response: { 200: ZPersonLookupSchema } },
  }, async (request) => {
    const found = await guarded(request.log, STRATEGY_MSG.personLookupFailed, 'read', () =>
      lookupPerson({ ...deps, log: request.log }, request.query.identification),
    );
    if (!found) throw notFound(STRATEGY_MSG.personNotFound);
    return found;
  });
};
