import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PROJECT_API,
  PROJECT_MSG,
  PROJECT_READERS,
  STRATEGY_API,
  STRATEGY_MSG,
  STRATEGY_READERS,
  ZInvestigatorLookupQuerySchema,
  ZInvestigatorLookupSchema,
  ZPersonLookupQuerySchema,
  ZPersonLookupSchema,
} from '@siiicca/shared';
import type { AppDeps } from '../../app-deps';
import { notFound } from '../../lib/app-error';
import { currentUser } from '../../plugins/auth';
import { guarded } from '../../platform/db-errors';
import { logLookup, maskedLookup, personLookupLimit, seesContacts } from './lookup-access';
import { lookupInvestigator, lookupPerson } from './lookup-person';
import { underApi } from '../../lib/api-path';

/**
 * `GET /api/siiicca/get_leader?identification=`: the person and their research group, for strategy
 * readers. `GET /api/siiicca/getinvestigator?identification=&type=`: the same for projects' internal
 * investigators, and an ally from the records with their last entity. Both limited per user, logged
 * with who asked, and masked for whoever may only recognise the person (lookup-access.ts).
 */
export const peopleRoutes = (deps: AppDeps): FastifyPluginAsyncZod => async (app) => {
  const limit = personLookupLimit(app);

  app.get(underApi(STRATEGY_API.leader), {
    config: { permission: STRATEGY_READERS },
    schema: { querystring: ZPersonLookupQuerySchema, response: { 200: ZPersonLookupSchema } },
  }, async (request) => {
    const user = currentUser(request);
    await limit(request);
    const { identification } = request.query;
    const found = await guarded(request.log, STRATEGY_MSG.personLookupFailed, 'read', () =>
      lookupPerson({ ...deps, log: request.log, askerId: user.id }, identification),
    );
    const full = seesContacts(user, identification);
    logLookup(request, user, 'get_leader', found, !full);
    if (!found) throw notFound(STRATEGY_MSG.personNotFound);
    return full ? found : maskedLookup(found);
  });

  app.get(underApi(PROJECT_API.investigator), {
    config: { permission: PROJECT_READERS },
    schema: { querystring: ZInvestigatorLookupQuerySchema, response: { 200: ZInvestigatorLookupSchema } },
  }, async (request) => {
    const user = currentUser(request);
    await limit(request);
    const { identification, type } = request.query;
    const found = await guarded(request.log, PROJECT_MSG.personLookupFailed, 'read', () =>
      lookupInvestigator({ ...deps, log: request.log, askerId: user.id }, identification, type),
    );
    const full = seesContacts(user, identification);
    logLookup(request, user, 'getinvestigator', found, !full);
    if (!found) throw notFound(PROJECT_MSG.personNotFound);
    return full ? found : maskedLookup(found);
  });
};
