import type { UseMutationResult } from '@tanstack/react-query';
import { MSG } from '@siiicca/shared';
import { ConfirmDialog } from '../catalogue';
import { ApiError } from '../../lib/api-error';
import { notifyError, notifySuccess, notifyWarning } from '../../lib/notify';

/** How a record type is deleted: its mutation (which reloads its lists), what the question names, what a delete says. */
export type TDeleteRecord<Row, Answer = unknown> = {
  mutation: UseMutationResult<Answer, Error, number, unknown>;
  /** 'Se eliminará la estrategia "…" (Id 12).' */
  text: (row: Row | null) => string;
  /** The success message, given the server's answer ('¡ Estrategia Eliminada !'). */
  deleted: (answer: Answer) => string;
};

/** Deleting a record asks first: the type's success message, or 'Acción Cancelada' when not. */
export function DeleteRecordDialog<Row extends { id: number }, Answer>(props: { row: Row | null; remove: TDeleteRecord<Row, Answer>; onClose: (deleted: boolean) => void }) {
  const { row, remove, onClose } = props;
  const confirm = async () => {
    if (!row) return;
    try {
      const answer = await remove.mutation.mutateAsync(row.id);
      notifySuccess(remove.deleted(answer));
      onClose(true);
    } catch (err) {
      if (!(err instanceof ApiError && err.handled)) notifyError(err instanceof ApiError && err.status < 500 ? err.message : MSG.deleteFailed);
      onClose(false);
    }
  };
  return (
    <ConfirmDialog
      open={!!row}
      text={remove.text(row)}
      busy={remove.mutation.isPending}
      onCancel={() => {
        onClose(false);
        notifyWarning(MSG.actionCancelled, 1000);
      }}
      onConfirm={confirm}
    />
  );
}
