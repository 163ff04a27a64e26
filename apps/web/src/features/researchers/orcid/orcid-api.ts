import { ORCID_IMPORT_MSG, WORKS_API, type TOrcidImportResult } from '@siiicca/shared';
import { api } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';

/** 'Importar de ORCID' (POST /api/researchers/{id|me}/orcid/import): the iD typed, or none to use the person record's. */
export const importOrcid = (user: number | 'me', orcid: string) =>
  api.post<TOrcidImportResult>(WORKS_API.importOrcid(user), { orcid: orcid.trim() || null });

/**
 * What the dialog says when the import fails: the server's Spanish reason (an unknown iD, no iD on
 * record, ORCID busy or unreachable), else the 'unreachable' message. Null when the client already
 * told the user (an ended session, a permission taken away).
 */
export function importFailure(error: unknown): string | null {
  if (!isApiError(error)) return ORCID_IMPORT_MSG.unavailable;
  if (error.handled) return null;
  return [400, 404, 503].includes(error.status) && error.message ? error.message : ORCID_IMPORT_MSG.unavailable;
}
