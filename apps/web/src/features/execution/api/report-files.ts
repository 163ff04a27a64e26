import { useMutation, useQueryClient } from '@tanstack/react-query';
import { REPORT_FILE_UPLOAD as F, REPORT_FILES_API, type TReportFile, type TReportFileKind } from '@siiicca/shared';
import { api, apiDownload } from '../../../lib/api-client';
import { executionReportQuery } from './execution-report';

type TFileSaved = { message: string; data: TReportFile };

/** What the owner attaches: the kind, the expected result of an evidence, and the file. */
export type TReportFileUpload = { kind: TReportFileKind; resultId: number | null; file: File };

const formOf = (u: Partial<TReportFileUpload> & { file: File }) => {
  const body = new FormData();
  if (u.kind) body.append(F.kindField, u.kind);
  if (u.resultId) body.append(F.resultField, String(u.resultId));
  body.append(F.fileField, u.file, u.file.name);
  return body;
};

/**
 * A report's files (REPORT_FILES_API): attach (POST, multipart), replace (PUT, the file alone) and
 * remove (DELETE), each reading the report again, whose `files` the wizard lists. They name no version
 * and leave the execution's alone, so the wizard's next draft is not stale for them.
 */
export function useReportFiles(projectId: number, reportId: number) {
  const queryClient = useQueryClient();
  const onSuccess = () => void queryClient.invalidateQueries({ queryKey: executionReportQuery(projectId, reportId).queryKey });
  const attach = useMutation({ mutationFn: (u: TReportFileUpload) => api.post<TFileSaved>(REPORT_FILES_API.all(projectId, reportId), formOf(u)), onSuccess });
  const replace = useMutation({ mutationFn: (u: { id: number; file: File }) => api.put<TFileSaved>(REPORT_FILES_API.one(projectId, reportId, u.id), formOf({ file: u.file })), onSuccess });
  const remove = useMutation({ mutationFn: (id: number) => api.delete<{ message: string }>(REPORT_FILES_API.one(projectId, reportId, id)), onSuccess });
  return { attach, replace, remove, busy: attach.isPending || replace.isPending || remove.isPending };
}

/** Downloads a report's file (the owner or the office), named as it was uploaded. */
export const downloadReportFile = (projectId: number, reportId: number, file: TReportFile) => apiDownload(REPORT_FILES_API.one(projectId, reportId, file.id), file.name);
