import { PROJECT_API, type TProjectSent } from '@siiicca/shared';
import { api } from '../../../lib/api-client';

/**
 * POST PROJECT_API.send with the version the list read (a project changed since is a 409):
 * validated whole by the server; a 400 carries every problem in `errors._`.
 */
export const sendProject = ({ id, version }: { id: number; version: string }) => api.post<TProjectSent>(PROJECT_API.send, { id, version });
