import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  STRATEGY_MSG,
  STRATEGY_READERS,
  ZIdParamSchema,
  ZStrategySelectionParamSchema,
  ZStrategySelectionQuerySchema,
  todayInBogota,
} from '@siiicca/shared';
import type { AppDeps } from '../../../app-deps';
import { notFound } from '../../../lib/app-error';
import { sendWorkbook } from '../../../lib/excel';
import type { FileStore } from '../../../lib/files';
import { sendZip } from '../../../lib/zip';
import { SELECTION_WILDCARD, downloadFailed, wildcardAsIds } from '../../../platform/bulk-downloads';
import { sendRecordPdf } from '../../../platform/records/downloads';
import { currentUser } from '../../../plugins/auth';
import { viewerOf } from '../scope';
import { attachmentEntries } from './attachments-zip';
import { selectedIds } from './selection';
import { strategyWorkbook } from './strategies-excel';
import { strategyPdf } from './strategy-pdf';

/** `{ids}` is the rest of the path (platform/bulk-downloads.ts wildcardAsIds). */
const SELECTION = SELECTION_WILDCARD;
const selectionSchema = { params: ZStrategySelectionParamSchema, querystring: ZStrategySelectionQuerySchema };

/**
 * Downloads of training strategies (spec section 7): the Excel and the attachments (ZIP) of a
 * selection, and the PDF of one strategy. Whose strategies: as the lists (selection.ts).
 */
export const strategyExportRoutes = (deps: AppDeps, files: FileStore): FastifyPluginAsyncZod => async (app) => {
  const { db } = deps;
  const brand = { institutionName: deps.config.INSTITUTION_NAME, productName: deps.config.PRODUCT_NAME };

  app.get(`/siiicca/strategyexcel${SELECTION}`, {
    config: { permission: 'strategies.export' },
    preValidation: wildcardAsIds,
    schema: selectionSchema,
  }, async (request, reply) => {
    const fail = downloadFailed(STRATEGY_MSG.excelFailed);
    const ids = await selectedIds(db, currentUser(request), { ids: request.params.ids, ...request.query }).catch((err) => {
      throw fail(err);
    });
    return sendWorkbook(reply, { fileBase: 'estrategias', sheets: strategyWorkbook(db, ids, currentUser(request).id), onEarlyError: fail, styles: false });
  });

  app.get(`/siiicca/getsanexos${SELECTION}`, {
    config: { permission: 'strategies.attachments' },
    preValidation: wildcardAsIds,
    schema: selectionSchema,
  }, async (request, reply) => {
    const fail = downloadFailed(STRATEGY_MSG.attachmentsFailed);
    const ids = await selectedIds(db, currentUser(request), { ids: request.params.ids, ...request.query }).catch((err) => {
      throw fail(err);
    });
    return sendZip(reply, {
      fileName: `anexos_estrategias_${todayInBogota()}.zip`,
      batches: attachmentEntries(db, files, ids),
      nothing: () => notFound(STRATEGY_MSG.noAttachments),
      onEarlyError: fail,
    });
  });

  app.get('/siiicca/strategypdf/:id', {
    config: { permission: STRATEGY_READERS },
    schema: { params: ZIdParamSchema },
  }, async (request, reply) => {
    const viewer = viewerOf(currentUser(request));
    return sendRecordPdf(reply, () => strategyPdf(db, viewer, request.params.id, brand), { notFound: STRATEGY_MSG.notFound, failed: STRATEGY_MSG.pdfFailed });
  });
};
