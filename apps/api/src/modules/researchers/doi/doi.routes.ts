import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZDoiParamsSchema, ZDoiWorkSchema } from '@siiicca/shared';
import type { AppDeps } from '../../../app-deps';
import { createCrossrefConnector, type CrossrefConnector } from '../../../connectors/crossref/crossref-connector';
import { lookUpDoi } from './lookup';

/**
 * `GET /api/works/doi/{doi}` (docs/researchers.md 'DOI from Crossref'): the work Crossref
 * registers under a DOI, for whoever writes reports (a project's owner) or reviews them (the office).
 * One connector (and so one circuit breaker) per app; a test may pass its own.
 */
export const doiRoutes = (deps: AppDeps, crossref?: CrossrefConnector): FastifyPluginAsyncZod => async (app) => {
  const connector = crossref ?? createCrossrefConnector(deps.config, { log: app.log });

  app.get('/works/doi/:doi', {
    config: { permission: ['projects.own', 'execution.manage'] },
    schema: { params: ZDoiParamsSchema, response: { 200: ZDoiWorkSchema } },
  }, async (request) => lookUpDoi(deps.db, connector, request.params.doi));
};
