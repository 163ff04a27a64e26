import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { registerCrudRoutes } from '../../platform/crud/routes';
import { announcementsSpec } from './announcements.spec';

/** GET/POST/PUT/DELETE /api/siiicca/announcements (the open calls' selection list is in lookups). */
export const announcementRoutes = (deps: AppDeps): FastifyPluginAsyncZod => async (app) => {
  registerCrudRoutes(app, deps, announcementsSpec);
};
