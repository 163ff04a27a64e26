import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EVAL_ASSIGNMENT_API,
  EVAL_ASSIGNMENT_MSG,
  ZAddEvaluatorSchema,
  ZEvaluatorCandidateSchema,
  ZEvaluatorListQuerySchema,
  ZEvaluatorListSchema,
  ZInviteEvaluatorSchema,
  ZMessageSchema,
  ZIdParamSchema,
  ZPeopleQuerySchema,
} from '@siiicca/shared';
import type { AppDeps } from '../../../app-deps';
import { guarded } from '../../../platform/db-errors';
import { notifyMailQueued } from '../../../platform/mail-outbox';
import { currentUser } from '../../../plugins/auth';
import { addEvaluator } from './add-evaluator';
import { directoryCandidate } from './directory-lecturer';
import { evaluatorCandidates, listEvaluators } from './evaluators.repository';
import { inviteEvaluator } from './invite-evaluator';
import { removeEvaluator } from './remove-evaluator';
import { resendInvitation } from './resend-invitation';
import { underApi } from '../../../lib/api-path';

const config = { permission: 'evaluations.manage' } as const;
/**
 * Evaluadores: the people with the Evaluador profile; a lecturer added (also one who never signed in,
 * from the academic directory), an external person invited, an invitation sent again, the profile taken away.
 */
export const evaluatorRoutes = (deps: AppDeps): FastifyPluginAsyncZod => async (app) => {
  const { db } = deps;

  app.get(underApi(EVAL_ASSIGNMENT_API.evaluators), {
    config,
    schema: { querystring: ZEvaluatorListQuerySchema, response: { 200: ZEvaluatorListSchema } },
  }, async (request) => listEvaluators(db, request.query));

  app.get(underApi(EVAL_ASSIGNMENT_API.people), {
    config,
    schema: { querystring: ZPeopleQuerySchema, response: { 200: z.array(ZEvaluatorCandidateSchema) } },
  }, async (request) => {
    const q = request.query.q || undefined;
    const users = await evaluatorCandidates(db, q);
    const directory = await directoryCandidate(deps, q);
    return directory ? [...users, directory] : users;
  });

  app.post(underApi(EVAL_ASSIGNMENT_API.evaluators), {
    config,
    schema: { body: ZAddEvaluatorSchema, response: { 200: ZMessageSchema } },
  }, async (request) => guarded(request.log, EVAL_ASSIGNMENT_MSG.inviteFailed, 'write', () => addEvaluator(deps, currentUser(request), request.body)));

  app.delete(underApi(EVAL_ASSIGNMENT_API.evaluator(0)).replace('/0', '/:id'), {
    config,
    schema: { params: ZIdParamSchema, response: { 200: ZMessageSchema } },
  }, async (request) => guarded(request.log, EVAL_ASSIGNMENT_MSG.removeEvaluatorFailed, 'write', () => removeEvaluator(db, currentUser(request), request.params.id)));

  app.post(underApi(EVAL_ASSIGNMENT_API.invitation(0)).replace('/0/', '/:id/'), {
    config,
    schema: { params: ZIdParamSchema, response: { 200: ZMessageSchema } },
  }, async (request) => {
    const result = await guarded(request.log, EVAL_ASSIGNMENT_MSG.inviteFailed, 'write', () => resendInvitation(deps, request.params.id, request.ip));
    notifyMailQueued();
    return result;
  });

  app.post(underApi(EVAL_ASSIGNMENT_API.invite), {
    config,
    schema: { body: ZInviteEvaluatorSchema, response: { 201: ZMessageSchema } },
  }, async (request, reply) => {
    const result = await guarded(request.log, EVAL_ASSIGNMENT_MSG.inviteFailed, 'write', () => inviteEvaluator(deps, currentUser(request), request.body, request.ip));
    notifyMailQueued();
    return reply.code(201).send(result);
  });
};
