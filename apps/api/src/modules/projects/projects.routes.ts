import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PROJECT_MSG,
  PROJECT_READERS,
  ZIdParamSchema,
  ZMessageSchema,
  ZProjectDetailSchema,
  ZProjectFileQuerySchema,
  ZProjectListQuerySchema,
  ZProjectListSchema,
} from '@siiicca/shared';
import type { AppDeps } from '../../app-deps';
import type { FileStore } from '../../lib/files';
import { sendRecordFile } from '../../platform/records/downloads';
import { recordReadRoutes } from '../../platform/records/read-routes';
import { currentUser } from '../../plugins/auth';
import { listProjectAudit } from './audit';
import { deleteProject } from './delete-project';
import { findProject, projectDocument, readableProject } from './find-project';
import { listProjects } from './list-projects';
import { PROJECT_VISIBILITY, projectViewerOf } from './scope';

/**
 * Research projects, reading (spec section 7): the lists, one project and its history
 * (platform/records/read-routes.ts), its documents; and deleting a draft. `projects.own` reads
 * their own and those where they are an investigator, `projects.all` everyone's but other people's
 * drafts (scope.ts).
 */
export const projectReadRoutes = (deps: AppDeps, files: FileStore): FastifyPluginAsyncZod => async (app) => {
  const { db } = deps;
  recordReadRoutes(app, {
    db,
    currentUser,
    rule: PROJECT_VISIBILITY,
    notFound: PROJECT_MSG.notFound,
    lists: {
      mine: '/siiicca/myprojects',
      all: '/siiicca/projects',
      query: ZProjectListQuerySchema,
      response: ZProjectListSchema,
      page: (viewer, query) => listProjects(db, viewer, query),
    },
    detail: { path: '/siiicca/projects/:id', response: ZProjectDetailSchema, find: (viewer, id) => findProject(db, viewer, id) },
    history: { readable: (viewer, id) => readableProject(db, viewer, id), entries: (id) => listProjectAudit(db, id) },
  });

  app.get('/siiicca/downloadfile', {
    config: { permission: PROJECT_READERS },
    schema: { querystring: ZProjectFileQuerySchema },
  }, async (request, reply) => {
    const { id, file } = request.query;
    const stored = await projectDocument(db, projectViewerOf(currentUser(request)), id, file);
    return sendRecordFile(reply, files, stored, { missing: PROJECT_MSG.fileDownloadFailed });
  });

  app.delete('/siiicca/projects/:id', {
    config: { permission: 'projects.own' },
    schema: { params: ZIdParamSchema, response: { 200: ZMessageSchema } },
  }, async (request) => {
    const removed = await deleteProject(db, projectViewerOf(currentUser(request)), request.params.id);
    // Once committed: a failed transaction keeps its files.
    await files.remove(...removed);
    return { message: PROJECT_MSG.deleted };
  });
};
