import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { TAssignmentProject, TEvaluatorChoice } from '@siiicca/shared';
import { isApiError } from '../../../lib/api-error';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { evaluatorChoicesQuery, useAssignEvaluator } from '../api/assignments';
import { PickDialog } from '../components/pick-dialog';

const loadText = (n: number) => (n === 1 ? '1 asignación abierta' : `${n} asignaciones abiertas`);

/** 'Asignar evaluador' of one project: the evaluators without a conflict of interest, least loaded first. */
export function AssignDialog({ project, onClose }: { project: TAssignmentProject | null; onClose: () => void }) {
  const [chosen, setChosen] = useState<TEvaluatorChoice | null>(null);
  const choices = useQuery({ ...evaluatorChoicesQuery(project?.id ?? 0), enabled: !!project });
  const mutation = useAssignEvaluator();
  const close = () => {
    setChosen(null);
    mutation.reset();
    onClose();
  };
  const assign = () =>
    project &&
    chosen &&
    mutation.mutate(
      { project_id: project.id, evaluator_id: chosen.id },
      {
        onSuccess: ({ message }) => {
          notifySuccess(message);
          close();
        },
        onError: (error) => isApiError(error) && !error.handled && notifyError(error.message, 5000),
      },
    );
  return (
    <PickDialog
      open={!!project}
      title="Asignar evaluador"
      titleId="assign-title"
      text={`${project ? `#${project.id} ${project.title}. ` : ''}Solo se listan los evaluadores sin conflicto de interés con el proyecto, primero los de menos carga.`}
      label="Evaluador"
      options={choices.data ?? []}
      loading={choices.isFetching}
      value={chosen}
      onChange={setChosen}
      optionLabel={(o) => `${o.name} (${loadText(o.open_assignments)})`}
      noOptionsText="No hay evaluadores sin conflicto de interés"
      confirmLabel="Asignar"
      busy={mutation.isPending}
      onConfirm={assign}
      onClose={close}
    />
  );
}
