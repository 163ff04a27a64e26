import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EVAL_CRITERIA_API, EVAL_CRITERIA_MSG, MSG, ZCallEvaluationSaveSchema, ZCallEvaluationSavedSchema, ZCallEvaluationSchema, ZIdParamSchema } from '@siiicca/shared';
import type { AppDeps } from '../../../app-deps';
import { guarded } from '../../../platform/db-errors';
import { currentUser } from '../../../plugins/auth';
import { readCallEvaluation } from './read-call-evaluation';
import { saveCallEvaluation } from './save-call-evaluation';
import { sendCallEvaluationsExcel } from './evaluations-excel';
import { XLSX_ANSWER } from '../../../lib/excel';
import { underApi } from '../../../lib/api-path';

const ONE = underApi(EVAL_CRITERIA_API.one(0)).replace('/0/', '/:id/');
const EXCEL = underApi(EVAL_CRITERIA_API.excel(0)).replace('/0/', '/:id/');

/**
 * How a call is evaluated (issue 28): its settings and criteria as one document. Read by whoever
 * manages calls or evaluations; written by evaluations.manage only.
 */
export const criteriaRoutes = (deps: AppDeps): FastifyPluginAsyncZod => async (app) => {
  app.get(ONE, {
    config: { permission: ['evaluations.manage', 'announcements.manage'] },
    schema: { params: ZIdParamSchema, response: { 200: ZCallEvaluationSchema } },
  }, async (request) => guarded(request.log, MSG.serverError, 'read', () => readCallEvaluation(deps.db, request.params.id)));

  app.put(ONE, {
    config: { permission: 'evaluations.manage' },
    schema: { params: ZIdParamSchema, body: ZCallEvaluationSaveSchema, response: { 200: ZCallEvaluationSavedSchema } },
  }, async (request) => {
    const data = await guarded(request.log, EVAL_CRITERIA_MSG.saveFailed, 'write', () => saveCallEvaluation(deps.db, request.params.id, request.body));
    return { message: EVAL_CRITERIA_MSG.saved, data };
  });

  app.get(EXCEL, {
    config: { permission: 'evaluations.manage' },
    schema: { params: ZIdParamSchema, response: { 200: XLSX_ANSWER } },
  }, async (request, reply) => sendCallEvaluationsExcel(deps.db, reply, request.params.id, { actorId: currentUser(request).id, ip: request.ip }));
};
