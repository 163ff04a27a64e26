import { useState } from 'react';
import { Alert, Box, Button, Link, Paper, Step, StepLabel, Stepper, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { TRecoveryFound } from '@siiicca/shared';
import { ChooseMailForm } from './components/choose-mail-form';
import { FindAccountForm } from './components/find-account-form';

const STEPS = ['Buscar cuenta', 'Elegir correo', 'Revisar correo'];

type State = { step: 'find' } | { step: 'choose'; found: TRecoveryFound } | { step: 'sent'; message: string };

/** /recover: e-mail and captcha, then the address that receives the link, then "check your mail". */
export default function RecoverPage() {
  const [state, setState] = useState<State>({ step: 'find' });
  const active = state.step === 'find' ? 0 : state.step === 'choose' ? 1 : 2;

  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: { xs: 2, md: 6 }, px: 2 }}>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 560, p: { xs: 2.5, sm: 4 } }}>
        <Typography variant="h5" component="h1" sx={{ color: 'primary.main' }}>
          Recuperar Contraseña
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5, mb: 3 }}>
          Le enviaremos un enlace para elegir una nueva contraseña a uno de los correos registrados en su cuenta.
        </Typography>
        <Stepper activeStep={active} alternativeLabel sx={{ mb: 3 }}>
          {STEPS.map((label, i) => (
            <Step key={label} completed={i < active || state.step === 'sent'}>
              <StepLabel>{label}</StepLabel>
            </Step>
          ))}
        </Stepper>
        {state.step === 'find' && <FindAccountForm onFound={(found) => setState({ step: 'choose', found })} />}
        {state.step === 'choose' && (
          <ChooseMailForm
            found={state.found}
            onSent={(message) => setState({ step: 'sent', message })}
            onRestart={() => setState({ step: 'find' })}
          />
        )}
        {state.step === 'sent' && (
          <Box>
            <Alert severity="success" role="status" sx={{ mb: 3 }}>
              {state.message}
            </Alert>
            <Button component={RouterLink} to="/login" variant="contained" fullWidth size="large">
              Volver al Ingreso
            </Button>
          </Box>
        )}
        {state.step !== 'sent' && (
          <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
            <Link component={RouterLink} to="/login">
              Volver al Ingreso
            </Link>
          </Typography>
        )}
      </Paper>
    </Box>
  );
}
