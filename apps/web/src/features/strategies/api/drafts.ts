import { STRATEGY_API, type TStrategyDraftSaved } from '@siiicca/shared';
import { api } from '../../../lib/api-client';

/** Keeps the wizard's unfinished work: a new strategy's first draft creates it (state Borrador). */
export function saveDraft(id: number | null, step: number, data: Record<string, unknown>) {
  return id === null
    ? api.post<TStrategyDraftSaved>(STRATEGY_API.drafts, { step, data })
    : api.put<TStrategyDraftSaved>(STRATEGY_API.draft(id), { id, step, data });
}
