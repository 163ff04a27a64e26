import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EVAL_ASSIGNMENT_API,
  EVAL_ASSIGNMENT_MSG,
  ZAddEvaluatorSchema,
  ZEvaluatorListQuerySchema,
  ZEvaluatorListSchema,
  ZInviteEvaluatorSchema,
  ZMessageSchema,
  ZPeopleQuerySchema,
  ZUserPickSchema,
} from '@siiicca/shared';
import type { AppDeps } from '../../../app-deps';
import { guarded } from '../../../platform/db-errors';
import { notifyMailQueued } from '../../../platform/mail-outbox';
import { currentUser } from '../../../plugins/auth';
import { addEvaluator } from './add-evaluator';
import { evaluatorCandidates, listEvaluators } from './evaluators.repository';
import { inviteEvaluator } from './invite-evaluator';

const config = { permission: 'evaluations.manage' } as const;
const local = (path: string) => path.replace(/^\/api/, '');

/** Evaluadores: the people with the Evaluador profile, a lecturer added, an external person invited. */
export const evaluatorRoutes = (deps: AppDeps): FastifyPluginAsyncZod => async (app) => {
  const { db } = deps;

  app.get(local(EVAL_ASSIGNMENT_API.evaluators), {
    config,
    schema: { querystring: ZEvaluatorListQuerySchema, response: { 200: ZEvaluatorListSchema } },
  }, async (request) => listEvaluators(db, request.query));

  app.get(local(EVAL_ASSIGNMENT_API.people), {
    config,
    schema: { querystring: ZPeopleQuerySchema, response: { 200: z.array(ZUserPickSchema) } },
  }, async (request) => evaluatorCandidates(db, request.query.q || undefined));

  app.post(local(EVAL_ASSIGNMENT_API.evaluators), {
    config,
    schema: { body: ZAddEvaluatorSchema, response: { 200: ZMessageSchema } },
  }, async (request) => guarded(request.log, EVAL_ASSIGNMENT_MSG.inviteFailed, 'write', () => addEvaluator(db, currentUser(request), request.body.user_id)));

  app.post(local(EVAL_ASSIGNMENT_API.invite), {
    config,
    schema: { body: ZInviteEvaluatorSchema, response: { 201: ZMessageSchema } },
  }, async (request, reply) => {
    const result = await guarded(request.log, EVAL_ASSIGNMENT_MSG.inviteFailed, 'write', () => inviteEvaluator(deps, currentUser(request), request.body, request.ip));
    notifyMailQueued();
    return reply.code(201).send(result);
  });
};
