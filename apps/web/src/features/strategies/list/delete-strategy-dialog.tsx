import { MSG, STRATEGY_MSG, type TStrategyRow } from '@siiicca/shared';
import { ConfirmDialog } from '../../../components/catalogue';
import { ApiError } from '../../../lib/api-error';
import { notifyError, notifySuccess, notifyWarning } from '../../../lib/notify';
import { useDeleteStrategy } from '../api/strategy-mutations';

/** Deleting a strategy asks first: '¡ Estrategia Eliminada !', or 'Acción Cancelada' when not. */
export function DeleteStrategyDialog(props: { strategy: TStrategyRow | null; onClose: (deleted: boolean) => void }) {
  const remove = useDeleteStrategy();
  const { strategy, onClose } = props;
  const confirm = async () => {
    if (!strategy) return;
    try {
      await remove.mutateAsync(strategy.id);
      notifySuccess(STRATEGY_MSG.deleted);
      onClose(true);
    } catch (err) {
      if (!(err instanceof ApiError && err.handled)) notifyError(err instanceof ApiError && err.status !== 500 ? err.message : MSG.deleteFailed);
      onClose(false);
    }
  };
  const label = strategy?.name || (strategy?.state === 'Borrador' ? 'borrador sin nombre' : '');
  return (
    <ConfirmDialog
      open={!!strategy}
      text={`Se eliminará la estrategia "${label}" (Id ${strategy?.id ?? ''}).`}
      busy={remove.isPending}
      onCancel={() => {
        onClose(false);
        notifyWarning(MSG.actionCancelled, 1000);
      }}
      onConfirm={confirm}
    />
  );
}
