import { useState } from 'react';
import { EXECUTION_LABELS as L, EXECUTION_LIMITS, EXECUTION_MSG } from '@siiicca/shared';
import { ReasonDialog } from '../../../components/reason-dialog';
import { useMoveExecution, type TExecutionMoveKind } from '../api/move-execution';
import { runExecutionWrite } from './write-outcome';

const WORDS: Record<TExecutionMoveKind, { title: string; text: string; confirm: string; required: boolean }> = {
  suspend: { title: L.suspendTitle, text: L.suspendText, confirm: L.suspend, required: true },
  resume: { title: L.resumeTitle, text: L.resumeText, confirm: L.resume, required: false },
  close: { title: L.closeTitle, text: L.closeText, confirm: L.close, required: true },
};

/**
 * 'Suspender', 'Reanudar' or 'Cerrar por incumplimiento': the move's words and its reason (required
 * but for resuming), sent with the view's version.
 */
export function MoveDialog(props: { kind: TExecutionMoveKind; projectId: number; version: string; onClose: () => void }) {
  const { kind, projectId, version, onClose } = props;
  const move = useMoveExecution(projectId, kind);
  const [serverError, setServerError] = useState<string | null>(null);
  const words = WORDS[kind];
  return (
    <ReasonDialog
      title={words.title}
      text={words.text}
      confirmLabel={words.confirm}
      requiredMessage={words.required ? EXECUTION_MSG.reasonRequired : undefined}
      maxLength={EXECUTION_LIMITS.reason}
      busy={move.isPending}
      danger={kind === 'close'}
      error={serverError}
      onCancel={onClose}
      onConfirm={(reason) =>
        void runExecutionWrite(() => move.mutateAsync({ reason, version }), {
          failed: EXECUTION_MSG.moveFailed,
          placeErrors: (errors) => setServerError(errors?.reason?.[0] ?? null),
          onDone: onClose,
        })
      }
    />
  );
}
