import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  EVAL_REVIEW_API,
  type TAssignmentState,
  type TListResponse,
  type TMyEvaluationDetail,
  type TMyEvaluationRow,
  type TReviewDraft,
} from '@siiicca/shared';
import { api, apiDownload, type TDownloadProgress } from '../../../lib/api-client';

/** Every cached piece of the evaluator's reviews (the list and the open one). */
export const REVIEWS_KEY = ['evaluation', 'reviews'] as const;

export type TMyEvaluationsParams = { page: number; perPage: number; state: TAssignmentState | '' };

/** Mis evaluaciones, a page (page counts from 0 in the screen, from 1 in the API). */
export const myEvaluationsQuery = (p: TMyEvaluationsParams) =>
  queryOptions({
    queryKey: [...REVIEWS_KEY, 'list', p] as const,
    queryFn: ({ signal }) =>
      api.get<TListResponse<TMyEvaluationRow>>(EVAL_REVIEW_API.mine, { query: { page: p.page + 1, per_page: p.perPage, state: p.state || undefined }, signal }),
    placeholderData: keepPreviousData,
  });

/** One assignment as its evaluator sees it: read once per opening (a refetch would replace the rubric being typed). */
export const myEvaluationQuery = (id: number | null) =>
  queryOptions({
    queryKey: [...REVIEWS_KEY, 'detail', id] as const,
    queryFn: ({ signal }) => api.get<TMyEvaluationDetail>(EVAL_REVIEW_API.one(id!), { signal }),
    enabled: id !== null,
    gcTime: 0,
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
  });

export type TReviewWrite =
  | { kind: 'accept' }
  | { kind: 'decline' | 'conflict'; reason: string }
  | { kind: 'draft' | 'submit'; body: TReviewDraft };

function write(id: number, w: TReviewWrite) {
  switch (w.kind) {
    case 'accept':
      return api.post<TMyEvaluationDetail>(EVAL_REVIEW_API.accept(id));
    case 'decline':
      return api.post<TMyEvaluationDetail>(EVAL_REVIEW_API.decline(id), { reason: w.reason });
    case 'conflict':
      return api.post<TMyEvaluationDetail>(EVAL_REVIEW_API.conflict(id), { reason: w.reason });
    case 'draft':
      return api.put<TMyEvaluationDetail>(EVAL_REVIEW_API.draft(id), w.body);
    case 'submit':
      return api.post<TMyEvaluationDetail>(EVAL_REVIEW_API.submit(id), w.body);
  }
}

/** Every write of an assignment: the answer is the assignment as it is now, put in the cache; the list reloads. */
export function useReviewWrite(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (w: TReviewWrite) => write(id, w),
    onSuccess: (detail) => {
      queryClient.setQueryData(myEvaluationQuery(id).queryKey, detail);
      return queryClient.invalidateQueries({ queryKey: [...REVIEWS_KEY, 'list'] });
    },
  });
}

type TProgress = (p: TDownloadProgress) => void;

/** The project's PDF (without people's names when the call is blind). */
export const downloadReviewPdf = (id: number, onProgress?: TProgress) => apiDownload(EVAL_REVIEW_API.pdf(id), `proyecto_evaluacion_${id}.pdf`, { onProgress });

/** A document of the project, under the name the server gives it. */
export const downloadReviewDocument = (id: number, documentId: number, fallbackName: string, onProgress?: TProgress) =>
  apiDownload(EVAL_REVIEW_API.document(id, documentId), fallbackName, { onProgress });
