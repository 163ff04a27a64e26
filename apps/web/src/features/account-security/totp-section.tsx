import { useEffect, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PhonelinkLockIcon from '@mui/icons-material/PhonelinkLock';
import { SF_MSG, type TAccountSecurity, type TTotpEnrolment } from '@siiicca/shared';
import { failureMessage } from '../../lib/api-error';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useAccountSecurityWrites } from './account-security-api';
import { CodeDialog } from './code-dialog';
import { RecoveryCodesPanel } from './recovery-codes-panel';

const when = (iso: string) =>
  new Intl.DateTimeFormat('es-CO', { timeZone: 'America/Bogota', dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** The QR of the otpauth URI, drawn in the page (the qrcode package loads only when someone enrols). */
function QrImage({ uri }: { uri: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode').then((qr) => qr.toDataURL(uri, { margin: 2, width: 220, errorCorrectionLevel: 'M' })).then((url) => live && setSrc(url));
    return () => {
      live = false;
    };
  }, [uri]);
  return (
    <Box sx={{ width: 220, height: 220, bgcolor: 'common.white' }}>
      {src && <img src={src} width={220} height={220} alt="Código QR para su aplicación de autenticación" />}
    </Box>
  );
}

type Dialog = 'remove' | 'regenerate' | null;

/** 'Aplicación de autenticación': enrol (QR, secret, first code, recovery codes), regenerate codes, remove. */
export function TotpSection({ state }: { state: TAccountSecurity }) {
  const writes = useAccountSecurityWrites();
  const [enrolment, setEnrolment] = useState<TTotpEnrolment | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);

  const start = () =>
    writes.start.mutate(undefined, {
      onSuccess: (r) => {
        setEnrolment(r);
        setCode('');
        setCodeError(null);
      },
      onError: (e) => {
        const message = failureMessage(e, SF_MSG.noEnrolment);
        if (message) notifyError(message);
      },
    });
  const confirm = (e: FormEvent) => {
    e.preventDefault();
    if (!code.trim()) return setCodeError(SF_MSG.codeRequired);
    writes.confirm.mutate(code.trim(), {
      onSuccess: (r) => {
        setEnrolment(null);
        setCodes(r.recovery_codes);
        notifySuccess(r.message);
      },
      onError: (err) => setCodeError(failureMessage(err, SF_MSG.codeInvalid)),
    });
  };
  const withCode = (value: string) => {
    const done = { onError: (err: unknown) => setDialogError(failureMessage(err, SF_MSG.codeInvalid)) };
    if (dialog === 'remove') {
      writes.remove.mutate(value, { ...done, onSuccess: (r) => (setDialog(null), notifySuccess(r.message)) });
    } else {
      writes.regenerate.mutate(value, { ...done, onSuccess: (r) => (setDialog(null), setCodes(r.recovery_codes), notifySuccess(r.message)) });
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="totp-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <PhonelinkLockIcon color="primary" aria-hidden />
          <Typography id="totp-title" variant="h6" component="h2">
            Aplicación de autenticación
          </Typography>
        </Stack>
        {!state.eligible ? (
          <Alert severity="info">{SF_MSG.externalAccount}</Alert>
        ) : codes ? (
          <RecoveryCodesPanel codes={codes} onDone={() => setCodes(null)} />
        ) : state.totp.enrolled ? (
          <>
            <Typography>
              Activada{state.totp.enrolled_at ? ` desde el ${when(state.totp.enrolled_at)}` : ''}. Al ingresar con su contraseña se le pedirá un código
              de su aplicación.
            </Typography>
            <Typography>Códigos de recuperación disponibles: {state.recovery_codes_left}</Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              <Button variant="outlined" onClick={() => (setDialogError(null), setDialog('regenerate'))}>
                Generar nuevos códigos de recuperación
              </Button>
              <Button variant="outlined" color="error" onClick={() => (setDialogError(null), setDialog('remove'))}>
                Desactivar
              </Button>
            </Stack>
          </>
        ) : enrolment ? (
          <Box component="form" noValidate onSubmit={confirm} aria-label="Activar aplicación de autenticación">
            <Stack spacing={2}>
              <Typography>
                1. Escanee este código QR con su aplicación de autenticación (Google Authenticator, Microsoft Authenticator, FreeOTP u otra).
              </Typography>
              <QrImage uri={enrolment.otpauth_uri} />
              <Typography>
                ¿No puede escanearlo? Escriba esta clave en la aplicación:{' '}
                <Box component="code" data-testid="totp-secret" sx={{ wordBreak: 'break-all', fontWeight: 600 }}>
                  {enrolment.secret}
                </Box>
              </Typography>
              <Typography>2. Escriba el código de 6 dígitos que muestra la aplicación.</Typography>
              <TextField
                label="Código de 6 dígitos"
                value={code}
                onChange={(e) => (setCode(e.target.value), setCodeError(null))}
                autoComplete="one-time-code"
                error={!!codeError}
                helperText={codeError ?? ' '}
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 40 } }}
                sx={{ maxWidth: 280 }}
              />
              <Stack direction="row" spacing={1}>
                <Button type="submit" variant="contained" disabled={writes.confirm.isPending}>
                  Confirmar
                </Button>
                <Button onClick={() => setEnrolment(null)}>Cancelar</Button>
              </Stack>
            </Stack>
          </Box>
        ) : (
          <>
            <Typography>
              Proteja su cuenta con un segundo factor: además de su contraseña, al ingresar se le pedirá un código de una aplicación de su
              teléfono.
            </Typography>
            <Box>
              <Button variant="contained" onClick={start} disabled={writes.start.isPending}>
                Activar aplicación de autenticación
              </Button>
            </Box>
          </>
        )}
      </Stack>
      {dialog && (
        <CodeDialog
          title={dialog === 'remove' ? 'Desactivar la aplicación de autenticación' : 'Generar nuevos códigos de recuperación'}
          text={
            dialog === 'remove'
              ? 'Escriba un código de su aplicación o un código de recuperación. Su cuenta quedará protegida solo por la contraseña.'
              : 'Escriba un código de su aplicación. Los códigos de recuperación anteriores dejarán de servir.'
          }
          confirmLabel={dialog === 'remove' ? 'Desactivar' : 'Generar'}
          danger={dialog === 'remove'}
          busy={writes.remove.isPending || writes.regenerate.isPending}
          error={dialogError}
          onCancel={() => setDialog(null)}
          onConfirm={withCode}
        />
      )}
    </Paper>
  );
}
