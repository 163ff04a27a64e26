import { useRef } from 'react';
import { FormFailure, SubmitButton } from '../../../components/form-submit';
import { Stack, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { zodResolver } from '../../../lib/zod-resolver';
import { useMutation } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { MSG, ZRecoveryFindSchema, type TRecoveryFind, type TRecoveryFindInput, type TRecoveryFound } from '@siiicca/shared';
import { isApiError } from '../../../lib/api-error';
import { findEmail } from '../api/find-email';
import { CaptchaField, type CaptchaHandle } from './captcha-field';

/**
 * The field a refusal of the look-up is about: an unknown address (404 'No se encuentra cuente
 * registrada') is the e-mail's; a refused captcha is the captcha's.
 */
function fieldOf(error: unknown): { field: 'email' | 'captcha'; message: string } | null {
  if (!isApiError(error)) return null;
  const captchaMessage = error.errors?.captcha?.[0];
  if (captchaMessage) return { field: 'captcha', message: captchaMessage };
  const emailMessage = error.errors?.email?.[0] ?? (error.status === 404 ? error.message : undefined);
  return emailMessage ? { field: 'email', message: emailMessage } : null;
}

/** Step 1: the address of the account and the captcha. */
export function FindAccountForm({ onFound }: { onFound: (found: TRecoveryFound) => void }) {
  const captcha = useRef<CaptchaHandle>(null);
  const { control, register, handleSubmit, formState, setError, setValue } = useForm<TRecoveryFindInput, unknown, TRecoveryFind>({
    resolver: zodResolver(ZRecoveryFindSchema),
    defaultValues: { email: '', captcha: '' },
  });
  const mutation = useMutation({
    mutationFn: findEmail,
    onSuccess: onFound,
    onError: (error) => {
      // The server spends a challenge on every attempt: the next try needs a fresh one. That is not
      // what failed, so the captcha starts over without an error of its own.
      captcha.current?.reset();
      setValue('captcha', '');
      const placed = fieldOf(error);
      if (placed) setError(placed.field, { type: 'server', message: placed.message });
    },
  });
  const { errors } = formState;
  // A refusal that belongs to a field is shown there; anything else (too many look-ups, no network) above the button.
  const failure = mutation.error && !fieldOf(mutation.error) ? (isApiError(mutation.error) ? mutation.error.message : MSG.loginEmpty) : null;

  return (
    <Stack component="form" noValidate spacing={2.25} onSubmit={handleSubmit((values) => mutation.mutate(values))} aria-label="Buscar cuenta">
      <TextField
        label="Correo Electrónico"
        type="email"
        autoComplete="email"
        autoFocus
        {...register('email')}
        error={!!errors.email}
        helperText={errors.email?.message ?? 'El correo con el que ingresa al sistema'}
      />
      <Controller
        control={control}
        name="captcha"
        render={({ field, fieldState }) => <CaptchaField ref={captcha} onChange={field.onChange} error={fieldState.error?.message} />}
      />
      <FormFailure message={failure} />
      <SubmitButton pending={mutation.isPending} icon={<SearchIcon />}>
        Buscar
      </SubmitButton>
    </Stack>
  );
}
