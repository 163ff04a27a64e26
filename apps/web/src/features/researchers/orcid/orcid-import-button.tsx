import { useState } from 'react';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import CloudDownloadIcon from '@mui/icons-material/CloudDownload';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ORCID_MSG, isValidOrcid } from '@siiicca/shared';
import { LocalFormDialog } from '../../../components/subforms/local-form-dialog';
import { notifySuccess } from '../../../lib/notify';
import { importFailure, importOrcid } from './orcid-api';

/**
 * 'Importar de ORCID' (docs/researchers.md 'ORCID'), mounted on 'Perfil del investigador': a dialog
 * that reads the researcher's public works from ORCID, with the iD of their person record or one typed
 * (checked by its check digit before it is sent). The counts are announced; the profile's works reload.
 */
export function OrcidImportButton({ user, orcid }: { user: number | 'me'; /** The iD the profile shows, if any. */ orcid?: string | null }) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const run = useMutation({
    mutationFn: () => importOrcid(user, typed),
    onSuccess: (result) => {
      notifySuccess(result.message, 5000);
      void queryClient.invalidateQueries({ queryKey: ['researchers'] });
      setOpen(false);
      setTyped('');
    },
    onError: (err) => setError(importFailure(err)),
  });
  const submit = () => {
    if (typed.trim() && !isValidOrcid(typed)) return setError(ORCID_MSG.invalid);
    setError(null);
    run.mutate();
  };
  return (
    <>
      <Button variant="outlined" startIcon={<CloudDownloadIcon />} onClick={() => setOpen(true)}>
        Importar de ORCID
      </Button>
      {open && (
        <LocalFormDialog
          open
          title="Importar de ORCID"
          maxWidth={560}
          dirty={typed.trim() !== ''}
          submitLabel="Importar"
          busy={run.isPending}
          onSubmit={submit}
          onClose={() => {
            setOpen(false);
            setTyped('');
            setError(null);
          }}
        >
          <Stack spacing={2}>
            <DialogContentText>
              Se leen las obras públicas del registro en ORCID: las nuevas se agregan y las ya importadas se actualizan, sin duplicarlas.
              {orcid ? ` Se usa el ORCID de los datos personales (${orcid}) si deja el cuadro vacío.` : ' Escriba el ORCID si no está en los datos personales.'}
            </DialogContentText>
            <TextField
              autoFocus
              fullWidth
              label="ORCID"
              placeholder="0000-0002-1825-0097"
              value={typed}
              onChange={(e) => {
                setTyped(e.target.value);
                setError(null);
              }}
              slotProps={{ htmlInput: { maxLength: 100 } }}
              error={!!error}
              helperText={error ?? 'Opcional: el identificador o la dirección https://orcid.org/…'}
            />
          </Stack>
        </LocalFormDialog>
      )}
    </>
  );
}
