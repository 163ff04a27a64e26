import { useRef } from 'react';
import { FormFailure, SubmitButton } from '../../../components/form-submit';
import { Stack, TextField } from '@mui/material';
import LockResetIcon from '@mui/icons-material/LockReset';
import { zodResolver } from '../../../lib/zod-resolver';
import { useMutation } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { MSG, ZResetPasswordSchema, type TRecoveryTokenInfo, type TResetPassword, type TResetPasswordInput } from '@siiicca/shared';
import { PasswordField } from '../../../components/password-field';
import { isApiError, type ApiError } from '../../../lib/api-error';
import { resetPassword } from '../api/reset-password';
import { CaptchaField, type CaptchaHandle } from './captcha-field';

const FIELDS = ['emailVerif', 'password', 'password_confirmation', 'captcha'] as const;

type Props = {
  info: TRecoveryTokenInfo;
  onDone: (message: string) => void;
  /** The link died meanwhile (used elsewhere, expired): the page shows the error instead of the form. */
  onLinkError: (error: ApiError) => void;
};

/** The new password for the account of a reset link, confirmed with the address the link went to. */
export function ResetForm({ info, onDone, onLinkError }: Props) {
  const captcha = useRef<CaptchaHandle>(null);
  const { control, register, handleSubmit, formState, setError, setValue } = useForm<TResetPasswordInput, unknown, TResetPassword>({
    resolver: zodResolver(ZResetPasswordSchema),
    defaultValues: { ...info, captcha: '', emailVerif: '', password: '', password_confirmation: '' },
  });
  const mutation = useMutation({
    mutationFn: resetPassword,
    onSuccess: ({ message }) => onDone(message),
    onError: (error) => {
      // A spent challenge is not the person's mistake: the captcha starts over without an error.
      captcha.current?.reset();
      setValue('captcha', '');
      if (isApiError(error) && (error.status === 404 || error.status === 410)) return onLinkError(error);
      if (!isApiError(error)) return;
      for (const field of FIELDS) {
        const message = error.errors?.[field]?.[0];
        if (message) setError(field, { type: 'server', message });
      }
    },
  });
  const { errors } = formState;
  const failure = mutation.error ? (isApiError(mutation.error) ? mutation.error.message : MSG.loginEmpty) : null;

  return (
    <Stack component="form" noValidate spacing={2.25} onSubmit={handleSubmit((values) => mutation.mutate(values))} aria-label="Restablecer contraseña">
      <TextField
        label="Correo Electrónico"
        type="email"
        autoComplete="email"
        autoFocus
        {...register('emailVerif')}
        error={!!errors.emailVerif}
        helperText={errors.emailVerif?.message ?? `Escriba completo el correo al que llegó el enlace (${info.email})`}
      />
      <PasswordField
        label="Nueva Contraseña"
        autoComplete="new-password"
        {...register('password')}
        error={!!errors.password}
        helperText={errors.password?.message ?? 'Mínimo 8 caracteres; una frase fácil de recordar es buena idea'}
      />
      <PasswordField
        label="Repetir Contraseña"
        autoComplete="new-password"
        {...register('password_confirmation')}
        error={!!errors.password_confirmation}
        helperText={errors.password_confirmation?.message}
      />
      <Controller
        control={control}
        name="captcha"
        render={({ field, fieldState }) => <CaptchaField ref={captcha} onChange={field.onChange} error={fieldState.error?.message} />}
      />
      <FormFailure message={failure} />
      <SubmitButton pending={mutation.isPending} icon={<LockResetIcon />}>
          Restablecer Contraseña
        </SubmitButton>
    </Stack>
  );
}
