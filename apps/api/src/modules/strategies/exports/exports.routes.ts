import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  STRATEGY_MSG,
  STRATEGY_READERS,
  ZIdParamSchema,
  ZStrategySelectionParamSchema,
  todayInBogota,
} from '@siiicca/shared';
import type { AppDeps } from '../../../app-deps';
import type { FileStore } from '../../../lib/files';
import { bulkDownloadRoutes } from '../../../platform/records/bulk-routes';
import { sendRecordPdf } from '../../../platform/records/downloads';
import { currentUser } from '../../../plugins/auth';
import { viewerOf } from '../scope';
import { attachmentEntries } from './attachments-zip';
import { selectedIds } from './selection';
import { strategyWorkbook } from './strategies-excel';
import { strategyPdf } from './strategy-pdf';

/**
 * Downloads of training strategies (spec section 7): the Excel and the attachments (ZIP) of a
 * selection (platform/records/bulk-routes.ts), and the PDF of one strategy. Whose strategies: as
 * the lists (selection.ts).
 */
export const strategyExportRoutes = (deps: AppDeps, files: FileStore): FastifyPluginAsyncZod => async (app) => {
  const { db } = deps;
  const brand = { institutionName: deps.config.INSTITUTION_NAME, productName: deps.config.PRODUCT_NAME };

  bulkDownloadRoutes(app, {
    db,
    currentUser,
    select: selectedIds,
    params: ZStrategySelectionParamSchema,
    excel: {
      path: '/siiicca/strategyexcel',
      permission: 'strategies.export',
      fileBase: 'estrategias',
      failed: STRATEGY_MSG.excelFailed,
      sheets: (ids, user) => strategyWorkbook(db, ids, user.id),
    },
    attachments: {
      path: '/siiicca/getsanexos',
      permission: 'strategies.attachments',
      fileName: () => `anexos_estrategias_${todayInBogota()}.zip`,
      failed: STRATEGY_MSG.attachmentsFailed,
      none: STRATEGY_MSG.noAttachments,
      entries: (ids) => attachmentEntries(db, files, ids),
    },
  });

  app.get('/siiicca/strategypdf/:id', {
    config: { permission: STRATEGY_READERS },
    schema: { params: ZIdParamSchema },
  }, async (request, reply) => {
    const viewer = viewerOf(currentUser(request));
    return sendRecordPdf(reply, () => strategyPdf(db, viewer, request.params.id, brand), { notFound: STRATEGY_MSG.notFound, failed: STRATEGY_MSG.pdfFailed });
  });
};
