import { STRATEGY_API, type TStrategyDetail } from '@siiicca/shared';
import { api } from '../../../lib/api-client';

/** The whole strategy, as the wizard edits it. */
export const fetchStrategy = (id: number, signal?: AbortSignal) => api.get<TStrategyDetail>(STRATEGY_API.one(id), { signal });

export const deleteStrategy = (id: number) => api.delete<{ message?: string }>(STRATEGY_API.one(id));
