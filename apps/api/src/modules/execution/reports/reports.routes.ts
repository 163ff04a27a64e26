import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EXECUTION_REPORT_API,
  REPORT_MSG,
  ZExecutionReportSavedSchema,
  ZExecutionReportSchema,
  ZReportDraftSchema,
  ZReportParamsSchema,
  ZReportReviewSchema,
  ZReportSubmitSchema,
} from '@siiicca/shared';
import type { AppDeps } from '../../../app-deps';
import { guarded } from '../../../platform/db-errors';
import { notifyMailQueued } from '../../../platform/mail-outbox';
import { currentUser } from '../../../plugins/auth';
import { routeOf } from '../paths';
import type { TExecutionHead } from '../view/project-head';
import { readReport } from './read-report';
import { reviewReport } from './review-report';
import { saveReportDraft } from './save-draft';
import { submitReport } from './submit-report';

const NAMES = ['id', 'reportId'];
const ONE = routeOf(EXECUTION_REPORT_API.one(0, 0), NAMES);

/**
 * A project's progress reports (docs/execution.md 'Progress reports'): read by the owner and the
 * office, drafted and sent by the owner, reviewed by the office. Each write runs in one transaction on
 * the project's row locked, names the execution's `version` and answers the report as it left it.
 */
export const reportRoutes = (deps: AppDeps): FastifyPluginAsyncZod => async (app) => {
  const { db } = deps;
  const params = ZReportParamsSchema;

  app.get(ONE, {
    config: { permission: ['execution.manage', 'projects.own'] },
    schema: { params, response: { 200: ZExecutionReportSchema } },
  }, async (request) => guarded(request.log, REPORT_MSG.loadFailed, 'read', () => readReport(db, currentUser(request), request.params.id, request.params.reportId)));

  /** A write: the use case, then the report it left, with its message. */
  const answer = async (request: Parameters<typeof currentUser>[0], message: string, failed: string, write: () => Promise<TExecutionHead>) => {
    const { id, reportId } = request.params as { id: number; reportId: number };
    const head = await guarded(request.log, failed, 'write', write);
    return { message, data: await readReport(db, currentUser(request), id, reportId, head) };
  };

  app.put(ONE, {
    config: { permission: 'projects.own' },
    schema: { params, body: ZReportDraftSchema, response: { 200: ZExecutionReportSavedSchema } },
  }, async (request) => answer(request, REPORT_MSG.saved, REPORT_MSG.saveFailed, () => saveReportDraft(db, currentUser(request), request.params.id, request.params.reportId, request.body)));

  app.post(routeOf(EXECUTION_REPORT_API.submit(0, 0), NAMES), {
    config: { permission: 'projects.own' },
    schema: { params, body: ZReportSubmitSchema, response: { 200: ZExecutionReportSavedSchema } },
  }, async (request) => answer(request, REPORT_MSG.submitted, REPORT_MSG.submitFailed, () => submitReport(db, currentUser(request), request.params.id, request.params.reportId, request.body)));

  app.post(routeOf(EXECUTION_REPORT_API.review(0, 0), NAMES), {
    config: { permission: 'execution.manage' },
    schema: { params, body: ZReportReviewSchema, response: { 200: ZExecutionReportSavedSchema } },
  }, async (request) => {
    const saved = await answer(request, REPORT_MSG.reviewed(request.body.decision), REPORT_MSG.reviewFailed, () =>
      reviewReport({ db, config: deps.config }, currentUser(request), request.params.id, request.params.reportId, request.body));
    notifyMailQueued();
    return saved;
  });
};
