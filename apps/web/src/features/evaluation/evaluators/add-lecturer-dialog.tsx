import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { TEvaluatorCandidate } from '@siiicca/shared';
import { useDebounced } from '../../../components/catalogue/use-debounced';
import { isApiError } from '../../../lib/api-error';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { evaluatorCandidatesQuery, useAddEvaluator } from '../api/assignments';
import { PickDialog } from '../components/pick-dialog';

/**
 * 'Agregar docente': a user of the university (a lecturer who has signed in, or any active user) gets the
 * Evaluador profile; a lecturer who has never signed in is found by identification in the academic
 * directory ('sin ingreso aún') and gets their user with it.
 */
export function AddLecturerDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<TEvaluatorCandidate | null>(null);
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
    mutation.mutate(chosen.id === null ? { identification: chosen.identification! } : { user_id: chosen.id }, {
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
      text="Busque al docente por nombre, correo o identificación. Recibirá el perfil Evaluador. Un docente que aún no ha ingresado al sistema se encuentra por su número de identificación en el directorio académico."
      label="Docente"
      options={candidates.data ?? []}
      loading={candidates.isFetching}
      value={chosen}
      onChange={setChosen}
      search={{ text, onText: setText }}
      optionLabel={(o) => (o.id === null ? `${o.name} (${o.email}) · directorio académico, sin ingreso aún` : `${o.name} (${o.email})`)}
      optionKey={(o) => o.id ?? `directorio:${o.identification}`}
      noOptionsText="Sin resultados"
      confirmLabel="Agregar"
      busy={mutation.isPending}
      onConfirm={add}
      onClose={close}
    />
  );
}
