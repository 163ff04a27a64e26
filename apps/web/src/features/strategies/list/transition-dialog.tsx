import { useState } from 'react';
import { MSG, STRATEGY_MSG, type TStrategyRow } from '@siiicca/shared';
import { ConfirmDialog } from '../../../components/catalogue';
import { ApiError } from '../../../lib/api-error';
import { notifyError, notifySuccess, notifyWarning } from '../../../lib/notify';
import { useTransitionStrategy } from '../api/strategy-mutations';

/** A state change asked for from a row: 'Vencer' or 'Actualizar periodo'. */
export type TTransition = { kind: 'expire' | 'migrate'; row: TStrategyRow };

const KINDS = {
  expire: { label: 'Vencer', failed: STRATEGY_MSG.expireFailed, text: 'quedará Vencida' },
  migrate: { label: 'Actualizar periodo', failed: STRATEGY_MSG.migrateFailed, text: 'pasará al periodo activo' },
} as const;

/**
 * Asks before a state change, then makes it: the server's message ('¡ Estrategia Vencida !',
 * '¡ Estrategia Migrada !'), or 'Imposible Vencer Estrategia' / 'Imposible Migrar Estrategia' when
 * it refuses (someone else acted first, the term changed). Either way the lists reload (the mutation).
 */
export function TransitionDialog(props: { transition: TTransition | null; onClose: (asked: boolean) => void }) {
  const change = useTransitionStrategy();
  const busy = change.isPending;
  const { transition, onClose } = props;
  // The last one asked for: its words stay while the dialog fades out.
  const [shown, setShown] = useState(transition);
  if (transition && transition !== shown) setShown(transition);
  const kind = shown ? KINDS[shown.kind] : null;
  const confirm = async () => {
    if (!transition || !kind || busy) return;
    try {
      const answer = await change.mutateAsync(transition);
      notifySuccess(answer.message);
    } catch (err) {
      // Changed since the list was read (409): the server's words; any other refusal, the action's failure.
      if (err instanceof ApiError && err.handled) return;
      notifyError(err instanceof ApiError && err.status === 409 && err.message ? err.message : kind.failed);
    } finally {
      onClose(true);
    }
  };
  const name = shown?.row.name || 'sin nombre';
  return (
    <ConfirmDialog
      open={!!transition}
      text={kind ? `La estrategia "${name}" (Id ${shown?.row.id ?? ''}) ${kind.text}.` : ''}
      confirmLabel={kind?.label ?? ''}
      busy={busy}
      onCancel={() => {
        onClose(false);
        notifyWarning(MSG.actionCancelled, 1000);
      }}
      onConfirm={() => void confirm()}
    />
  );
}
