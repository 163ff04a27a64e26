import { useState } from 'react';
import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import type { TEvaluatorRow } from '@siiicca/shared';
import { ConfirmDialog } from '../../../components/catalogue';
import type { TLocalAction } from '../../../components/subforms/local-table';
import { isApiError } from '../../../lib/api-error';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useRemoveEvaluator, useResendInvitation } from '../api/assignments';

/** The server's refusal as it words it (open assignments, one invitation a minute); 401/403 are already shown. */
const showRefusal = (error: unknown) => isApiError(error) && !error.handled && notifyError(error.message);

/**
 * The row actions of 'Evaluadores': 'Reenviar invitación' for an invited evaluator who has not set a
 * password (a new link; the old one stops working), and 'Quitar perfil Evaluador' after a confirmation
 * (the server refuses while the person holds open assignments, and says so).
 */
export function useEvaluatorActions() {
  const [toRemove, setToRemove] = useState<TEvaluatorRow | null>(null);
  const remove = useRemoveEvaluator();
  const resend = useResendInvitation();
  const actions: TLocalAction<TEvaluatorRow>[] = [
    {
      key: 'resend',
      label: () => 'Reenviar invitación',
      icon: () => <ForwardToInboxIcon />,
      visible: (r) => r.active && r.pending_password,
      onClick: (r) => !resend.isPending && resend.mutate(r.id, { onSuccess: ({ message }) => notifySuccess(message, 4000), onError: showRefusal }),
    },
    {
      key: 'remove',
      label: () => 'Quitar perfil Evaluador',
      icon: () => <PersonRemoveIcon color="error" />,
      onClick: setToRemove,
    },
  ];
  const dialog = (
    <ConfirmDialog
      open={!!toRemove}
      title="Quitar perfil Evaluador"
      text={`${toRemove?.name ?? ''} dejará de ser evaluador. Sus evaluaciones enviadas y asignaciones respondidas se conservan; no se puede quitar mientras tenga asignaciones abiertas.`}
      confirmLabel="Quitar perfil"
      busy={remove.isPending}
      onCancel={() => setToRemove(null)}
      onConfirm={() =>
        toRemove &&
        remove.mutate(toRemove.id, {
          onSuccess: ({ message }) => notifySuccess(message),
          onError: showRefusal,
          onSettled: () => setToRemove(null),
        })
      }
    />
  );
  return { actions, dialog };
}
