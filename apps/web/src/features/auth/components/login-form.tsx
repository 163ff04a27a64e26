import { Box, FormControlLabel, Link, Stack, Switch, TextField } from '@mui/material';
import { FormFailure, SubmitButton } from '../../../components/form-submit';
import LoginIcon from '@mui/icons-material/Login';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { MSG, SYSTEM_ID, ZLoginSchema, type TLogin, type TLoginInput } from '@siiicca/shared';
import { PasswordField } from '../../../components/password-field';
import { isApiError } from '../../../lib/api-error';
import { setLanding } from '../../../lib/landing';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { hasPermission } from '../../../lib/session';
import { sessionStore } from '../../../lib/session-store';
import { login } from '../api/login';
import { AccountTypeField } from './account-type-field';

/** The login form; the student variant hides remember-me and forgot-password (route logstudent). */
export function LoginForm({ student = false }: { student?: boolean }) {
  const { control, register, handleSubmit, formState } = useForm<TLoginInput, unknown, TLogin>({
    resolver: zodResolver(ZLoginSchema),
    defaultValues: { email: '', password: '', remember: false, type: 'sac', system: SYSTEM_ID },
  });
  const mutation = useMutation({
    mutationFn: login,
    onSuccess: ({ session, message }) => {
      // A user who cannot open /my_strategies would only meet the access-denied page there.
      setLanding(hasPermission(session, 'strategies.own') ? '/my_strategies' : '/dashboard');
      sessionStore.set(session);
      notifySuccess(message);
    },
    onError: (error) => notifyError(isApiError(error) ? error.message : MSG.loginEmpty),
  });
  const submit = handleSubmit(
    (values) => mutation.mutate(values),
    () => notifyError(MSG.checkErrorsCap),
  );
  const errors = formState.errors;
  const failure = mutation.error ? (isApiError(mutation.error) ? mutation.error.message : MSG.loginEmpty) : null;

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Formulario de ingreso">
      <Stack spacing={2.25}>
        <AccountTypeField control={control} />
        <TextField
          label="Usuario o Correo"
          autoComplete="username"
          autoFocus
          {...register('email')}
          error={!!errors.email}
          helperText={errors.email?.message}
        />
        <PasswordField
          label="Contraseña"
          autoComplete="current-password"
          {...register('password')}
          error={!!errors.password}
          helperText={errors.password?.message}
        />
        {!student && (
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
            <Controller
              control={control}
              name="remember"
              render={({ field }) => (
                <FormControlLabel
                  control={<Switch checked={!!field.value} onChange={(_, v) => field.onChange(v)} onBlur={field.onBlur} />}
                  label="Recordarme"
                />
              )}
            />
            <Link component={RouterLink} to="/recover" variant="body2">
              ¿Olvidó su contraseña?
            </Link>
          </Stack>
        )}
        <FormFailure message={failure} />
        <SubmitButton pending={mutation.isPending} icon={<LoginIcon />}>
          Ingresar
        </SubmitButton>
      </Stack>
    </Box>
  );
}
