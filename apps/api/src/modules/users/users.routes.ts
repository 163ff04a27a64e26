import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  listResponse,
  MSG,
  USER_MSG,
  ZIdParamSchema,
  zIdText,
  ZListQuerySchema,
  ZMessageSchema,
  ZUserOptionSchema,
  ZUserResponseSchema,
  ZUserSchema,
  ZUserUpdateBodySchema,
} from '@siiicca/shared';
import type { AppDeps } from '../../app-deps';
import { notFound } from '../../lib/app-error';
import { meta } from '../../platform/crud/paging';
import { rethrowAnswered } from '../../platform/db-errors';
import { currentUser } from '../../plugins/auth';
import { createUser } from './create-user';
import { deleteUser } from './delete-user';
import { updateUser } from './update-user';
import { findUser, listUsers, roleOptions, sectionalOptions } from './users.repository';

const ZSavedUser = z.object({ message: z.string(), data: ZUserResponseSchema });
const access = { permission: 'users.manage' } as const;

/** Usuarios: the list, the dialog's save/update, delete, and the dialog's select lists. */
export const usersRoutes = (deps: AppDeps): FastifyPluginAsyncZod => async (app) => {
  const { db } = deps;
  const saved = async (id: number, message: string) => {
    const data = await findUser(db, id);
    if (!data) throw notFound(USER_MSG.notFound);
    return { message, data };
  };

  app.get('/users', {
    config: access,
    schema: { querystring: ZListQuerySchema, response: { 200: listResponse(ZUserResponseSchema) } },
  }, async (request) => {
    const { rows, total, estimated } = await listUsers(db, request.query);
    return { data: rows, meta: meta(request.query, total, estimated) };
  });

  app.post('/users', {
    config: access,
    schema: { body: ZUserSchema, response: { 201: ZSavedUser } },
  }, async (request, reply) => {
    const id = await createUser(db, currentUser(request), request.body).catch(rethrowAnswered(request.log, USER_MSG.saveFailed));
    reply.status(201);
    return saved(id, MSG.saved);
  });

  app.put('/users/:id', {
    config: access,
    schema: { params: ZIdParamSchema, body: ZUserUpdateBodySchema, response: { 200: ZSavedUser } },
  }, async (request) => {
    await updateUser(db, currentUser(request), request.params.id, request.body).catch(rethrowAnswered(request.log, USER_MSG.saveFailed));
    return saved(request.params.id, MSG.updated);
  });

  app.delete('/users/:id', {
    config: access,
    schema: { params: ZIdParamSchema, response: { 200: ZMessageSchema } },
  }, async (request) => {
    await deleteUser(db, currentUser(request), request.params.id);
    return { message: MSG.deleted };
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
};
