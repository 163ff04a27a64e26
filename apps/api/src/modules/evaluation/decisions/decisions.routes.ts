import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DECISION_MSG,
  EVAL_DECISION_API,
  ZCallResultsSchema,
  ZDecisionResultSchema,
  ZDecisionSchema,
  ZEvalCallListSchema,
  ZProjectIdParamsSchema,
  ZProjectOutcomeSchema,
  ZProjectResultsSchema,
  ZTransitionListSchema,
} from '@siiicca/shared';
import type { AppDeps } from '../../../app-deps';
import { notFound } from '../../../lib/app-error';
import { PDF_ANSWER, sendPdf } from '../../../lib/pdf';
import { guarded } from '../../../platform/db-errors';
import { notifyMailQueued } from '../../../platform/mail-outbox';
import { currentUser } from '../../../plugins/auth';
import { recordDownload } from '../../../platform/security-events';
import { listTransitions } from '../../projects';
import { approvalRecordPdf, approvalNumber } from './approval-record';
import { callResults, evaluatedCalls } from './call-results';
import { decideProject } from './decide-project';
import { projectFor } from './project-access';
import { projectOutcome } from './project-outcome';
import { projectResults } from './project-results';
import { underApi } from '../../../lib/api-path';

const READERS = ['projects.own', 'projects.all', 'evaluations.manage'] as const;

/**
 * The decision on evaluated projects (issue 28): the history of a project, the owner's view of its
 * decision and its acta de aprobación, and the administrator's results and decision.
 */
export const decisionRoutes = (deps: AppDeps): FastifyPluginAsyncZod => async (app) => {
  const { db } = deps;
  const params = ZProjectIdParamsSchema;
  const brand = { institutionName: deps.config.INSTITUTION_NAME, productName: deps.config.PRODUCT_NAME };

  app.get(underApi(EVAL_DECISION_API.history(0)).replace('/0/', '/:id/'), { config: { permission: READERS }, schema: { params, response: { 200: ZTransitionListSchema } } }, async (request) => {
    const p = await projectFor(db, currentUser(request), Number(request.params.id), 'reader');
    return { data: await listTransitions(db, p.id) };
  });

  app.get(underApi(EVAL_DECISION_API.outcome(0)).replace('/0/', '/:id/'), { config: { permission: READERS }, schema: { params, response: { 200: ZProjectOutcomeSchema } } }, async (request) => {
    const p = await projectFor(db, currentUser(request), Number(request.params.id), 'owner');
    return guarded(request.log, DECISION_MSG.readFailed, 'read', () => projectOutcome(db, p));
  });

  app.get(underApi(EVAL_DECISION_API.acta(0)).replace('/0/', '/:id/'), { config: { permission: ['projects.own', 'projects.records', 'evaluations.manage'] }, schema: { params, response: { 200: PDF_ANSWER } } }, async (request, reply) => {
    const p = await projectFor(db, currentUser(request), Number(request.params.id), 'owner', { alsoAll: ['projects.records'] });
    const pdf = await guarded(request.log, DECISION_MSG.actaFailed, 'read', async () => {
      const outcome = await projectOutcome(db, p);
      if (!outcome.acta) return null;
      return { pdf: await approvalRecordPdf(db, p, outcome, brand), name: `Acta de Aprobación ${approvalNumber(outcome.acta)} - ${p.id}.pdf` };
    });
    if (!pdf) throw notFound(DECISION_MSG.noActa);
    await recordDownload(db, { actorId: currentUser(request).id, ip: request.ip }, { what: 'Acta de aprobación', format: 'pdf', ids: [p.id] });
    return sendPdf(reply, pdf.pdf, pdf.name);
  });

  app.get(underApi(EVAL_DECISION_API.calls), { config: { permission: 'evaluations.manage' }, schema: { response: { 200: ZEvalCallListSchema } } }, async () => ({ data: await evaluatedCalls(db) }));

  app.get(underApi(EVAL_DECISION_API.callResults(0)).replace('/0/', '/:id/'), { config: { permission: 'evaluations.manage' }, schema: { params, response: { 200: ZCallResultsSchema } } }, async (request) =>
    guarded(request.log, DECISION_MSG.readFailed, 'read', () => callResults(db, Number(request.params.id))),
  );

  app.get(underApi(EVAL_DECISION_API.projectResults(0)).replace('/0/', '/:id/'), { config: { permission: 'evaluations.manage' }, schema: { params, response: { 200: ZProjectResultsSchema } } }, async (request) => {
    const p = await projectFor(db, currentUser(request), Number(request.params.id), 'reader');
    return projectResults(db, p);
  });

  app.post(underApi(EVAL_DECISION_API.decide(0)).replace('/0/', '/:id/'), { config: { permission: 'evaluations.manage' }, schema: { params, body: ZDecisionSchema, response: { 200: ZDecisionResultSchema } } }, async (request) => {
    const result = await guarded(request.log, DECISION_MSG.decideFailed, 'write', () => decideProject(deps, currentUser(request), Number(request.params.id), request.body, { ip: request.ip }));
    notifyMailQueued();
    return { message: DECISION_MSG.decided(result.state), data: result };
  });
};
