import { useState } from 'react';
import { MSG, STRATEGY_API, STRATEGY_MSG, actorActions, type TActorInput, type TActorState, type ZActorToggledSchema } from '@siiicca/shared';
import type { z } from 'zod';
import { ConfirmDialog } from '../../../components/catalogue';
import { api } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { notifyError, notifySuccess, notifyWarning } from '../../../lib/notify';
import type { TVersionAccess } from '../wizard/use-draft-sync';
import type { TActorRow } from './actor-columns';

type TToggleAnswer = Partial<z.infer<typeof ZActorToggledSchema>> | undefined;

/**
 * Deleting an actor, after asking: one added in this session leaves the list; a saved one is
 * switched between Activo and Inactivo on the server at once (the spec's remove_strategy_actor).
 */
export function ActorRemoval({
  row,
  version,
  onDone,
}: {
  row: TActorRow | null;
  /** The strategy's version: the toggle names it and keeps the new one. */
  version?: TVersionAccess;
  onDone: (next: ((actors: TActorInput[]) => TActorInput[]) | null) => void;
}) {
  const [busy, setBusy] = useState(false);
  const saved = row?.actor.id !== undefined;
  const active = !row || actorActions(row.actor).delete;
  const confirm = async () => {
    if (!row) return;
    if (!saved) {
      onDone((actors) => actors.filter((_a, i) => i !== row.index));
      return;
    }
    setBusy(true);
    try {
      const answer = await api.put<TToggleAnswer>(STRATEGY_API.toggleActor(row.actor.id!), { version: await version?.read() });
      if (answer?.data?.version) version?.set(answer.data.version);
      const state: TActorState = answer?.data?.state ?? (active ? 'Inactivo' : 'Activo');
      notifySuccess(answer?.message ?? STRATEGY_MSG.actorToggled(state));
      onDone((actors) => actors.map((a, i) => (i === row.index ? ({ ...a, state } as TActorInput) : a)));
    } catch (err) {
      if (!(err instanceof ApiError && err.handled)) notifyError(err instanceof Error ? err.message : String(err));
      onDone(null);
    } finally {
      setBusy(false);
    }
  };
  const verb = !saved ? 'Eliminar' : active ? 'Inactivar' : 'Activar';
  const name = row?.actor.third.name ?? '';
  return (
    <ConfirmDialog
      open={!!row}
      title={`¿${verb} el actor?`}
      text={!saved ? `${name} se quitará de la lista.` : active ? `${name} quedará Inactivo en la estrategia.` : `${name} volverá a estar Activo en la estrategia.`}
      confirmLabel={verb}
      busy={busy}
      onCancel={() => {
        notifyWarning(MSG.actionCancelled, 1000);
        onDone(null);
      }}
      onConfirm={confirm}
    />
  );
}
