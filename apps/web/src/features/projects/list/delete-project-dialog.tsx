import { MSG, PROJECT_MSG, type TProjectRow } from '@siiicca/shared';
import { ConfirmDialog } from '../../../components/catalogue';
import { ApiError } from '../../../lib/api-error';
import { notifyError, notifySuccess, notifyWarning } from '../../../lib/notify';
import { useDeleteProject } from '../api/project-mutations';

/** Deleting a project asks first: '¡ Proyecto Eliminado !', or 'Acción Cancelada' when not. */
export function DeleteProjectDialog(props: { project: TProjectRow | null; onClose: (deleted: boolean) => void }) {
  const remove = useDeleteProject();
  const { project, onClose } = props;
  const confirm = async () => {
    if (!project) return;
    try {
      const res = await remove.mutateAsync(project.id);
      notifySuccess(res?.message || PROJECT_MSG.deleted);
      onClose(true);
    } catch (err) {
      if (!(err instanceof ApiError && err.handled)) notifyError(err instanceof ApiError && err.status < 500 ? err.message : MSG.deleteFailed);
      onClose(false);
    }
  };
  return (
    <ConfirmDialog
      open={!!project}
      text={`Se eliminará el proyecto "${project?.title ?? ''}" (Id ${project?.id ?? ''}).`}
      busy={remove.isPending}
      onCancel={() => {
        onClose(false);
        notifyWarning(MSG.actionCancelled, 1000);
      }}
      onConfirm={confirm}
    />
  );
}
