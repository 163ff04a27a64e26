import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { profileRoutes } from './profile/profile.routes';
import { researcherExportRoutes } from './exports/exports.routes';
import { orcidRoutes } from './orcid/orcid.routes';
import { mappingRoutes } from './mappings/mappings.routes';
import { doiRoutes } from './doi/doi.routes';

/**
 * Researchers (issue 44, docs/researchers.md), under /api: one plugin per part, so the three parts
 * register here without touching app.ts again.
 * - profile: 'Perfil del investigador' (own, or anyone's with researchers.read) and the researchers' list;
 * - exports: a researcher's products by Minciencias type, the office's counts by faculty, group and year;
 * - ORCID import and the work-type mapping (part A) and the Crossref DOI look-up (part B) register below.
 */
export const researcherRoutes = (deps: AppDeps): FastifyPluginAsyncZod => async (app) => {
  await app.register(profileRoutes(deps));
  await app.register(researcherExportRoutes(deps));
  await app.register(orcidRoutes(deps));
  await app.register(mappingRoutes(deps));
  await app.register(doiRoutes(deps));
};
