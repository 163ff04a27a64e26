import { PROJECT_API, type TProjectDetail } from '@siiicca/shared';
import { recordDetailQuery } from '../../../components/record-list/record-detail-query';
import { PROJECTS_KEY } from '../../../lib/projects-key';

/** Every cached project (lists and details): what a change to one project may make stale. */
export { PROJECTS_KEY };

/** The whole project the form opens (GET PROJECT_API.one): key and fetcher. */
export const projectDetailQuery = recordDetailQuery<TProjectDetail>(PROJECTS_KEY, PROJECT_API.one);
