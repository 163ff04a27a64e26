import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PROJECT_MSG, ZProjectSelectionParamSchema, ZProjectSelectionQuerySchema, todayInBogota } from '@siiicca/shared';
import type { AppDeps } from '../../../app-deps';
import { notFound } from '../../../lib/app-error';
import { sendWorkbook } from '../../../lib/excel';
import type { FileStore } from '../../../lib/files';
import { sendZip } from '../../../lib/zip';
import { SELECTION_WILDCARD, downloadFailed, wildcardAsIds } from '../../../platform/bulk-downloads';
import { currentUser } from '../../../plugins/auth';
import { projectAttachmentEntries } from './attachments-zip';
import { projectWorkbook } from './projects-excel';
import { selectedProjectIds } from './selection';

/** `{ids}` is the rest of the path (platform/bulk-downloads.ts wildcardAsIds). */
const selection = { params: ZProjectSelectionParamSchema, querystring: ZProjectSelectionQuerySchema };

/**
 * Bulk downloads of research projects (spec section 7): the spreadsheet (getexcel) and the
 * attachments (getanexos) of a selection. Whose projects: as the lists (selection.ts).
 */
export const projectExportRoutes = (deps: AppDeps, files: FileStore): FastifyPluginAsyncZod => async (app) => {
  const { db } = deps;

  app.get(`/siiicca/getexcel${SELECTION_WILDCARD}`, {
    config: { permission: 'projects.export' },
    preValidation: wildcardAsIds,
    schema: selection,
  }, async (request, reply) => {
    const fail = downloadFailed(PROJECT_MSG.excelFailed);
    const ids = await selectedProjectIds(db, currentUser(request), { ids: request.params.ids, ...request.query }).catch((err) => {
      throw fail(err);
    });
    return sendWorkbook(reply, { fileBase: 'Proyectos', sheets: projectWorkbook(db, ids, currentUser(request).id), onEarlyError: fail, styles: false });
  });

  app.get(`/siiicca/getanexos${SELECTION_WILDCARD}`, {
    config: { permission: 'projects.attachments' },
    preValidation: wildcardAsIds,
    schema: selection,
  }, async (request, reply) => {
    const fail = downloadFailed(PROJECT_MSG.attachmentsFailed);
    const ids = await selectedProjectIds(db, currentUser(request), { ids: request.params.ids, ...request.query }).catch((err) => {
      throw fail(err);
    });
    return sendZip(reply, {
      fileName: `Anexos_Proyectos_${todayInBogota()}.zip`,
      batches: projectAttachmentEntries(db, files, ids),
      nothing: () => notFound(PROJECT_MSG.noAttachments),
      onEarlyError: fail,
    });
  });
};
