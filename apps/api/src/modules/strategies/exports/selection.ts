import { STRATEGY_MSG } from '@siiicca/shared';
import { strategies } from '../../../db/schema';
import { recordSelection } from '../../../platform/records/selection';
import { matchingStrategyIds } from '../list-strategies';
import { STRATEGY_VISIBILITY } from '../scope';

/** The strategies a bulk download sends (platform/records/selection.ts): readable ones, as the lists show them. */
export const selectedIds = recordSelection({
  table: strategies,
  rule: STRATEGY_VISIBILITY,
  matching: matchingStrategyIds,
  notFound: STRATEGY_MSG.notFound,
});
