import { PROJECT_API, type TProjectSent } from '@siiicca/shared';
import { api } from '../../../lib/api-client';

/** POST PROJECT_API.send: validated whole by the server; a 400 carries every problem in `errors._`. */
export const sendProject = (id: number) => api.post<TProjectSent>(PROJECT_API.send, { id });
