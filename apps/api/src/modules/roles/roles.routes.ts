import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MSG, ROLE_MSG, USER_MSG, ZIdParamSchema, ZRolePermissionsSchema, ZRoleResponseSchema, ZRoleSchema } from '@siiicca/shared';
import type { AppDeps } from '../../app-deps';
import { registerAdminRoutes } from '../../platform/crud/admin-routes';
import { rethrowAnswered } from '../../platform/db-errors';
import { currentUser } from '../../plugins/auth';
import { deleteRole } from './delete-role';
import { findRole, listRoles, ROLES_QUERY } from './roles.repository';
import { createRole, updateRole } from './save-role';
import { setRolePermissions } from './set-role-permissions';

/** Perfiles: list, create, update, delete, and the permissions dialog's save. */
export const rolesRoutes = (deps: AppDeps): FastifyPluginAsyncZod => async (app) => {
  const { db } = deps;
  const { saved, ZSaved } = registerAdminRoutes(app, db, {
    path: '/roles',
    permission: 'profiles.manage',
    row: ZRoleResponseSchema,
    createBody: ZRoleSchema,
    updateBody: ZRoleSchema,
    notFound: MSG.roleNotFound,
    query: ROLES_QUERY,
    list: listRoles,
    find: findRole,
    create: (_request, body) => createRole(db, body),
    update: (_request, id, body) => updateRole(db, id, body),
    remove: (_request, id) => deleteRole(db, id),
  });

  app.put('/roles/:id/permissions', {
    config: { permission: 'profiles.manage' },
    schema: { params: ZIdParamSchema, body: ZRolePermissionsSchema, response: { 200: ZSaved } },
  }, async (request) => {
    await setRolePermissions(db, currentUser(request), request.params.id, request.body.permissions).catch(
      rethrowAnswered(request.log, USER_MSG.saveFailed),
    );
    return saved(request.params.id, ROLE_MSG.permissionsSaved);
  });
};
