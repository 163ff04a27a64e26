import { useState } from 'react';
import { CLOSURE_LABELS as C, CLOSURE_MSG, EXECUTION_LIMITS } from '@siiicca/shared';
import { ReasonDialog } from '../../../components/reason-dialog';
import { useFinishExecution } from '../api/closure';
import { runExecutionWrite } from '../dialogs/write-outcome';

/** 'Finalizar proyecto' (the office, the final report Aceptado): observations for the acta, optional; sent with the view's version. */
export function FinishDialog({ projectId, version, onClose }: { projectId: number; version: string; onClose: () => void }) {
  const finish = useFinishExecution(projectId);
  const [serverError, setServerError] = useState<string | null>(null);
  return (
    <ReasonDialog
      title={C.finishTitle}
      text={C.finishText}
      confirmLabel={C.finish}
      maxLength={EXECUTION_LIMITS.reason}
      busy={finish.isPending}
      error={serverError}
      onCancel={onClose}
      onConfirm={(reason) =>
        void runExecutionWrite(() => finish.mutateAsync({ reason, version }), {
          failed: CLOSURE_MSG.finishFailed,
          placeErrors: (errors) => setServerError(errors?.reason?.[0] ?? null),
          onDone: onClose,
        })
      }
    />
  );
}
