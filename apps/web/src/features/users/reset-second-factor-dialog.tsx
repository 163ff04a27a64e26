import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { SF_MSG } from '@siiicca/shared';
import type { TRow } from '../../components/catalogue';
import { ReasonDialog } from '../../components/reason-dialog';
import { api } from '../../lib/api-client';
import { failureMessage } from '../../lib/api-error';
import { notifySuccess } from '../../lib/notify';

/**
 * 'Restablecer segundo factor' of another user (issue 43): the reason is kept in the audit trail; the
 * user enrols again at their next sign-in (or signs in with the password alone, if no profile requires one).
 */
export function ResetSecondFactorDialog({ user, onClose }: { user: TRow | null; onClose: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const reset = useMutation({
    mutationFn: (reason: string) => api.post<{ message: string }>(`/api/users/users/${user!.id}/second-factor/reset`, { reason }),
  });
  if (!user) return null;
  return (
    <ReasonDialog
      title="Restablecer segundo factor"
      text={`Se quitarán la aplicación de autenticación, los códigos de recuperación y las llaves de acceso de ${String(user.name)}. Indique el motivo: quedará en la auditoría.`}
      confirmLabel="Restablecer"
      requiredMessage={SF_MSG.reasonRequired}
      maxLength={500}
      danger
      busy={reset.isPending}
      error={error}
      onCancel={() => (setError(null), onClose())}
      onConfirm={(reason) =>
        reset.mutate(reason, {
          onSuccess: (r) => (notifySuccess(r.message), onClose()),
          onError: (e) => setError(failureMessage(e, SF_MSG.resetNothing)),
        })
      }
    />
  );
}
