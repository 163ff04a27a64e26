import { EXECUTION_REPORT_API, type TReportReview } from '@siiicca/shared';
import { api } from '../../../lib/api-client';
import { useReportWrite, type TReportSaved } from './report-write';

/** The office's review (POST EXECUTION_REPORT_API.review): Aceptado, Con observaciones or Rechazado, its comment and the version. */
export const reviewReport = (projectId: number, reportId: number, body: TReportReview) =>
  api.post<TReportSaved>(EXECUTION_REPORT_API.review(projectId, reportId), body);

export const useReviewReport = (projectId: number, reportId: number) =>
  useReportWrite(projectId, reportId, (body: TReportReview) => reviewReport(projectId, reportId, body));
