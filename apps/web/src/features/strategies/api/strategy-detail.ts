import { STRATEGY_API, type TStrategyDetail } from '@siiicca/shared';
import { api } from '../../../lib/api-client';
import { recordDetailQuery } from '../../../components/record-list/record-detail-query';

/** Every cached strategy (lists and details): what a change to one strategy may make stale. */
export const STRATEGIES_KEY = ['strategies'] as const;

/** The whole strategy the wizard opens (GET STRATEGY_API.one): key and fetcher. */
export const strategyDetailQuery = recordDetailQuery<TStrategyDetail>(STRATEGIES_KEY, STRATEGY_API.one);

export const deleteStrategy = (id: number) => api.delete<{ message?: string }>(STRATEGY_API.one(id));
