import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PROJECT_MSG, ZIdParamSchema, ZMessageSchema, ZProjectDetailSchema, ZProjectFileQuerySchema, ZProjectListQuerySchema, ZProjectListSchema } from '@siiicca/shared';
import type { AppDeps } from '../../app-deps';
import type { FileStore } from '../../lib/files';
import { recordFileRoute, recordReads, type TRecordRoutesBase } from '../../platform/records/route-config';
import { currentUser } from '../../plugins/auth';
import { listProjectAudit } from './audit';
import { deleteProject } from './delete-project';
import { findProject, projectDocument, readableProject } from './find-project';
import { projectLister } from './list-projects';
import { PROJECT_VISIBILITY, projectViewerOf } from './scope';
import type { TProjectStage } from './stages';

/**
 * Research projects, reading (spec section 7): the lists, one project and its history
 * (platform/records/route-config.ts), its documents; and deleting a draft. `projects.own` reads
 * their own and those where they are an investigator, `projects.all` everyone's but other people's
 * drafts (scope.ts). Each row carries the marks the stages put on it (`rowFlags`: the execution's 'En mora').
 */
export const projectReadRoutes = (deps: AppDeps, files: FileStore, stages: readonly TProjectStage[] = []): FastifyPluginAsyncZod => async (app) => {
  const { db } = deps;
  const listProjects = projectLister(stages.flatMap((s) => s.rowFlags ?? []));
  const base: TRecordRoutesBase = { db, files, currentUser, rule: PROJECT_VISIBILITY, kind: 'projects', messages: PROJECT_MSG };
  recordReads(app, base, {
    paths: { mine: '/siiicca/myprojects', all: '/siiicca/projects', detail: '/siiicca/projects/:id' },
    schemas: { query: ZProjectListQuerySchema, list: ZProjectListSchema, detail: ZProjectDetailSchema },
    page: (viewer, query) => listProjects(db, viewer, query),
    find: (viewer, id) => findProject(db, viewer, id),
    readable: (viewer, id) => readableProject(db, viewer, id),
    history: (id) => listProjectAudit(db, id),
  });
  recordFileRoute(app, base, {
    path: '/siiicca/downloadfile',
    query: ZProjectFileQuerySchema,
    stored: (viewer, { id, file }) => projectDocument(db, viewer, id, file),
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
