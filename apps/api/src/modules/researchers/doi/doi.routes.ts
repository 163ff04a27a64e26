import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZDoiLookupSchema, ZDoiWorkSchema } from '@siiicca/shared';
import type { AppDeps } from '../../../app-deps';
import type { RouteAccess } from '../../../plugins/auth';
import { createCrossrefConnector, type CrossrefConnector } from '../../../connectors/crossref/crossref-connector';
import { lookUpDoi } from './lookup';

/**
 * The DOI look-up (docs/researchers.md 'Crossref and DOIs'): the work Crossref registers under a DOI,
 * for whoever writes reports (a project's owner) or reviews them (the office).
 * `GET /api/works/doi?doi=…` takes any DOI up to DOI_LIMITS.doi characters (the web app's form);
 * `GET /api/works/doi/{doi}` is kept for clients that call it, within the router's path-parameter limit.
 * One connector (and so one circuit breaker) per app; a test may pass its own.
 */
export const doiRoutes = (deps: AppDeps, crossref?: CrossrefConnector): FastifyPluginAsyncZod => async (app) => {
  const connector = crossref ?? createCrossrefConnector(deps.config, { log: app.log });
  const config: RouteAccess = { permission: ['projects.own', 'execution.manage'] };
  const response = { 200: ZDoiWorkSchema };

  app.get('/works/doi', { config, schema: { querystring: ZDoiLookupSchema, response } }, async (request) =>
    lookUpDoi(deps.db, connector, request.query.doi),
  );
  app.get('/works/doi/:doi', { config, schema: { params: ZDoiLookupSchema, response } }, async (request) =>
    lookUpDoi(deps.db, connector, request.params.doi),
  );
};
