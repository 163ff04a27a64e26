import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZPermissionItemSchema } from '@siiicca/shared';
import type { AppDeps } from '../../app-deps';
import { listPermissions } from './roles.repository';

/** The permission catalogue for the profiles' checkbox table (a short fixed list: not paginated). */
export const permissionsRoutes = (deps: AppDeps): FastifyPluginAsyncZod => async (app) => {
  app.get('/permissions', {
    config: { permission: 'profiles.manage' },
    schema: { response: { 200: z.array(ZPermissionItemSchema) } },
  }, async () => listPermissions(deps.db));
};
