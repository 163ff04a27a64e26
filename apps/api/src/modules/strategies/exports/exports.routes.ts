import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { STRATEGY_MSG, STRATEGY_READERS, ZIdParamSchema, ZStrategySelectionParamSchema, ZStrategySelectionQuerySchema, todayInBogota } from '@siiicca/shared';
import type { AppDeps } from '../../../app-deps';
import type { FileStore } from '../../../lib/files';
import { sendRecordPdf } from '../../../platform/records/downloads';
import { recordDownload } from '../../../platform/security-events';
import { recordBulkDownloads, type TRecordRoutesBase } from '../../../platform/records/route-config';
import { currentUser } from '../../../plugins/auth';
import { STRATEGY_VISIBILITY, viewerOf } from '../scope';
import { attachmentEntries } from './attachments-zip';
import { selectedIds } from './selection';
import { strategyWorkbook } from './strategies-excel';
import { strategyPdf } from './strategy-pdf';
import { PDF_ANSWER } from '../../../lib/pdf';

/**
 * Downloads of training strategies (spec section 7): the Excel and the attachments (ZIP) of a
 * selection (platform/records/route-config.ts), and the PDF of one strategy. Whose strategies: as
 * the lists (selection.ts).
 */
export const strategyExportRoutes = (deps: AppDeps, files: FileStore): FastifyPluginAsyncZod => async (app) => {
  const { db } = deps;
  const brand = { institutionName: deps.config.INSTITUTION_NAME, productName: deps.config.PRODUCT_NAME };

  const base: TRecordRoutesBase = { db, files, currentUser, rule: STRATEGY_VISIBILITY, kind: 'strategies', messages: STRATEGY_MSG };
  recordBulkDownloads(app, base, {
    select: selectedIds,
    params: ZStrategySelectionParamSchema,
    query: ZStrategySelectionQuerySchema,
    excel: { path: '/siiicca/strategyexcel', fileBase: 'estrategias', sheets: (ids, user) => strategyWorkbook(db, ids, user.id) },
    attachments: {
      path: '/siiicca/getsanexos',
      fileName: () => `anexos_estrategias_${todayInBogota()}.zip`,
      entries: (ids) => attachmentEntries(db, files, ids),
    },
  });

  app.get('/siiicca/strategypdf/:id', {
    config: { permission: STRATEGY_READERS },
    schema: { params: ZIdParamSchema, response: { 200: PDF_ANSWER } },
  }, async (request, reply) => {
    const user = currentUser(request);
    return sendRecordPdf(reply, () => strategyPdf(db, viewerOf(user), request.params.id, brand), {
      notFound: STRATEGY_MSG.notFound,
      failed: STRATEGY_MSG.pdfFailed,
      before: () => recordDownload(db, { actorId: user.id, ip: request.ip }, { what: 'Estrategia', format: 'pdf', ids: [request.params.id] }),
    });
  });
};
