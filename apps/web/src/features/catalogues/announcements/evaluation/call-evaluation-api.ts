import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { EVAL_CRITERIA_API, type TCallEvaluation } from '@siiicca/shared';
import { api, apiDownload, type TDownloadProgress } from '../../../../lib/api-client';

/** A call's evaluation settings and criteria (one document, with its version). */
export const callEvaluationQuery = (announcementId: number) =>
  queryOptions({
    queryKey: [EVAL_CRITERIA_API.one(announcementId)] as const,
    queryFn: () => api.get<TCallEvaluation>(EVAL_CRITERIA_API.one(announcementId)),
  });

/** Saves the document; the stored one (new version) replaces the cached one. */
export function useSaveCallEvaluation(announcementId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: unknown) => api.put<{ message: string; data: TCallEvaluation }>(EVAL_CRITERIA_API.one(announcementId), body),
    onSuccess: (res) => queryClient.setQueryData(callEvaluationQuery(announcementId).queryKey, res.data),
  });
}

/** The Excel of the call's evaluations, named by the server. */
export const downloadCallEvaluations = (announcementId: number, onProgress?: (p: TDownloadProgress) => void) =>
  apiDownload(EVAL_CRITERIA_API.excel(announcementId), `evaluaciones_convocatoria_${announcementId}.xlsx`, { onProgress });
