import { PROJECT_API, type TInvestigatorLookup, type TThirdKind } from '@siiicca/shared';
import { api } from '../../../lib/api-client';

/**
 * `getinvestigator?identification=&type=`: the person the product (or, for Interno, the academic
 * system) knows by that identification, with an ally's entity; a 404 when nobody has it.
 */
export const lookupInvestigator = (type: TThirdKind) => (identification: string) =>
  api.get<TInvestigatorLookup>(PROJECT_API.investigator, { query: { identification, type } });
