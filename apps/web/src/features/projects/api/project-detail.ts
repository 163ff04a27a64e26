import { PROJECT_API, type TProjectDetail } from '@siiicca/shared';
import { api } from '../../../lib/api-client';

/** The whole project, as the form edits it (GET PROJECT_API.one). */
export const fetchProject = (id: number, signal?: AbortSignal) => api.get<TProjectDetail>(PROJECT_API.one(id), { signal });
