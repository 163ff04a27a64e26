import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  listResponse,
  MSG,
  ROLE_MSG,
  USER_MSG,
  ZIdParamSchema,
  ZListQuerySchema,
  ZMessageSchema,
  ZRolePermissionsSchema,
  ZRoleResponseSchema,
  ZRoleSchema,
} from '@siiicca/shared';
import type { AppDeps } from '../../app-deps';
import { notFound } from '../../lib/app-error';
import { meta } from '../../platform/crud/paging';
import { rethrowAnswered } from '../../platform/db-errors';
import { currentUser } from '../../plugins/auth';
import { deleteRole } from './delete-role';
import { findRole, listRoles } from './roles.repository';
import { createRole, updateRole } from './save-role';
import { setRolePermissions } from './set-role-permissions';

const ZSavedRole = z.object({ message: z.string(), data: ZRoleResponseSchema });
const access = { permission: 'profiles.manage' } as const;

/** Perfiles: list, create, update, delete, and the permissions dialog's save. */
export const rolesRoutes = (deps: AppDeps): FastifyPluginAsyncZod => async (app) => {
  const { db } = deps;
  const saved = async (id: number, message: string) => {
    const data = await findRole(db, id);
    if (!data) throw notFound(MSG.roleNotFound);
    return { message, data };
  };

  app.get('/roles', {
    config: access,
    schema: { querystring: ZListQuerySchema, response: { 200: listResponse(ZRoleResponseSchema) } },
  }, async (request) => {
    const { rows, total, estimated } = await listRoles(db, request.query);
    return { data: rows, meta: meta(request.query, total, estimated) };
  });

  app.post('/roles', {
    config: access,
    schema: { body: ZRoleSchema, response: { 201: ZSavedRole } },
  }, async (request, reply) => {
    const id = await createRole(db, request.body).catch(rethrowAnswered(request.log, USER_MSG.saveFailed));
    reply.status(201);
    return saved(id, MSG.saved);
  });

  app.put('/roles/:id', {
    config: access,
    schema: { params: ZIdParamSchema, body: ZRoleSchema, response: { 200: ZSavedRole } },
  }, async (request) => {
    await updateRole(db, request.params.id, request.body).catch(rethrowAnswered(request.log, USER_MSG.saveFailed));
    return saved(request.params.id, MSG.updated);
  });

  app.put('/roles/:id/permissions', {
    config: access,
    schema: { params: ZIdParamSchema, body: ZRolePermissionsSchema, response: { 200: ZSavedRole } },
  }, async (request) => {
    await setRolePermissions(db, currentUser(request), request.params.id, request.body.permissions).catch(
      rethrowAnswered(request.log, USER_MSG.saveFailed),
    );
    return saved(request.params.id, ROLE_MSG.permissionsSaved);
  });

  app.delete('/roles/:id', {
    config: access,
    schema: { params: ZIdParamSchema, response: { 200: ZMessageSchema } },
  }, async (request) => {
    await deleteRole(db, request.params.id);
    return { message: MSG.deleted };
  });
};
