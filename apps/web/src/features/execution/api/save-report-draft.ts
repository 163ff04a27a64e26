import { EXECUTION_REPORT_API, type TReportDraft } from '@siiicca/shared';
import { api } from '../../../lib/api-client';
import { useReportWrite, type TReportSaved } from './report-write';

/** 'Guardar borrador' (PUT EXECUTION_REPORT_API.one, the owner): the whole content and the version read. */
export const saveReportDraft = (projectId: number, reportId: number, body: TReportDraft) =>
  api.put<TReportSaved>(EXECUTION_REPORT_API.one(projectId, reportId), body);

export const useSaveReportDraft = (projectId: number, reportId: number) =>
  useReportWrite(projectId, reportId, (body: TReportDraft) => saveReportDraft(projectId, reportId, body));
