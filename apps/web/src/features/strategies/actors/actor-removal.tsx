import { MSG, STRATEGY_MSG, actorActions, type TActorInput, type TActorState } from '@siiicca/shared';
import { ConfirmDialog } from '../../../components/catalogue';
import { ApiError } from '../../../lib/api-error';
import { notifyError, notifySuccess, notifyWarning } from '../../../lib/notify';
import { useToggleActor } from '../api/strategy-mutations';
import type { TVersionAccess } from '../wizard/use-draft-sync';
import type { TActorRow } from './actor-columns';

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
  const toggle = useToggleActor();
  const saved = row?.actor.id !== undefined;
  const active = !row || actorActions(row.actor).delete;
  const confirm = async () => {
    if (!row) return;
    if (!saved) {
      onDone((actors) => actors.filter((_a, i) => i !== row.index));
      return;
    }
    try {
      const answer = await toggle.mutateAsync({ actorId: row.actor.id!, version: async () => version?.read() });
      if (answer?.data?.version) version?.set(answer.data.version);
      const state: TActorState = answer?.data?.state ?? (active ? 'Inactivo' : 'Activo');
      notifySuccess(answer?.message ?? STRATEGY_MSG.actorToggled(state));
      onDone((actors) => actors.map((a, i) => (i === row.index ? ({ ...a, state } as TActorInput) : a)));
    } catch (err) {
      if (!(err instanceof ApiError && err.handled)) notifyError(err instanceof Error ? err.message : String(err));
      onDone(null);
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
      busy={toggle.isPending}
      onCancel={() => {
        notifyWarning(MSG.actionCancelled, 1000);
        onDone(null);
      }}
      onConfirm={confirm}
    />
  );
}
