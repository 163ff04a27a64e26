import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RESEARCHER_MSG, ZIdParamSchema, ZResearcherListQuerySchema, ZResearcherListSchema, ZResearcherProfileSchema } from '@siiicca/shared';
import type { AppDeps } from '../../../app-deps';
import { notFound } from '../../../lib/app-error';
import { currentUser } from '../../../plugins/auth';
import { listResearchers } from './list-researchers';
import { readProfile } from './read-profile';

/** 'Perfil del investigador': one's own for everyone signed in, anyone's with researchers.read (docs/researchers.md). */
export const profileRoutes = (deps: AppDeps): FastifyPluginAsyncZod => async (app) => {
  const { db } = deps;

  app.get('/researchers', {
    config: { permission: 'researchers.read' },
    schema: { querystring: ZResearcherListQuerySchema, response: { 200: ZResearcherListSchema } },
  }, async (request) => listResearchers(db, request.query));

  app.get('/researchers/me/profile', {
    config: { permission: 'authenticated' },
    schema: { response: { 200: ZResearcherProfileSchema } },
  }, async (request) => readProfile(db, currentUser(request).id, deps.academic));

  // Another user's profile without researchers.read answers as if it did not exist.
  app.get('/researchers/:id/profile', {
    config: { permission: 'authenticated' },
    schema: { params: ZIdParamSchema, response: { 200: ZResearcherProfileSchema } },
  }, async (request) => {
    const user = currentUser(request);
    if (request.params.id !== user.id && !user.permissions.has('researchers.read')) throw notFound(RESEARCHER_MSG.notFound);
    return readProfile(db, request.params.id, deps.academic);
  });
};
