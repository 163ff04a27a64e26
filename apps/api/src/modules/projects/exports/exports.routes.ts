import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PROJECT_MSG, ZProjectSelectionParamSchema, todayInBogota } from '@siiicca/shared';
import type { AppDeps } from '../../../app-deps';
import type { FileStore } from '../../../lib/files';
import { bulkDownloadRoutes } from '../../../platform/records/bulk-routes';
import { currentUser } from '../../../plugins/auth';
import { projectAttachmentEntries } from './attachments-zip';
import { projectWorkbook } from './projects-excel';
import { selectedProjectIds } from './selection';

/**
 * Bulk downloads of research projects (spec section 7; platform/records/bulk-routes.ts): the
 * spreadsheet (getexcel) and the attachments (getanexos) of a selection. Whose projects: as the lists (selection.ts).
 */
export const projectExportRoutes = (deps: AppDeps, files: FileStore): FastifyPluginAsyncZod => async (app) => {
  const { db } = deps;
  bulkDownloadRoutes(app, {
    db,
    currentUser,
    select: selectedProjectIds,
    params: ZProjectSelectionParamSchema,
    excel: {
      path: '/siiicca/getexcel',
      permission: 'projects.export',
      fileBase: 'Proyectos',
      failed: PROJECT_MSG.excelFailed,
      sheets: (ids, user) => projectWorkbook(db, ids, user.id),
    },
    attachments: {
      path: '/siiicca/getanexos',
      permission: 'projects.attachments',
      fileName: () => `Anexos_Proyectos_${todayInBogota()}.zip`,
      failed: PROJECT_MSG.attachmentsFailed,
      none: PROJECT_MSG.noAttachments,
      entries: (ids) => projectAttachmentEntries(db, files, ids),
    },
  });
};
