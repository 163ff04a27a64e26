import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  REVIEW_MSG,
  ZIdParamSchema,
  ZMyEvaluationDetailSchema,
  ZMyEvaluationListSchema,
  ZMyEvaluationsQuerySchema,
  ZReviewDraftSchema,
  ZReviewReasonSchema,
  zIdText,
} from '@siiicca/shared';
import type { AppDeps } from '../../../app-deps';
import { notFound } from '../../../lib/app-error';
import { PDF_ANSWER, type TBrand } from '../../../lib/pdf';
import { DOCUMENT_ANSWER, sendRecordFile, sendRecordPdf } from '../../../platform/records/downloads';
import { currentUser } from '../../../plugins/auth';
import { recordDownload } from '../../../platform/security-events';
import { listMyAssignments, ownAssignment, projectReadable } from './my-assignments';
import { respondToAssignment, type TResponse } from './respond';
import { reviewDetail } from './review-detail';
import { reviewDocument, reviewProjectPdf } from './review-project';
import { saveReview } from './save-review';
import { sendBlindCopy } from './blind-download';

const permission = 'evaluations.own';
const ZDocumentParamSchema = z.object({ id: zIdText(), documentId: zIdText() });

/**
 * The evaluator's reviews (issue 28, EVAL_REVIEW_API): Mis evaluaciones, answering an assignment,
 * the project read-only (blind when the call says so) with its documents and PDF, and the rubric.
 * Everything is scoped to the signed-in evaluator's own assignments: another id answers 404.
 */
export const reviewRoutes = (deps: AppDeps): FastifyPluginAsyncZod => async (app) => {
  const { db } = deps;
  const { files } = deps;
  const brand: TBrand = { institutionName: deps.config.INSTITUTION_NAME, productName: deps.config.PRODUCT_NAME };
  const me = (request: Parameters<typeof currentUser>[0]) => currentUser(request).id;

  const detailOf = async (evaluatorId: number, id: number) => {
    const a = await ownAssignment(db, evaluatorId, id);
    if (!a) throw notFound(REVIEW_MSG.notFound);
    return reviewDetail(db, a, evaluatorId);
  };
  /** The own assignment whose project may be read now, else 404 (the same answer as another's id). */
  const readableOf = async (evaluatorId: number, id: number) => {
    const a = await ownAssignment(db, evaluatorId, id);
    if (!a || !projectReadable(a)) throw notFound(REVIEW_MSG.notFound);
    return a;
  };

  app.get('/siiicca/myevaluations', {
    config: { permission },
    schema: { querystring: ZMyEvaluationsQuerySchema, response: { 200: ZMyEvaluationListSchema } },
  }, async (request) => listMyAssignments(db, me(request), request.query));

  app.get('/siiicca/myevaluations/:id', {
    config: { permission },
    schema: { params: ZIdParamSchema, response: { 200: ZMyEvaluationDetailSchema } },
  }, async (request) => detailOf(me(request), request.params.id));

  const responses: { path: string; response: (body: { reason: string }) => TResponse; withReason: boolean }[] = [
    { path: 'accept', response: () => ({ kind: 'accept' }), withReason: false },
    { path: 'decline', response: (b) => ({ kind: 'decline', reason: b.reason }), withReason: true },
    { path: 'conflict', response: (b) => ({ kind: 'conflict', reason: b.reason }), withReason: true },
  ];
  for (const r of responses) {
    app.post(`/siiicca/myevaluations/:id/${r.path}`, {
      config: { permission },
      schema: { params: ZIdParamSchema, ...(r.withReason ? { body: ZReviewReasonSchema } : {}), response: { 200: ZMyEvaluationDetailSchema } },
    }, async (request) => {
      await respondToAssignment(db, me(request), request.params.id, r.response((request.body ?? { reason: '' }) as { reason: string }));
      return detailOf(me(request), request.params.id);
    });
  }

  // The rubric: PUT saves the draft, POST .../submit saves and sends it (it never changes after).
  for (const { method, path, submit } of [
    { method: 'PUT', path: '/siiicca/myevaluations/:id/evaluation', submit: false },
    { method: 'POST', path: '/siiicca/myevaluations/:id/evaluation/submit', submit: true },
  ] as const) {
    app.route({
      method,
      url: path,
      config: { permission },
      schema: { params: ZIdParamSchema, body: ZReviewDraftSchema, response: { 200: ZMyEvaluationDetailSchema } },
      handler: async (request) => {
        await saveReview(db, me(request), request.params.id, request.body, submit);
        return detailOf(me(request), request.params.id);
      },
    });
  }

  app.get('/siiicca/myevaluations/:id/pdf', {
    config: { permission },
    schema: { params: ZIdParamSchema, response: { 200: PDF_ANSWER } },
  }, async (request, reply) => {
    const a = await readableOf(me(request), request.params.id);
    return sendRecordPdf(reply, () => reviewProjectPdf(db, a.project_id, me(request), a.blind, brand), {
      notFound: REVIEW_MSG.notFound,
      failed: REVIEW_MSG.pdfFailed,
      before: () => recordDownload(db, { actorId: me(request), ip: request.ip }, { what: 'Proyecto a evaluar', format: 'pdf', ids: [a.project_id] }),
    });
  });

  app.get('/siiicca/myevaluations/:id/documents/:documentId', {
    config: { permission },
    schema: { params: ZDocumentParamSchema, response: { 200: DOCUMENT_ANSWER } },
  }, async (request, reply) => {
    const a = await readableOf(me(request), request.params.id);
    const stored = await reviewDocument(db, a.project_id, request.params.documentId, a.blind);
    // A blind call's evaluator gets a copy without its authors' metadata; everyone else the original.
    const before = () => recordDownload(db, { actorId: me(request), ip: request.ip }, { what: 'Documento de un proyecto a evaluar', format: 'documento', ids: [a.project_id] });
    if (a.blind) return sendBlindCopy(reply, files, deps.config.DATA_DIR, stored, before);
    return sendRecordFile(reply, files, stored, { missing: REVIEW_MSG.documentNotFound, before });
  });
};
