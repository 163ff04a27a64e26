import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { TUserPick } from '@siiicca/shared';
import { useDebounced } from '../../../components/catalogue/use-debounced';
import { isApiError } from '../../../lib/api-error';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { evaluatorCandidatesQuery, useAddEvaluator } from '../api/assignments';
import { PickDialog } from '../components/pick-dialog';

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
    <PickDialog
      open={open}
      title="Agregar docente como evaluador"
      titleId="add-lecturer-title"
      text="Busque al docente por nombre, correo o identificación. Recibirá el perfil Evaluador."
      label="Docente"
      options={candidates.data ?? []}
      loading={candidates.isFetching}
      value={chosen}
      onChange={setChosen}
      search={{ text, onText: setText }}
      optionLabel={(o) => `${o.name} (${o.email})`}
      noOptionsText="Sin resultados"
      confirmLabel="Agregar"
      busy={mutation.isPending}
      onConfirm={add}
      onClose={close}
    />
  );
}
