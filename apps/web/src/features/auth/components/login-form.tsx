import { lazy, Suspense, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Box, FormControlLabel, Link, Stack, Switch } from '@mui/material';
import LoginIcon from '@mui/icons-material/Login';
import { Link as RouterLink } from 'react-router';
import { loginPasswordProblem, loginProblems, loginUserProblem, MSG, SYSTEM_ID, type TAccountType, type TLoginProblems } from '@siiicca/shared';
import { FormFailure, SubmitButton } from '../../../components/form-submit';
import { OutlinedField } from '../../../components/outlined-field';
import { PasswordToggle } from '../../../components/password-toggle';
import { isApiError } from '../../../lib/api-error';
import { setLanding } from '../../../lib/landing';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { hasPermission } from '../../../lib/session';
import { sessionStore } from '../../../lib/session-store';
import { login, type TSecondStep, type TSignedIn } from '../api/login';
import { AccountTypeField } from './account-type-field';
import { SsoButton } from '../sso/sso-button';
import { PasskeySignInButton } from '../passkey/passkey-sign-in-button';
import { useSsoReturn } from '../sso/use-sso-return';

/** The second step, only for an account with a second factor: its code arrives after the password, not with the page. */
const SecondFactorStep = lazy(() => import('./second-factor-step').then((m) => ({ default: m.SecondFactorStep })));

const failureOf = (error: unknown) => (isApiError(error) ? error.message : MSG.loginEmpty);

/** A sign-in completed (with or without its second step): where to land, the session, the greeting. */
function started({ session, message }: TSignedIn) {
  // A user who cannot open /my_strategies would only meet the access-denied page there.
  setLanding(hasPermission(session, 'strategies.own') ? '/my_strategies' : '/dashboard');
  sessionStore.set(session);
  notifySuccess(message);
}

/**
 * The login form; the student variant (route logstudent) hides remember-me, forgot-password and the
 * account type (students have SAC accounts only).
 * It checks with the shared sign-in rules (login-rules.ts) rather than a form library and zod, which
 * the first page a visitor opens would otherwise download: errors show on 'Ingresar', all at once,
 * the first field in error takes the focus, and from then on each field is checked as it changes.
 */
export function LoginForm({ student = false }: { student?: boolean }) {
  const [user, setUser] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [type, setType] = useState<TAccountType>('sac');
  const [showPassword, setShowPassword] = useState(false);
  const [errors, setErrors] = useState<TLoginProblems>({});
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [secondStep, setSecondStep] = useState<TSecondStep | null>(null);
  const userInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  // Back from the institutional sign-in (/login#sso=... or ?sso_error=...).
  const sso = useSsoReturn();

  const onUser = (e: ChangeEvent<HTMLInputElement>) => {
    setUser(e.target.value);
    if (submitted) setErrors((prev) => ({ ...prev, email: loginUserProblem(e.target.value) }));
  };
  const onPassword = (e: ChangeEvent<HTMLInputElement>) => {
    setPassword(e.target.value);
    if (submitted) setErrors((prev) => ({ ...prev, password: loginPasswordProblem(e.target.value) }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    const problems = loginProblems({ email: user, password });
    setErrors(problems);
    if (problems.email || problems.password) {
      (problems.email ? userInput : passwordInput).current?.focus();
      notifyError(MSG.checkErrorsCap);
      return;
    }
    setPending(true);
    setFailure(null);
    try {
      const answer = await login({ email: user.trim(), password, remember, type, system: SYSTEM_ID });
      if ('challenge' in answer) {
        setPassword('');
        setSecondStep(answer);
      } else started(answer);
    } catch (error) {
      setFailure(failureOf(error));
      notifyError(failureOf(error));
    } finally {
      setPending(false);
    }
  };

  if (secondStep) {
    return (
      <Suspense fallback={null}>
        <SecondFactorStep challenge={secondStep.challenge} onSignedIn={started} onBack={() => setSecondStep(null)} />
      </Suspense>
    );
  }

  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)} aria-label="Formulario de ingreso">
      <Stack spacing={2.25}>
        {/* Students sign in with their academic-system (SAC) account only: no Admon choice here. */}
        {!student && <AccountTypeField value={type} onChange={setType} />}
        <OutlinedField
          label="Usuario o Correo"
          name="email"
          autoComplete="username"
          autoFocus
          value={user}
          onChange={onUser}
          inputRef={userInput}
          error={errors.email}
        />
        <OutlinedField
          label="Contraseña"
          name="password"
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          value={password}
          onChange={onPassword}
          inputRef={passwordInput}
          error={errors.password}
          endAdornment={<PasswordToggle visible={showPassword} onToggle={() => setShowPassword((v) => !v)} />}
        />
        {!student && (
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
            <FormControlLabel control={<Switch checked={remember} onChange={(_, v) => setRemember(v)} />} label="Recordarme" />
            <Link component={RouterLink} to="/recover" variant="body2">
              ¿Olvidó su contraseña?
            </Link>
          </Stack>
        )}
        <FormFailure message={failure ?? sso.failure} />
        <SubmitButton pending={pending || sso.pending} icon={<LoginIcon />}>
          Ingresar
        </SubmitButton>
        {!student && <SsoButton remember={remember} disabled={pending || sso.pending} />}
        {!student && <PasskeySignInButton remember={remember} disabled={pending || sso.pending} onFailure={setFailure} />}
      </Stack>
    </Box>
  );
}
