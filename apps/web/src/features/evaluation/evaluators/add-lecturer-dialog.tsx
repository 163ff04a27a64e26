import { useState } from 'react';
import { Autocomplete, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { TUserPick } from '@siiicca/shared';
import { useDebounced } from '../../../components/catalogue/use-debounced';
import { isApiError } from '../../../lib/api-error';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { evaluatorCandidatesQuery, useAddEvaluator } from '../api/assignments';

/** 'Agregar docente': a user of the university (a lecturer who has signed in, or any active user) gets the Evaluador profile. */
export function AddLecturerDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<TUserPick | null>(null);
  const q = useDebounced(text, 250);
  const candidates = useQuery({ ...evaluatorCandidatesQuery(q), enabled: open });
  const mutation = useAddEvaluator();
  const close = () => {
    setText('');
    setChosen(null);
    onClose();
  };
  const add = () =>
    chosen &&
    mutation.mutate(chosen.id, {
      onSuccess: ({ message }) => {
        notifySuccess(message);
        close();
      },
      onError: (error) => isApiError(error) && !error.handled && notifyError(error.message),
    });
  return (
    <Dialog open={open} onClose={() => !mutation.isPending && close()} maxWidth="sm" fullWidth aria-labelledby="add-lecturer-title">
      <DialogTitle id="add-lecturer-title">Agregar docente como evaluador</DialogTitle>
      <DialogContent>
        <DialogContentText variant="body2" sx={{ mb: 2 }}>
          Busque al docente por nombre, correo o identificación. Recibirá el perfil Evaluador.
        </DialogContentText>
        <Autocomplete
          options={candidates.data ?? []}
          loading={candidates.isFetching}
          value={chosen}
          onChange={(_, v) => setChosen(v)}
          inputValue={text}
          onInputChange={(_, v) => setText(v)}
          filterOptions={(x) => x}
          getOptionLabel={(o) => `${o.name} (${o.email})`}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          noOptionsText="Sin resultados"
          loadingText="Cargando…"
          renderInput={(params) => <TextField {...params} label="Docente" autoFocus />}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close} color="inherit" disabled={mutation.isPending}>
          Cancelar
        </Button>
        <Button variant="contained" onClick={add} disabled={!chosen || mutation.isPending}>
          Agregar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
