import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PROJECT_MSG,
  PROJECT_READERS,
  ZAuditListSchema,
  ZIdParamSchema,
  ZMessageSchema,
  ZProjectDetailSchema,
  ZProjectFileQuerySchema,
  ZProjectListQuerySchema,
  ZProjectListSchema,
} from '@siiicca/shared';
import type { AppDeps } from '../../app-deps';
import { notFound } from '../../lib/app-error';
import type { FileStore } from '../../lib/files';
import { meta } from '../../platform/crud/paging';
import { sendRecordFile } from '../../platform/records/downloads';
import { currentUser } from '../../plugins/auth';
import { listProjectAudit } from './audit';
import { deleteProject } from './delete-project';
import { findProject, projectDocument, readableProject } from './find-project';
import { listProjects } from './list-projects';
import { mineOf, projectViewerOf, type ProjectViewer } from './scope';

/**
 * Research projects, reading (spec section 7): the lists, one project, its history and its
 * documents; and deleting a draft. `projects.own` reads their own and those where they are an
 * investigator, `projects.all` everyone's but other people's drafts (scope.ts).
 */
export const projectReadRoutes = (deps: AppDeps, files: FileStore): FastifyPluginAsyncZod => async (app) => {
  const { db } = deps;
  const list = async (viewer: ProjectViewer, query: Parameters<typeof listProjects>[2]) => {
    const { rows, total, estimated } = await listProjects(db, viewer, query);
    return { data: rows, meta: meta(query, total, estimated) };
  };

  app.get('/siiicca/myprojects', {
    config: { permission: 'projects.own' },
    schema: { querystring: ZProjectListQuerySchema, response: { 200: ZProjectListSchema } },
  }, async (request) => list(mineOf(currentUser(request)), request.query));

  app.get('/siiicca/projects', {
    config: { permission: 'projects.all' },
    schema: { querystring: ZProjectListQuerySchema, response: { 200: ZProjectListSchema } },
  }, async (request) => list({ ...mineOf(currentUser(request)), all: true }, request.query));

  app.get('/siiicca/projects/:id', {
    config: { permission: PROJECT_READERS },
    schema: { params: ZIdParamSchema, response: { 200: ZProjectDetailSchema } },
  }, async (request) => {
    const found = await findProject(db, projectViewerOf(currentUser(request)), request.params.id);
    if (!found) throw notFound(PROJECT_MSG.notFound);
    return found;
  });

  app.get('/siiicca/projects/:id/history', {
    config: { permission: PROJECT_READERS },
    schema: { params: ZIdParamSchema, response: { 200: ZAuditListSchema } },
  }, async (request) => {
    if (!(await readableProject(db, projectViewerOf(currentUser(request)), request.params.id))) throw notFound(PROJECT_MSG.notFound);
    return { data: await listProjectAudit(db, request.params.id) };
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
