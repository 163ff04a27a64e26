import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { AUDIT_MSG, type TAuditFilters, type TListResponse, type TSecurityEventRow } from '@siiicca/shared';
import { apiDownload, type TDownloadProgress } from '../../../lib/api-client';
import { api } from '../../../lib/api-client';

/** The audit trail's list and export (apps/api/src/modules/audit). */
const AUDIT_API = { list: '/api/audit', export: '/api/audit/export' } as const;

export const AUDIT_KEY = ['audit'] as const;

/** The filters as the query string carries them: only those chosen. */
const chosen = (f: TAuditFilters) => Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined && v !== '')) as Record<string, string>;

export const auditListQuery = (q: TAuditFilters & { page: number; per_page: number }) =>
  queryOptions({
    queryKey: [...AUDIT_KEY, q],
    queryFn: ({ signal }) => api.get<TListResponse<TSecurityEventRow>>(AUDIT_API.list, { query: { ...chosen(q), page: String(q.page), per_page: String(q.per_page) }, signal }),
    placeholderData: keepPreviousData,
  });

/** The filtered lines as an .xlsx (the export is itself a line of the trail). */
export const downloadAudit = (f: TAuditFilters, onProgress: (p: TDownloadProgress) => void) =>
  apiDownload(AUDIT_API.export, `${AUDIT_MSG.fileBase}.xlsx`, { query: chosen(f), onProgress });
