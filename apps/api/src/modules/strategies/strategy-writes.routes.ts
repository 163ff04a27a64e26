import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  HTTP_MSG,
  MSG,
  STRATEGY_MSG,
  STRATEGY_PROBLEMS_KEY,
  STRATEGY_UPLOAD,
  strategyProblems,
  ZActorToggledSchema,
  ZActorToggleSchema,
  ZIdParamSchema,
  ZMessageSchema,
  ZStrategyDraftSavedSchema,
  ZStrategyDraftSchema,
  ZStrategyDraftUpdateSchema,
  ZStrategyFinishFormSchema,
  ZStrategyFormSchema,
  ZStrategyRefSchema,
  ZStrategySavedSchema,
  ZStrategySchema,
  ZStrategyTransitionSchema,
  type TPermission,
} from '@siiicca/shared';
import type { AppDeps } from '../../app-deps';
import { AppError, badRequest, forbidden } from '../../lib/app-error';
import type { FileStore } from '../../lib/files';
import { failureAnswer, guarded } from '../../platform/db-errors';
import { parseOwnBody } from '../../platform/own-body';
import { refuseWithoutVersion } from '../../platform/versions';
import { currentUser } from '../../plugins/auth';
import type { AuthUser } from '../../platform/auth/session';
import { deleteStrategy, toggleActor } from './delete-strategy';
import { createDraft, updateDraft } from './drafts';
import { unmaskStrategyPeople } from '../people';
import { saveStrategy } from './save-strategy';
import { MULTIPART_LIMITS, readSaveRequest, STRATEGY_JSON_MAX } from './strategy-upload';
import { readFinishRequest } from './finish-upload';
import { expireStrategy, finishStrategy, migrateStrategy, type TActor } from './transitions';

const own = { permission: 'strategies.own' } as const;
/** Vencer and Actualizar periodo: the owner on their own, `strategies.manage` also on others' (transitions.ts). */
const ownOrManage = { permission: ['strategies.own', 'strategies.manage'] as const satisfies readonly TPermission[] };
const actorOf = (user: AuthUser): TActor => ({ userId: user.id, manage: user.permissions.has('strategies.manage') });

/** `POST /strategies` saves, or with `?action=Migrate` updates the strategy's period (spec section 7). */
const ZSaveQuerySchema = z.object({ action: z.enum(['Migrate'], { error: MSG.invalidValue }).optional() });

/** The body of a state action: ZStrategyRefSchema, refused field by field like a route's own schema. */
const strategyRef = (body: unknown) => parseOwnBody(ZStrategyRefSchema, body);

/**
 * The owner's writes: save (JSON or multipart), delete, drafts, the actor toggle; and the state
 * actions (Actualizar periodo, Vencer, Informe final: transitions.ts).
 */
export const strategyWriteRoutes = (deps: AppDeps, files: FileStore): FastifyPluginAsyncZod => async (app) => {
  const { db } = deps;
  // Multipart is parsed in this scope only: no other route accepts it.
  await app.register(multipart, { limits: MULTIPART_LIMITS });

  app.post('/siiicca/strategies', {
    config: ownOrManage,
    bodyLimit: STRATEGY_JSON_MAX,
    schema: {
      querystring: ZSaveQuerySchema,
      ownBody: {
        description: `The strategy to save: as JSON, or as multipart with it in \`${STRATEGY_UPLOAD.dataField}\` and its approval letter in \`${STRATEGY_UPLOAD.fileField}\`. With \`action=Migrate\`, JSON only: the strategy's \`id\` and \`version\` (a StrategyRef), and its period becomes the active one.`,
        json: z.union([ZStrategySchema, ZStrategyRefSchema]),
        multipart: ZStrategyFormSchema,
        jsonParts: [STRATEGY_UPLOAD.dataField],
      },
      response: { 200: z.union([ZStrategyTransitionSchema, ZStrategySavedSchema]), 201: ZStrategySavedSchema },
    },
  }, async (request, reply) => {
    const user = currentUser(request);
    if (request.query.action === 'Migrate') {
      if (request.isMultipart()) throw new AppError(415, HTTP_MSG.unsupportedMediaType);
      const ref = strategyRef(request.body);
      const data = await guarded(request.log, STRATEGY_MSG.migrateFailed, 'write', () => migrateStrategy(db, actorOf(user), ref));
      return { message: STRATEGY_MSG.migrated, data };
    }
    if (!user.permissions.has('strategies.own')) throw forbidden(MSG.forbidden);
    const { body, upload } = await readSaveRequest(request, files);
    try {
      refuseWithoutVersion(body);
      const parsed = ZStrategySchema.safeParse(body);
      if (!parsed.success) {
        const { problems, errors } = strategyProblems(body)!;
        throw badRequest(problems[0] ?? STRATEGY_MSG.formInvalid, { ...errors, [STRATEGY_PROBLEMS_KEY]: problems });
      }
      const saved = await saveStrategy(db, user.id, await unmaskStrategyPeople(deps, user.id, parsed.data), upload);
      await files.remove(saved.replacedFile);
      reply.status(parsed.data.id ? 200 : 201);
      return { message: STRATEGY_MSG.saved, data: { id: saved.id, version: saved.version } };
    } catch (err) {
      if (upload) await files.remove(upload.path);
      throw failureAnswer(err, { log: request.log, fallback: STRATEGY_MSG.saveFailed, action: 'write' });
    }
  });

  app.post('/siiicca/expirationStrategy', {
    config: ownOrManage,
    schema: { body: ZStrategyRefSchema, response: { 200: ZStrategyTransitionSchema } },
  }, async (request) => {
    const who = actorOf(currentUser(request));
    const data = await guarded(request.log, STRATEGY_MSG.expireFailed, 'write', () => expireStrategy(db, who, request.body));
    return { message: STRATEGY_MSG.expired, data };
  });

  app.post('/siiicca/finish_strategy', {
    config: own,
    schema: {
      ownBody: { description: 'The final report of an active strategy, as a multipart form (multipart only).', multipart: ZStrategyFinishFormSchema },
      response: { 200: ZStrategyTransitionSchema },
    },
  }, async (request) => {
    const form = await readFinishRequest(request, files);
    try {
      const { data, replaced } = await finishStrategy(db, currentUser(request).id, form);
      await files.remove(replaced);
      return { message: STRATEGY_MSG.finished, data };
    } catch (err) {
      await files.remove(form.upload?.path);
      throw failureAnswer(err, { log: request.log, fallback: STRATEGY_MSG.finishFailed, action: 'write' });
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
    schema: { params: ZIdParamSchema, body: ZStrategyDraftUpdateSchema, response: { 200: ZStrategyDraftSavedSchema } },
  }, async (request) => {
    const data = await updateDraft(db, currentUser(request).id, request.params.id, request.body);
    return { message: STRATEGY_MSG.draftSaved, data };
  });

  app.put('/siiicca/remove_strategy_actor/:id', {
    config: own,
    schema: { params: ZIdParamSchema, body: ZActorToggleSchema, response: { 200: ZActorToggledSchema } },
  }, async (request) => {
    const data = await toggleActor(db, currentUser(request).id, request.params.id, request.body.version);
    return { message: STRATEGY_MSG.actorToggled(data.state), data };
  });
};
