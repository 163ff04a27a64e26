import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  RESEARCHER_MSG,
  ZIdParamSchema,
  ZOrcidImportBodySchema,
  ZOrcidImportResultSchema,
  ZResearcherWorksSchema,
  type TPermission,
} from '@siiicca/shared';
import type { AppDeps } from '../../../app-deps';
import { createOrcidConnector, type OrcidConnector } from '../../../connectors/orcid/orcid-connector';
import { notFound } from '../../../lib/app-error';
import { currentUser } from '../../../plugins/auth';
import type { FastifyRequest } from 'fastify';
import { importOrcid } from './import-orcid';
import { listWorks } from './list-works';

/** Whom the request may act on: themselves always, another researcher only with one of `others` (else 404). */
function researcherOf(request: FastifyRequest, id: number | 'me', others: readonly TPermission[]): number {
  const user = currentUser(request);
  if (id === 'me' || id === user.id) return user.id;
  if (!others.some((p) => user.permissions.has(p))) throw notFound(RESEARCHER_MSG.notFound);
  return id;
}

/**
 * A researcher's works and 'Importar de ORCID' (docs/researchers.md 'ORCID'): everyone signed in reads
 * and imports their own; the office reads anyone's with researchers.read and imports for anyone with
 * researchers.manage. One connector (and so one circuit breaker) per app.
 */
export const orcidRoutes = (deps: AppDeps, connector?: OrcidConnector): FastifyPluginAsyncZod => async (app) => {
  const { db } = deps;
  const orcid = connector ?? createOrcidConnector(deps.config, { log: app.log });
  const readers = ['researchers.read', 'researchers.manage'] as const satisfies readonly TPermission[];
  const importers = ['researchers.manage'] as const satisfies readonly TPermission[];
  const works = { permission: 'authenticated' as const };
  const response = { 200: ZResearcherWorksSchema };
  const imported = { 200: ZOrcidImportResultSchema };

  app.get('/researchers/me/works', { config: works, schema: { response } }, async (request) =>
    listWorks(db, researcherOf(request, 'me', readers)));

  app.get('/researchers/:id/works', { config: works, schema: { params: ZIdParamSchema, response } }, async (request) =>
    listWorks(db, researcherOf(request, request.params.id, readers)));

  app.post('/researchers/me/orcid/import', { config: works, schema: { body: ZOrcidImportBodySchema, response: imported } }, async (request) =>
    importOrcid(db, orcid, researcherOf(request, 'me', importers), request.body.orcid));

  app.post('/researchers/:id/orcid/import', {
    config: works,
    schema: { params: ZIdParamSchema, body: ZOrcidImportBodySchema, response: imported },
  }, async (request) => importOrcid(db, orcid, researcherOf(request, request.params.id, importers), request.body.orcid));
};
