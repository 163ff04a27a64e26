import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TDataRequest,
  TDataRequestInput,
  TListResponse,
  TMenuItem,
  TOfficeDataRequest,
  TPrivacyNotice,
  TPrivacyNoticeInput,
  TPrivacyStatus,
  TSessionUser,
  THolidayRow,
} from '@siiicca/shared';
import { api, apiDownload, type TDownloadProgress } from '../../lib/api-client';
import { sessionStore } from '../../lib/session-store';

const PRIVACY_API = '/api/privacy';
type TMessage = { message: string };

/** The notice in force and whether the signed-in user accepted it. */
export const noticeStatusQuery = () => queryOptions({ queryKey: [PRIVACY_API, 'notice'] as const, queryFn: () => api.get<TPrivacyStatus>(`${PRIVACY_API}/notice`) });

/**
 * Accepts the version read; then the session's user is read again (its `pending` loses the step), so
 * the route guard lets the user go on at once.
 */
export function useAcceptNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (version: number) => {
      const answer = await api.post<TMessage>(`${PRIVACY_API}/notice/accept`, { version });
      const me = await api.get<{ user: TSessionUser; menus: TMenuItem[] }>('/api/auth/me');
      const current = sessionStore.get();
      if (current && current.user.id === me.user.id) sessionStore.set({ ...current, user: me.user, menus: me.menus });
      return answer;
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: [PRIVACY_API, 'notice'] }),
  });
}

/** 'Descargar mis datos': the ZIP of everything the product holds about the signed-in user. */
export const downloadMyData = (onProgress: (p: TDownloadProgress) => void) => apiDownload(`${PRIVACY_API}/my/data`, 'mis-datos-personales.zip', { onProgress });

export const myRequestsQuery = () => queryOptions({ queryKey: [PRIVACY_API, 'my', 'requests'] as const, queryFn: () => api.get<{ data: TDataRequest[] }>(`${PRIVACY_API}/my/requests`) });

export function useFileRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TDataRequestInput) => api.post<TMessage & { id: number; due_on: string }>(`${PRIVACY_API}/my/requests`, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [PRIVACY_API, 'my', 'requests'] }),
  });
}

export type TRequestState = 'open' | 'answered' | 'all';
export const officeRequestsQuery = (state: TRequestState, page: number, perPage: number) =>
  queryOptions({
    queryKey: [PRIVACY_API, 'requests', state, page, perPage] as const,
    queryFn: () => api.get<TListResponse<TOfficeDataRequest>>(`${PRIVACY_API}/requests?state=${state}&page=${page}&per_page=${perPage}`),
    placeholderData: keepPreviousData,
  });

export function useAnswerRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: number; answer: string }) => api.post<TMessage>(`${PRIVACY_API}/requests/${id}/answer`, { answer }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [PRIVACY_API, 'requests'] }),
  });
}

export const noticeVersionsQuery = () =>
  queryOptions({ queryKey: [PRIVACY_API, 'notices'] as const, queryFn: () => api.get<{ data: (TPrivacyNotice & { acceptances: number })[] }>(`${PRIVACY_API}/notices`) });

export function usePublishNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TPrivacyNoticeInput) => api.post<TMessage>(`${PRIVACY_API}/notices`, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [PRIVACY_API] }),
  });
}

export const holidaysQuery = (year: number) =>
  queryOptions({ queryKey: [PRIVACY_API, 'holidays', year] as const, queryFn: () => api.get<{ data: THolidayRow[] }>(`${PRIVACY_API}/holidays?year=${year}`) });

export function useAddHoliday() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (row: THolidayRow) => api.post<TMessage>(`${PRIVACY_API}/holidays`, row),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [PRIVACY_API, 'holidays'] }),
  });
}
