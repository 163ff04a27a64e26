import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PROJECT_MSG, ZProjectSelectionParamSchema, ZProjectSelectionQuerySchema, todayInBogota } from '@siiicca/shared';
import type { AppDeps } from '../../../app-deps';
import type { FileStore } from '../../../lib/files';
import { recordBulkDownloads, type TRecordRoutesBase } from '../../../platform/records/route-config';
import { currentUser } from '../../../plugins/auth';
import { PROJECT_VISIBILITY } from '../scope';
import { projectAttachmentEntries } from './attachments-zip';
import { projectWorkbook } from './projects-excel';
import { selectedProjectIds } from './selection';

/**
 * Bulk downloads of research projects (spec section 7; platform/records/route-config.ts): the
 * spreadsheet (getexcel) and the attachments (getanexos) of a selection. Whose projects: as the lists (selection.ts).
 */
export const projectExportRoutes = (deps: AppDeps, files: FileStore): FastifyPluginAsyncZod => async (app) => {
  const { db } = deps;
  const base: TRecordRoutesBase = { db, files, currentUser, rule: PROJECT_VISIBILITY, kind: 'projects', messages: PROJECT_MSG };
  recordBulkDownloads(app, base, {
    select: selectedProjectIds,
    params: ZProjectSelectionParamSchema,
    query: ZProjectSelectionQuerySchema,
    excel: { path: '/siiicca/getexcel', fileBase: 'Proyectos', sheets: (ids, user) => projectWorkbook(db, ids, user.id) },
    attachments: {
      path: '/siiicca/getanexos',
      fileName: () => `Anexos_Proyectos_${todayInBogota()}.zip`,
      entries: (ids) => projectAttachmentEntries(db, files, ids),
    },
  });
};
