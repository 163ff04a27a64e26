import { useMutation, useQueryClient } from '@tanstack/react-query';
import { STRATEGY_API, type TStrategyInput, type TStrategyRow, type ZActorToggledSchema } from '@siiicca/shared';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { saveDraft } from './drafts';
import { saveStrategy } from './save-strategy';
import { expireStrategy, finishStrategy, migrateStrategy } from './strategy-actions';
import { deleteStrategy } from './strategy-detail';
import { STRATEGY_LISTS_KEY } from './strategy-list';
import { DASHBOARD_KEY } from '../../../lib/dashboard-key';

/**
 * The writes of a strategy, each a mutation that refreshes the strategy lists it changes (every
 * page and scope: a row may move between them). The callers keep their own messages and dialogs.
 */
function useRefreshLists() {
  const queryClient = useQueryClient();
  // The dashboard counts the same records (its Borrador figure among them): it is read again too.
  return () => {
    void queryClient.invalidateQueries({ queryKey: STRATEGY_LISTS_KEY });
    void queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY });
  };
}

/** 'Guardar': the whole strategy, with the approval letter when one was chosen (upload progress 0..1). */
export function useSaveStrategyMutation() {
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: (v: { strategy: TStrategyInput; letter: File | null; onProgress: (fraction: number) => void }) =>
      saveStrategy(v.strategy, v.letter, v.onProgress),
    onSuccess: refresh,
  });
}

/** The wizard's unfinished work: a new strategy's first draft creates its Borrador (a new row of the lists). */
export function useSaveDraftMutation() {
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: (v: { id: number | null; step: number; data: Record<string, unknown>; version: string | null }) =>
      saveDraft(v.id, v.step, v.data, v.version),
    onSuccess: refresh,
  });
}

export function useDeleteStrategy() {
  const refresh = useRefreshLists();
  return useMutation({ mutationFn: deleteStrategy, onSuccess: refresh });
}

const TRANSITIONS = { expire: expireStrategy, migrate: migrateStrategy } as const;

/** 'Vencer' or 'Actualizar periodo'; the lists reload also after a refusal (someone else may have acted first). */
export function useTransitionStrategy() {
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: (v: { kind: keyof typeof TRANSITIONS; row: TStrategyRow }) => TRANSITIONS[v.kind](v.row),
    onSettled: refresh,
  });
}

/** 'Informe final': the report uploaded (progress 0..1); the lists reload also after a refusal. */
export function useFinishStrategy() {
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: (v: { strategy: TStrategyRow; report: File; onProgress: (fraction: number) => void }) =>
      finishStrategy(v.strategy, v.report, v.onProgress),
    onSettled: refresh,
  });
}

/**
 * A saved actor switched between Activo and Inactivo at once, naming the strategy's version as it
 * stands once the drafts in flight have answered (`version`); the answer carries the new one.
 */
export function useToggleActor() {
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: async (v: { actorId: number; version: () => Promise<string | null | undefined> }) =>
      api.put<Partial<z.infer<typeof ZActorToggledSchema>> | undefined>(STRATEGY_API.toggleActor(v.actorId), { version: await v.version() }),
    onSuccess: refresh,
  });
}
