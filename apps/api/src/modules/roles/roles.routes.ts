import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MSG, ROLE_MSG, USER_MSG, ZIdParamSchema, ZRolePermissionsSchema, ZRoleResponseSchema, ZRoleSchema } from '@siiicca/shared';
import type { AppDeps } from '../../app-deps';
import { registerAdminRoutes } from '../../platform/crud/admin-routes';
import { rethrowAnswered } from '../../platform/db-errors';
import { currentUser } from '../../plugins/auth';
import type { TAuditActor } from '../../platform/security-events';
import { deleteRole } from './delete-role';
import { findRole, listRoles, ROLES_QUERY } from './roles.repository';
import { createRole, updateRole } from './save-role';
import { setRolePermissions } from './set-role-permissions';

/** Who did a change and from where, for its line of the security audit trail. */
const auditActor = (request: FastifyRequest): TAuditActor => ({ actorId: currentUser(request).id, ip: request.ip });

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
    create: (request, body) => createRole(db, body, auditActor(request)),
    update: (request, id, body) => updateRole(db, id, body, auditActor(request)),
    remove: (request, id) => deleteRole(db, id, auditActor(request)),
  });

  app.put('/roles/:id/permissions', {
    config: { permission: 'profiles.manage' },
    schema: { params: ZIdParamSchema, body: ZRolePermissionsSchema, response: { 200: ZSaved } },
  }, async (request) => {
    await setRolePermissions(db, currentUser(request), request.params.id, request.body.permissions, { ip: request.ip }).catch(
      rethrowAnswered(request.log, USER_MSG.saveFailed),
    );
    return saved(request.params.id, ROLE_MSG.permissionsSaved);
  });
};
