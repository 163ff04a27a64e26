import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, TextField } from '@mui/material';
import { useForm } from 'react-hook-form';
import { ZInviteEvaluatorSchema, type TInviteEvaluator } from '@siiicca/shared';
import { zodResolver } from '../../../lib/zod-resolver';
import { isApiError } from '../../../lib/api-error';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useInviteEvaluator } from '../api/assignments';
import { placeServerErrors } from '../../../lib/server-field-errors';

const FIELDS = ['name', 'email', 'identity'] as const;
const EMPTY: TInviteEvaluator = { name: '', email: '', identity: '' };

/** 'Invitar evaluador externo': name, e-mail and identification; the person gets the mail to set a password. */
export function InviteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { register, handleSubmit, formState, setError, reset } = useForm<TInviteEvaluator>({ resolver: zodResolver(ZInviteEvaluatorSchema), defaultValues: EMPTY });
  const mutation = useInviteEvaluator();
  const close = () => {
    reset(EMPTY);
    mutation.reset();
    onClose();
  };
  const submit = handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: ({ message }) => {
        notifySuccess(message, 4000);
        close();
      },
      onError: (error) => {
        if (!isApiError(error) || error.handled) return;
        placeServerErrors(setError, error.errors, { only: FIELDS });
        notifyError(error.message);
      },
    }),
  );
  const { errors } = formState;
  const busy = mutation.isPending;
  return (
    <Dialog open={open} onClose={() => !busy && close()} maxWidth="xs" fullWidth aria-labelledby="invite-evaluator-title">
      <form noValidate onSubmit={submit}>
        <DialogTitle id="invite-evaluator-title">Invitar evaluador externo</DialogTitle>
        <DialogContent>
          <DialogContentText variant="body2" sx={{ mb: 2 }}>
            Se crea una cuenta administrativa (Admon) con el perfil Evaluador y se envía al correo un enlace para asignar la contraseña.
          </DialogContentText>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField label="Nombre" autoFocus required {...register('name')} error={!!errors.name} helperText={errors.name?.message} />
            <TextField label="Correo" type="email" required {...register('email')} error={!!errors.email} helperText={errors.email?.message} />
            <TextField label="Identificación" required slotProps={{ htmlInput: { inputMode: 'numeric' } }} {...register('identity')} error={!!errors.identity} helperText={errors.identity?.message} />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} color="inherit" disabled={busy}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" disabled={busy} startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}>
            Invitar
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
