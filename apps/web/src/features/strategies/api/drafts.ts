import { STRATEGY_API, type TStrategyDraftSaved } from '@siiicca/shared';
import { api } from '../../../lib/api-client';

/**
 * Keeps the wizard's unfinished work: a new strategy's first draft creates it (state Borrador); later
 * ones name the strategy's version the wizard holds (the answer carries the new one).
 */
export function saveDraft(id: number | null, step: number, data: Record<string, unknown>, version: string | null) {
  return id === null
    ? api.post<TStrategyDraftSaved>(STRATEGY_API.drafts, { step, data })
    : api.put<TStrategyDraftSaved>(STRATEGY_API.draft(id), { id, step, data, version });
}
