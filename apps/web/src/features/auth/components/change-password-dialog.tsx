import { useEffect } from 'react';
import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack } from '@mui/material';
import { zodResolver } from '../../../lib/zod-resolver';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ZChangePasswordSchema, type TChangePassword } from '@siiicca/shared';
import { PasswordField } from '../../../components/password-field';
import { useDiscardGuard } from '../../../components/unsaved-changes';
import { isApiError } from '../../../lib/api-error';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { changePassword } from '../api/change-password';
import { placeServerErrors } from '../../../lib/server-field-errors';

type TInput = z.input<typeof ZChangePasswordSchema>;
const FIELDS = ['before', 'password', 'passVerifi'] as const;
const EMPTY: TInput = { before: '', password: '', passVerifi: '' };

/** 'Cambiar Contraseña' from the user menu: old, new, repeat; saving stays disabled until valid. */
export default function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { register, handleSubmit, formState, setError, reset } = useForm<TInput, unknown, TChangePassword>({
    resolver: zodResolver(ZChangePasswordSchema),
    mode: 'onChange',
    defaultValues: EMPTY,
  });
  const mutation = useMutation({
    mutationFn: changePassword,
    onSuccess: ({ message }) => {
      notifySuccess(message, 3000);
      onClose();
    },
    onError: (error) => {
      if (!isApiError(error)) return notifyError(String((error as Error).message));
      if (error.handled) return;
      placeServerErrors(setError, error.errors, { only: FIELDS });
      notifyError(error.message);
    },
  });

  // Spec section 4: the form resets 300 ms after the dialog closes (after its exit transition); a
  // dialog opened again sooner starts empty at once, never with the passwords typed before.
  useEffect(() => {
    if (open) return;
    const clear = () => {
      reset(EMPTY);
      mutation.reset();
    };
    const timer = setTimeout(clear, 300);
    return () => {
      clearTimeout(timer);
      clear();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  // Read during render, so react-hook-form keeps them current.
  const { errors, isValid, isDirty } = formState;
  const busy = mutation.isPending;
  // Typed passwords are work too: closing with something typed asks first.
  const guard = useDiscardGuard({ open, dirty: isDirty && !busy, onDiscard: onClose });
  return (
    <>
      <Dialog open={open} onClose={(_, reason) => reason !== 'backdropClick' && !busy && guard.requestClose()} maxWidth="xs" fullWidth aria-labelledby="change-password-title">
        <form noValidate onSubmit={handleSubmit((values) => mutation.mutate(values))}>
          <DialogTitle id="change-password-title">Cambiar Contraseña</DialogTitle>
          <DialogContent>
            <DialogContentText variant="body2" sx={{ mb: 2 }}>
              La nueva contraseña debe tener mínimo 8 caracteres. Al cambiarla se cerrarán sus sesiones abiertas en otros equipos.
            </DialogContentText>
            <Stack spacing={2} sx={{ pt: 1 }}>
              <PasswordField label="Contraseña Actual" autoComplete="current-password" autoFocus {...register('before')} error={!!errors.before} helperText={errors.before?.message} />
              <PasswordField label="Nueva Contraseña" autoComplete="new-password" {...register('password')} error={!!errors.password} helperText={errors.password?.message} />
              <PasswordField label="Repetir Contraseña" autoComplete="new-password" {...register('passVerifi')} error={!!errors.passVerifi} helperText={errors.passVerifi?.message} />
            </Stack>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={guard.requestClose} color="inherit" disabled={busy}>
              Cancelar
            </Button>
            <Button type="submit" variant="contained" disabled={!isValid || busy} startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}>
              Guardar
            </Button>
          </DialogActions>
        </form>
      </Dialog>
      {guard.element}
    </>
  );
}
