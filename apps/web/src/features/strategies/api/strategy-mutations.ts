import { STRATEGY_API, type TStrategyInput, type TStrategyRow, type ZActorToggledSchema } from '@siiicca/shared';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { useRecordWrite } from '../../../lib/record-mutations';
import { saveDraft } from './drafts';
import { saveStrategy } from './save-strategy';
import { expireStrategy, finishStrategy, migrateStrategy } from './strategy-actions';
import { deleteStrategy } from './strategy-detail';
import { STRATEGY_LISTS_KEY } from './strategy-list';

/**
 * The writes of a strategy, each a mutation that refreshes the strategy lists and the dashboard
 * (lib/record-mutations.ts). The callers keep their own messages and dialogs.
 */

/** 'Guardar': the whole strategy, with the approval letter when one was chosen (upload progress 0..1). */
export const useSaveStrategyMutation = () =>
  useRecordWrite(STRATEGY_LISTS_KEY, (v: { strategy: TStrategyInput; letter: File | null; onProgress: (fraction: number) => void }) =>
    saveStrategy(v.strategy, v.letter, v.onProgress));

/** The wizard's unfinished work: a new strategy's first draft creates its Borrador (a new row of the lists). */
export const useSaveDraftMutation = () =>
  useRecordWrite(STRATEGY_LISTS_KEY, (v: { id: number | null; step: number; data: Record<string, unknown>; version: string | null }) =>
    saveDraft(v.id, v.step, v.data, v.version));

export const useDeleteStrategy = () => useRecordWrite(STRATEGY_LISTS_KEY, deleteStrategy);

const TRANSITIONS = { expire: expireStrategy, migrate: migrateStrategy } as const;

/** 'Vencer' or 'Actualizar periodo'; the lists reload also after a refusal (someone else may have acted first). */
export const useTransitionStrategy = () =>
  useRecordWrite(STRATEGY_LISTS_KEY, (v: { kind: keyof typeof TRANSITIONS; row: TStrategyRow }) => TRANSITIONS[v.kind](v.row), 'settled');

/** 'Informe final': the report uploaded (progress 0..1); the lists reload also after a refusal. */
export const useFinishStrategy = () =>
  useRecordWrite(
    STRATEGY_LISTS_KEY,
    (v: { strategy: TStrategyRow; report: File; onProgress: (fraction: number) => void }) => finishStrategy(v.strategy, v.report, v.onProgress),
    'settled',
  );

/**
 * A saved actor switched between Activo and Inactivo at once, naming the strategy's version as it
 * stands once the drafts in flight have answered (`version`); the answer carries the new one.
 */
export const useToggleActor = () =>
  useRecordWrite(STRATEGY_LISTS_KEY, async (v: { actorId: number; version: () => Promise<string | null | undefined> }) =>
    api.put<Partial<z.infer<typeof ZActorToggledSchema>> | undefined>(STRATEGY_API.toggleActor(v.actorId), { version: await v.version() }));
