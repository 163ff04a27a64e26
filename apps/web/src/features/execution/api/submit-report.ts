import { EXECUTION_REPORT_API, type TReportSubmit } from '@siiicca/shared';
import { api } from '../../../lib/api-client';
import { useReportWrite, type TReportSaved } from './report-write';

/** 'Enviar informe' (POST EXECUTION_REPORT_API.submit, the owner): the saved draft goes to the office (400 listing what is missing). */
export const submitReport = (projectId: number, reportId: number, body: TReportSubmit) =>
  api.post<TReportSaved>(EXECUTION_REPORT_API.submit(projectId, reportId), body);

export const useSubmitReport = (projectId: number, reportId: number) =>
  useReportWrite(projectId, reportId, (body: TReportSubmit) => submitReport(projectId, reportId, body));
