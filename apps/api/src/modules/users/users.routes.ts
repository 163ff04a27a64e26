import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { USER_MSG, zIdText, ZIdParamSchema, ZMessageSchema, ZSecondFactorResetSchema, ZUserOptionSchema, ZUserResponseSchema, ZUserSchema, ZUserUpdateBodySchema } from '@siiicca/shared';
import type { AppDeps } from '../../app-deps';
import { registerAdminRoutes } from '../../platform/crud/admin-routes';
import { currentUser } from '../../plugins/auth';
import { resetSecondFactor } from '../account-security';
import { createUser } from './create-user';
import { deleteUser } from './delete-user';
import { updateUser } from './update-user';
import { findUser, listUsers, roleOptions, sectionalOptions, USERS_QUERY } from './users.repository';

const access = { permission: 'users.manage' } as const;

/** Usuarios: the list, the dialog's save/update, delete, and the dialog's select lists. */
export const usersRoutes = (deps: AppDeps): FastifyPluginAsyncZod => async (app) => {
  const { db } = deps;
  registerAdminRoutes(app, db, {
    path: '/users',
    permission: access.permission,
    row: ZUserResponseSchema,
    createBody: ZUserSchema,
    updateBody: ZUserUpdateBodySchema,
    notFound: USER_MSG.notFound,
    query: USERS_QUERY,
    list: listUsers,
    find: findUser,
    create: (request, body) => createUser(db, currentUser(request), body, { ip: request.ip }),
    update: (request, id, body) => updateUser(db, currentUser(request), id, body, { ip: request.ip }),
    remove: (request, id) => deleteUser(db, currentUser(request), id, { ip: request.ip }),
  });

  app.get('/sectional-options', {
    config: access,
    schema: {
      querystring: z.object({ user_id: zIdText().optional() }),
      response: { 200: z.array(ZUserOptionSchema) },
    },
  }, async (request) => sectionalOptions(db, request.query.user_id));

  app.get('/role-options', {
    config: access,
    schema: { response: { 200: z.array(ZUserOptionSchema) } },
  }, async () => roleOptions(db));

  // Another user's second factors (issue 43): reset with a reason, audited; never one's own.
  app.post('/users/:id/second-factor/reset', {
    config: access,
    schema: { params: ZIdParamSchema, body: ZSecondFactorResetSchema, response: { 200: ZMessageSchema } },
  }, async (request) =>
    resetSecondFactor(db, { actorId: currentUser(request).id, userId: request.params.id, reason: request.body.reason, ip: request.ip }));
};
