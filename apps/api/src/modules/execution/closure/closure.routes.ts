import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CLOSURE_API, CLOSURE_MSG, ZExecutionMoveSchema, ZExecutionSavedSchema, ZIdParamSchema } from '@siiicca/shared';
import type { AppDeps } from '../../../app-deps';
import { PDF_ANSWER } from '../../../lib/pdf';
import { guarded } from '../../../platform/db-errors';
import { sendRecordPdf } from '../../../platform/records/downloads';
import { currentUser } from '../../../plugins/auth';
import { recordDownload } from '../../../platform/security-events';
import { routeOf } from '../paths';
import { executionView } from '../view/execution-view';
import { executionHead } from '../view/project-head';
import { clearancePdf } from './clearance';
import { closureHeads, closureNumber, closureRecordPdf } from './closure-record';
import { finishExecution } from './finish-execution';

/**
 * The closure (issue 42 'Closure', docs/execution.md): the office's finish (→ Finalizado, the Acta de
 * Finalización numbered), the acta's PDF for the office and the owner (anyone else: 404), and the
 * owner's paz y salvo (409 with the reason when they have a project En mora or Cerrado por incumplimiento).
 */
export const closureRoutes = (deps: AppDeps): FastifyPluginAsyncZod => async (app) => {
  const { db } = deps;
  const brand = { institutionName: deps.config.INSTITUTION_NAME, productName: deps.config.PRODUCT_NAME };

  app.post(routeOf(CLOSURE_API.finish(0)), {
    config: { permission: 'execution.manage' },
    schema: { params: ZIdParamSchema, body: ZExecutionMoveSchema, response: { 200: ZExecutionSavedSchema } },
  }, async (request) => {
    const user = currentUser(request);
    const { id } = request.params;
    const head = await guarded(request.log, CLOSURE_MSG.finishFailed, 'write', () => finishExecution(db, user, id, request.body));
    return { message: CLOSURE_MSG.finished, data: await executionView(db, user, id, head) };
  });

  app.get(routeOf(CLOSURE_API.acta(0)), {
    config: { permission: ['execution.manage', 'projects.own'] },
    schema: { params: ZIdParamSchema, response: { 200: PDF_ANSWER } },
  }, async (request, reply) => {
    const p = await executionHead(db, currentUser(request), request.params.id, 'reader');
    return sendRecordPdf(reply, async () => {
      const [c] = await closureHeads(db, [p.id]);
      return c ? { pdf: await closureRecordPdf(db, c, brand), fileName: `${CLOSURE_MSG.actaLabel} ${closureNumber(c)} - ${p.id}.pdf` } : null;
    }, {
      notFound: CLOSURE_MSG.noActa,
      failed: CLOSURE_MSG.actaFailed,
      before: () => recordDownload(db, { actorId: currentUser(request).id, ip: request.ip }, { what: CLOSURE_MSG.actaLabel, format: 'pdf', ids: [p.id] }),
    });
  });

  app.get(routeOf(CLOSURE_API.clearance), {
    config: { permission: 'projects.own' },
    schema: { response: { 200: PDF_ANSWER } },
  }, async (request, reply) => {
    const user = currentUser(request);
    return sendRecordPdf(reply, async () => ({ pdf: await clearancePdf(db, user, brand), fileName: `${CLOSURE_MSG.clearanceLabel} - ${user.name}.pdf` }), {
      notFound: CLOSURE_MSG.clearanceFailed,
      failed: CLOSURE_MSG.clearanceFailed,
      before: () => recordDownload(db, { actorId: user.id, ip: request.ip }, { what: CLOSURE_MSG.clearanceLabel, format: 'pdf', ids: [user.id] }),
    });
  });
};
