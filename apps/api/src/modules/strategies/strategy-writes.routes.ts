import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  STRATEGY_MSG,
  STRATEGY_PROBLEMS_KEY,
  strategyProblems,
  ZActorToggledSchema,
  ZIdParamSchema,
  ZMessageSchema,
  ZStrategyDraftSavedSchema,
  ZStrategyDraftSchema,
  ZStrategySavedSchema,
  ZStrategySchema,
} from '@siiicca/shared';
import type { AppDeps } from '../../app-deps';
import { badRequest } from '../../lib/app-error';
import type { FileStore } from '../../lib/files';
import { failureAnswer } from '../../platform/db-errors';
import { currentUser } from '../../plugins/auth';
import { deleteStrategy, toggleActor } from './delete-strategy';
import { createDraft, updateDraft } from './drafts';
import { saveStrategy } from './save-strategy';
import { MULTIPART_LIMITS, readSaveRequest, STRATEGY_JSON_MAX } from './strategy-upload';

const own = { permission: 'strategies.own' } as const;

/** The owner's writes: save (JSON or multipart), delete, drafts, and the actor toggle. */
export const strategyWriteRoutes = (deps: AppDeps, files: FileStore): FastifyPluginAsyncZod => async (app) => {
  const { db } = deps;
  // Multipart is parsed in this scope only: no other route accepts it.
  await app.register(multipart, { limits: MULTIPART_LIMITS });

  app.post('/siiicca/strategies', {
    config: own,
    bodyLimit: STRATEGY_JSON_MAX,
    schema: { response: { 200: ZStrategySavedSchema, 201: ZStrategySavedSchema } },
  }, async (request, reply) => {
    const user = currentUser(request);
    const { body, upload } = await readSaveRequest(request, files);
    try {
      const parsed = ZStrategySchema.safeParse(body);
      if (!parsed.success) {
        const { problems, errors } = strategyProblems(body)!;
        throw badRequest(problems[0] ?? STRATEGY_MSG.formInvalid, { ...errors, [STRATEGY_PROBLEMS_KEY]: problems });
      }
      const saved = await saveStrategy(db, user.id, parsed.data, upload);
      await files.remove(saved.replacedFile);
      reply.status(parsed.data.id ? 200 : 201);
      return { message: STRATEGY_MSG.saved, data: { id: saved.id, version: saved.version } };
    } catch (err) {
      if (upload) await files.remove(upload.path);
      throw failureAnswer(err, { log: request.log, fallback: STRATEGY_MSG.saveFailed, action: 'write' });
    }
  });

  app.delete('/siiicca/strategies/:id', {
    config: own,
    schema: { params: ZIdParamSchema, response: { 200: ZMessageSchema } },
  }, async (request) => {
    const removed = await deleteStrategy(db, currentUser(request).id, request.params.id);
    await files.remove(...removed);
    return { message: STRATEGY_MSG.deleted };
  });

  app.post('/siiicca/strategy_drafts', {
    config: own,
    bodyLimit: STRATEGY_JSON_MAX,
    schema: { body: ZStrategyDraftSchema, response: { 201: ZStrategyDraftSavedSchema } },
  }, async (request, reply) => {
    const data = await createDraft(db, currentUser(request).id, request.body);
    reply.status(201);
    return { message: STRATEGY_MSG.draftSaved, data };
  });

  app.put('/siiicca/strategy_drafts/:id', {
    config: own,
    bodyLimit: STRATEGY_JSON_MAX,
    schema: { params: ZIdParamSchema, body: ZStrategyDraftSchema, response: { 200: ZStrategyDraftSavedSchema } },
  }, async (request) => {
    const data = await updateDraft(db, currentUser(request).id, request.params.id, request.body);
    return { message: STRATEGY_MSG.draftSaved, data };
  });

  app.put('/siiicca/remove_strategy_actor/:id', {
    config: own,
    schema: { params: ZIdParamSchema, response: { 200: ZActorToggledSchema } },
  }, async (request) => {
    const data = await toggleActor(db, currentUser(request).id, request.params.id);
    return { message: STRATEGY_MSG.actorToggled(data.state), data };
  });
};
