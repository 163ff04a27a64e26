import { useState } from 'react';
import { Autocomplete, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { TAssignmentProject, TEvaluatorChoice } from '@siiicca/shared';
import { isApiError } from '../../../lib/api-error';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { evaluatorChoicesQuery, useAssignEvaluator } from '../api/assignments';

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
    <Dialog open={!!project} onClose={() => !mutation.isPending && close()} maxWidth="sm" fullWidth aria-labelledby="assign-title">
      <DialogTitle id="assign-title">Asignar evaluador</DialogTitle>
      <DialogContent>
        <DialogContentText variant="body2" sx={{ mb: 2 }}>
          {project ? `#${project.id} ${project.title}. ` : ''}
          Solo se listan los evaluadores sin conflicto de interés con el proyecto, primero los de menos carga.
        </DialogContentText>
        <Autocomplete
          options={choices.data ?? []}
          loading={choices.isFetching}
          value={chosen}
          onChange={(_, v) => setChosen(v)}
          getOptionLabel={(o) => `${o.name} (${loadText(o.open_assignments)})`}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          noOptionsText="No hay evaluadores sin conflicto de interés"
          loadingText="Cargando…"
          renderInput={(params) => <TextField {...params} label="Evaluador" autoFocus />}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close} color="inherit" disabled={mutation.isPending}>
          Cancelar
        </Button>
        <Button variant="contained" onClick={assign} disabled={!chosen || mutation.isPending}>
          Asignar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
