import type { FastifyRequest } from 'fastify';
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
import { AppError, notFound } from '../../../lib/app-error';
import { sendWorkbook } from '../../../lib/excel';
import type { FileStore } from '../../../lib/files';
import { sendPdf } from '../../../lib/pdf';
import { isDatabaseUnavailable } from '../../../lib/pg-errors';
import { sendZip } from '../../../lib/zip';
import { currentUser } from '../../../plugins/auth';
import { viewerOf } from '../scope';
import { attachmentEntries } from './attachments-zip';
import { selectedIds } from './selection';
import { strategyWorkbook } from './strategies-excel';
import { strategyPdf } from './strategy-pdf';

/**
 * A failure before the first byte of a download: refusals (400/403/404) and an unreachable
 * database (503) answer as usual; anything else is the download's own Spanish message.
 */
const downloadFailed = (message: string) => (err: unknown) =>
  err instanceof AppError || isDatabaseUnavailable(err) ? err : new AppError(500, message);

/**
 * `{ids}` is a JSON array of up to STRATEGY_SELECTION_MAX ids (about 11,000 characters), longer
 * than the router lets a `:param` be (maxParamLength, 100, kept for every other route): these two
 * routes take the rest of the path as a wildcard, named `ids` before validation, so the shared
 * ZStrategySelectionParamSchema bounds and reads it as for any parameter.
 */
const SELECTION = '/*';
async function wildcardAsIds(request: FastifyRequest) {
  const params = request.params as Record<string, string>;
  request.params = { ids: params['*'] ?? '' };
}
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
    return sendWorkbook(reply, { fileBase: 'estrategias', sheets: strategyWorkbook(db, ids), onEarlyError: fail, styles: false });
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
    const made = await strategyPdf(db, viewer, request.params.id, brand).catch((err) => {
      throw downloadFailed(STRATEGY_MSG.pdfFailed)(err);
    });
    if (!made) throw notFound(STRATEGY_MSG.notFound);
    return sendPdf(reply, made.pdf, made.fileName);
  });
};
