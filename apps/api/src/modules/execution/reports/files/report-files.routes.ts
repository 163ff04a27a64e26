import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  REPORT_FILE_MSG,
  REPORT_FILES_API,
  ZMessageSchema,
  ZReportFileFormSchema,
  ZReportFileParamsSchema,
  ZReportFileReplaceFormSchema,
  ZReportFileSavedSchema,
  ZReportParamsSchema,
} from '@siiicca/shared';
import type { AppDeps } from '../../../../app-deps';
import { inTransaction } from '../../../../db/transaction';
import { failureAnswer, guarded } from '../../../../platform/db-errors';
import { DOCUMENT_ANSWER, sendRecordFile } from '../../../../platform/records/downloads';
import { recordDownload } from '../../../../platform/security-events';
import { currentUser } from '../../../../plugins/auth';
import { routeOf } from '../../paths';
import { ownerWritableReport } from '../report-parts';
import { readReportFileForm, REPORT_FILE_MULTIPART_LIMITS } from './report-file-form';
import { attachReportFile, removeReportFile, replaceReportFile, reportFileToSend } from './report-files';

const ALL = routeOf(REPORT_FILES_API.all(0, 0), ['id', 'reportId']);
const ONE = routeOf(REPORT_FILES_API.one(0, 0, 0), ['id', 'reportId', 'fileId']);

/**
 * A progress report's documents and evidence files (docs/execution.md 'Documents and evidence
 * files'): the owner attaches (multipart), replaces and removes them while the report is theirs to
 * write; the owner and the office download them; anyone else gets 404. A refused write leaves no
 * file in the store.
 */
export const reportFileRoutes = (deps: AppDeps): FastifyPluginAsyncZod => async (app) => {
  const { db, files } = deps;
  // Multipart is parsed in this scope only: no other route of the stage accepts it.
  await app.register(multipart, { limits: REPORT_FILE_MULTIPART_LIMITS });

  /** Reads the form (the file stored on the way) and writes it; a refusal removes the stored file. */
  const upload = async <T>(request: Parameters<typeof currentUser>[0], withFields: boolean, write: (form: Awaited<ReturnType<typeof readReportFileForm>>) => Promise<T>) => {
    const { id, reportId } = request.params as { id: number; reportId: number };
    // Before a byte is stored: another's report is a 404, a report sent a 409.
    await guarded(request.log, REPORT_FILE_MSG.uploadFailed, 'read', () => inTransaction(db, (tx) => ownerWritableReport(tx, currentUser(request), id, reportId, null)));
    const form = await readReportFileForm(request, files, withFields);
    try {
      return await write(form);
    } catch (err) {
      await files.remove(form.upload.path);
      throw failureAnswer(err, { log: request.log, fallback: REPORT_FILE_MSG.uploadFailed, action: 'write' });
    }
  };

  app.post(ALL, {
    config: { permission: 'projects.own' },
    schema: {
      params: ZReportParamsSchema,
      ownBody: { description: 'A file attached to the report (multipart only): a Documento of the report, or the Evidencia of one of the project\'s expected results.', multipart: ZReportFileFormSchema },
      response: { 201: ZReportFileSavedSchema },
    },
  }, async (request, reply) => {
    const { id, reportId } = request.params;
    const data = await upload(request, true, (form) => attachReportFile(db, currentUser(request), id, reportId, form.fields!, form.upload));
    reply.status(201);
    return { message: REPORT_FILE_MSG.uploaded, data };
  });

  app.put(ONE, {
    config: { permission: 'projects.own' },
    schema: {
      params: ZReportFileParamsSchema,
      ownBody: { description: 'The file\'s new content (multipart only); its kind and expected result stay.', multipart: ZReportFileReplaceFormSchema },
      response: { 200: ZReportFileSavedSchema },
    },
  }, async (request) => {
    const { id, reportId, fileId } = request.params;
    const saved = await upload(request, false, (form) => replaceReportFile(db, currentUser(request), id, reportId, fileId, form.upload));
    await files.remove(saved.replaced);
    return { message: REPORT_FILE_MSG.replaced, data: saved.file };
  });

  app.delete(ONE, {
    config: { permission: 'projects.own' },
    schema: { params: ZReportFileParamsSchema, response: { 200: ZMessageSchema } },
  }, async (request) => {
    const { id, reportId, fileId } = request.params;
    const removed = await guarded(request.log, REPORT_FILE_MSG.removeFailed, 'write', () => removeReportFile(db, currentUser(request), id, reportId, fileId));
    await files.remove(removed);
    return { message: REPORT_FILE_MSG.removed };
  });

  app.get(ONE, {
    config: { permission: ['execution.manage', 'projects.own'] },
    schema: { params: ZReportFileParamsSchema, response: { 200: DOCUMENT_ANSWER } },
  }, async (request, reply) => {
    const { id, reportId, fileId } = request.params;
    const user = currentUser(request);
    const stored = await guarded(request.log, REPORT_FILE_MSG.notFound, 'read', () => reportFileToSend(db, user, id, reportId, fileId));
    return sendRecordFile(reply, files, stored, {
      missing: REPORT_FILE_MSG.notFound,
      // The security trail's line of a download of personal data, as every document's (platform/records/route-config.ts).
      before: () => recordDownload(db, { actorId: user.id, ip: request.ip }, { what: REPORT_FILE_MSG.auditWhat, format: 'documento', ids: [id] }),
    });
  });
};
