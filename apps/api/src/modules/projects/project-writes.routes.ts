import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PROJECT_MSG, PROJECT_UPLOAD, ZProjectFormSchema, ZProjectSavedSchema, ZProjectSaveSchema } from '@siiicca/shared';
import type { AppDeps } from '../../app-deps';
import type { FileStore } from '../../lib/files';
import { failureAnswer } from '../../platform/db-errors';
import { parseOwnBody } from '../../platform/own-body';
import { refuseWithoutVersion } from '../../platform/versions';
import { currentUser } from '../../plugins/auth';
import { PROJECT_JSON_MAX, PROJECT_MULTIPART_LIMITS, readProjectRequest } from './project-upload';
import { unmaskProjectPeople } from '../people';
import { saveProject } from './save-project';

/**
 * Research projects, writing: `POST /siiicca/projects` saves a draft with its documents (JSON, or
 * multipart PROJECT_UPLOAD). Deleting is projects.routes.ts'; sending, send.routes.ts'.
 */
export const projectWriteRoutes = (deps: AppDeps, files: FileStore): FastifyPluginAsyncZod => async (app) => {
  const { db } = deps;
  // Multipart is parsed in this scope only: no other route accepts it.
  await app.register(multipart, { limits: PROJECT_MULTIPART_LIMITS });

  app.post('/siiicca/projects', {
    config: { permission: 'projects.own' },
    bodyLimit: PROJECT_JSON_MAX,
    schema: {
      ownBody: {
        description: `The project to save as a draft: as JSON, or as multipart with it in \`${PROJECT_UPLOAD.dataField}\` and a file per document of its call in \`${PROJECT_UPLOAD.filePrefix}<attached_id>\` (at most ${PROJECT_UPLOAD.maxFiles}). A new file replaces the stored document of that attached; a stored document left out of \`attacheds\` is deleted.`,
        json: ZProjectSaveSchema,
        multipart: ZProjectFormSchema,
        jsonParts: [PROJECT_UPLOAD.dataField],
      },
      response: { 200: ZProjectSavedSchema, 201: ZProjectSavedSchema },
    },
  }, async (request, reply) => {
    const user = currentUser(request);
    const { body, uploads } = await readProjectRequest(request, db, files).catch((err: unknown) => {
      throw failureAnswer(err, { log: request.log, fallback: PROJECT_MSG.saveFailed, action: 'write' });
    });
    try {
      refuseWithoutVersion(body);
      const saved = await saveProject(db, user.id, await unmaskProjectPeople(deps, user.id, parseOwnBody(ZProjectSaveSchema, body)), uploads);
      await files.remove(...saved.removedFiles);
      reply.status(saved.created ? 201 : 200);
      // A project returned with 'Ajustes solicitados' is not a draft: its owner is saving the adjustments.
      return { message: saved.adjusting ? PROJECT_MSG.adjustmentsSaved : PROJECT_MSG.draftSaved, data: { id: saved.id, version: saved.version } };
    } catch (err) {
      await files.remove(...uploads.map((u) => u.path));
      throw failureAnswer(err, { log: request.log, fallback: PROJECT_MSG.saveFailed, action: 'write' });
    }
  });
};
