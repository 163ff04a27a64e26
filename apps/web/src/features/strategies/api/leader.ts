import { STRATEGY_API, type TPersonLookup } from '@siiicca/shared';
import { api } from '../../../lib/api-client';

/** `get_leader`: the person and their research group, or a 404 when nobody has that identification. */
export const lookupLeader = (identification: string) => api.get<TPersonLookup>(STRATEGY_API.leader, { query: { identification } });
