import { PROJECT_MSG } from '@siiicca/shared';
import { projects } from '../../../db/schema';
import { recordSelection } from '../../../platform/records/selection';
import { matchingProjectIds } from '../list-projects';
import { PROJECT_VISIBILITY } from '../scope';

/**
 * The projects a bulk download sends (the Excel, the attachments, the records; platform/records/
 * selection.ts): readable ones (their own, those where they are an investigator, with projects.all
 * everyone's but other people's drafts), as the /myprojects and /projects lists show them.
 */
export const selectedProjectIds = recordSelection({
  table: projects,
  rule: PROJECT_VISIBILITY,
  matching: matchingProjectIds,
  notFound: PROJECT_MSG.notFound,
});
