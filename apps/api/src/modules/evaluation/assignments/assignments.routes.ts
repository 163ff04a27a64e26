import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EVAL_ASSIGNMENT_API,
  EVAL_ASSIGNMENT_MSG,
  ZAssignmentCallSchema,
  ZAssignmentProjectSchema,
  ZAssignSchema,
  ZAutoAssignResultSchema,
  ZEvaluatorChoiceSchema,
  ZIdParamSchema,
  ZMessageSchema,
} from '@siiicca/shared';
import type { AppDeps } from '../../../app-deps';
import { guarded } from '../../../platform/db-errors';
import { notifyMailQueued } from '../../../platform/mail-outbox';
import { currentUser } from '../../../plugins/auth';
import { assignEvaluator } from './assign-evaluator';
import { assignmentCalls, assignmentProject, callProjects, evaluatorChoices } from './assignment-views';
import { autoAssign } from './auto-assign';
import { evaluatorRoutes } from './evaluators.routes';
import { removeAssignment } from './remove-assignment';
import { underApi } from '../../../lib/api-path';

const config = { permission: 'evaluations.manage' } as const;
const ID = ':id';

/** The evaluation stage's assignment routes (issue 28): evaluators, and who evaluates which project. */
export const assignmentRoutes = (deps: AppDeps): FastifyPluginAsyncZod => async (app) => {
  const { db } = deps;
  await app.register(evaluatorRoutes(deps));

  app.get(underApi(EVAL_ASSIGNMENT_API.calls), { config, schema: { response: { 200: z.array(ZAssignmentCallSchema) } } }, async () => assignmentCalls(db));

  app.get(underApi(EVAL_ASSIGNMENT_API.callProjects(ID as never)), {
    config,
    schema: { params: ZIdParamSchema, response: { 200: z.array(ZAssignmentProjectSchema) } },
  }, async (request) => callProjects(db, request.params.id));

  app.get(underApi(EVAL_ASSIGNMENT_API.project(ID as never)), {
    config,
    schema: { params: ZIdParamSchema, response: { 200: ZAssignmentProjectSchema } },
  }, async (request) => assignmentProject(db, request.params.id));

  app.get(underApi(EVAL_ASSIGNMENT_API.choices(ID as never)), {
    config,
    schema: { params: ZIdParamSchema, response: { 200: z.array(ZEvaluatorChoiceSchema) } },
  }, async (request) => evaluatorChoices(db, request.params.id));

  app.post(underApi(EVAL_ASSIGNMENT_API.assign), {
    config,
    schema: { body: ZAssignSchema, response: { 201: ZMessageSchema } },
  }, async (request, reply) => {
    const result = await guarded(request.log, EVAL_ASSIGNMENT_MSG.assignFailed, 'write', () => assignEvaluator(deps, currentUser(request).id, request.body));
    notifyMailQueued();
    return reply.code(201).send(result);
  });

  app.post(underApi(EVAL_ASSIGNMENT_API.auto(ID as never)), {
    config,
    schema: { params: ZIdParamSchema, response: { 200: ZAutoAssignResultSchema } },
  }, async (request) => {
    const result = await guarded(request.log, EVAL_ASSIGNMENT_MSG.assignFailed, 'write', () => autoAssign(deps, currentUser(request).id, request.params.id));
    notifyMailQueued();
    return result;
  });

  app.delete(underApi(EVAL_ASSIGNMENT_API.one(ID as never)), {
    config,
    schema: { params: ZIdParamSchema, response: { 200: ZMessageSchema } },
  }, async (request) => guarded(request.log, EVAL_ASSIGNMENT_MSG.assignFailed, 'delete', () => removeAssignment(db, request.params.id, currentUser(request).id)));
};
