import { useState } from 'react';
import { MSG, PROJECT_MSG, PROJECT_PROBLEMS_KEY, type TProjectRow } from '@siiicca/shared';
import { ConfirmDialog } from '../../../components/catalogue';
import { ProblemsDialog } from '../../../components/problems-dialog';
import { ApiError } from '../../../lib/api-error';
import { notifyError, notifySuccess, notifyWarning } from '../../../lib/notify';
import { useSendProject } from '../api/project-mutations';

/**
 * 'Enviar': asks first (the project cannot be changed afterwards, a validation runs); every problem
 * the server finds opens 'Errores Encontrados'; success '¡ Proyecto Enviado !'.
 */
export function SendProjectDialog(props: { project: TProjectRow | null; onClose: (sent: boolean) => void }) {
  const send = useSendProject();
  const busy = send.isPending;
  const [problems, setProblems] = useState<string[]>([]);
  const { project, onClose } = props;
  const confirm = async () => {
    if (!project || busy) return;
    try {
      const res = await send.mutateAsync(project);
      notifySuccess(res?.message || PROJECT_MSG.sent);
      onClose(true);
    } catch (err) {
      onClose(false);
      if (err instanceof ApiError) {
        if (err.handled) return;
        const found = err.errors?.[PROJECT_PROBLEMS_KEY] ?? [];
        if (found.length) setProblems(found);
        else notifyError(err.status < 500 && err.message ? err.message : PROJECT_MSG.sendFailed, 5000);
      } else notifyError(PROJECT_MSG.sendFailed, 5000);
    }
  };
  return (
    <>
      <ConfirmDialog
        open={!!project}
        title={PROJECT_MSG.sendTitle}
        text={PROJECT_MSG.sendQuestion}
        confirmLabel="Enviar"
        busy={busy}
        onCancel={() => {
          onClose(false);
          notifyWarning(MSG.actionCancelled, 1000);
        }}
        onConfirm={() => void confirm()}
      />
      <ProblemsDialog problems={problems} onClose={() => setProblems([])} />
    </>
  );
}
