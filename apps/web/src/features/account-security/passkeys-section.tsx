import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import KeyIcon from '@mui/icons-material/Key';
import { PASSKEY_MSG, PASSKEYS_MAX, type TPasskey } from '@siiicca/shared';
import { ConfirmDialog } from '../../components/catalogue/confirm-dialog';
import { failureMessage } from '../../lib/api-error';
import { notifyError, notifySuccess } from '../../lib/notify';
import { PasskeyNameDialog } from './passkey-name-dialog';
import { ceremonyFailure, passkeysQuery, usePasskeyWrites } from './passkeys-api';

const when = (iso: string) =>
  new Intl.DateTimeFormat('es-CO', { timeZone: 'America/Bogota', dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

const GENERIC = 'No se pudo completar la operación con la llave de acceso';

/**
 * 'Llaves de acceso' of the account-security page: the passkeys of the signed-in user (a second
 * factor, and a sign-in without password), registered with this device's authenticator, named,
 * renamed and removed. SAC/SSO accounts are told why they have none.
 */
export function PasskeysSection() {
  const { data } = useQuery(passkeysQuery());
  const writes = usePasskeyWrites();
  const [dialog, setDialog] = useState<{ kind: 'register' } | { kind: 'rename'; passkey: TPasskey } | null>(null);
  const [toRemove, setToRemove] = useState<TPasskey | null>(null);

  const failed = (error: unknown) => {
    const message = ceremonyFailure(error) ?? failureMessage(error, GENERIC);
    if (message) notifyError(message);
  };
  const register = (name: string) =>
    writes.register.mutate(name, {
      onSuccess: (r) => {
        setDialog(null);
        notifySuccess(r.message);
      },
      onError: failed,
    });
  const rename = (id: number, name: string) =>
    writes.rename.mutate({ id, name }, {
      onSuccess: (r) => {
        setDialog(null);
        notifySuccess(r.message);
      },
      onError: failed,
    });
  const remove = (id: number) =>
    writes.remove.mutate(id, {
      onSuccess: (r) => notifySuccess(r.message),
      onError: failed,
      onSettled: () => setToRemove(null),
    });

  const passkeys = data?.data ?? [];
  return (
    <Paper component="section" variant="outlined" aria-labelledby="passkeys-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Typography id="passkeys-title" variant="h6" component="h2">
          Llaves de acceso
        </Typography>
        {data && !data.eligible ? (
          <Alert severity="info">{PASSKEY_MSG.externalAccount}</Alert>
        ) : (
          <>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Una llave de acceso usa el bloqueo de este dispositivo (huella, rostro o PIN) o una llave de seguridad: sirve como
              segundo factor y para ingresar sin contraseña.
            </Typography>
            {data && passkeys.length === 0 && <Typography variant="body2">No tiene llaves de acceso registradas.</Typography>}
            {passkeys.length > 0 && (
              <List aria-label="Llaves de acceso registradas" disablePadding>
                {passkeys.map((p) => (
                  <ListItem
                    key={p.id}
                    divider
                    disableGutters
                    secondaryAction={
                      <Stack direction="row">
                        <Tooltip title="Renombrar">
                          <IconButton aria-label={`Renombrar ${p.name}`} onClick={() => setDialog({ kind: 'rename', passkey: p })}>
                            <EditIcon />
                          </IconButton>
                        </Tooltip>
                        <Tooltip title="Eliminar">
                          <IconButton aria-label={`Eliminar ${p.name}`} onClick={() => setToRemove(p)}>
                            <DeleteIcon color="error" />
                          </IconButton>
                        </Tooltip>
                      </Stack>
                    }
                    sx={{ pr: 12 }}
                  >
                    <ListItemText
                      primary={p.name}
                      secondary={`Registrada el ${when(p.created_at)} · ${p.last_used_at ? `Último uso: ${when(p.last_used_at)}` : 'Sin usar todavía'}`}
                      slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                    />
                  </ListItem>
                ))}
              </List>
            )}
            <div>
              <Button
                variant="contained"
                startIcon={<KeyIcon />}
                disabled={!data || passkeys.length >= PASSKEYS_MAX}
                onClick={() => setDialog({ kind: 'register' })}
              >
                Registrar llave de acceso
              </Button>
            </div>
          </>
        )}
      </Stack>
      {dialog?.kind === 'register' && (
        <PasskeyNameDialog
          title="Registrar llave de acceso"
          text="Dele un nombre que le permita reconocerla (por ejemplo, «Portátil de la oficina»). Al continuar, su navegador le pedirá confirmar con este dispositivo."
          submitLabel="Continuar"
          busy={writes.register.isPending}
          onCancel={() => setDialog(null)}
          onSubmit={register}
        />
      )}
      {dialog?.kind === 'rename' && (
        <PasskeyNameDialog
          title="Renombrar llave de acceso"
          text="El nuevo nombre con que reconocerá esta llave de acceso."
          submitLabel="Guardar"
          initial={dialog.passkey.name}
          busy={writes.rename.isPending}
          onCancel={() => setDialog(null)}
          onSubmit={(name) => rename(dialog.passkey.id, name)}
        />
      )}
      <ConfirmDialog
        open={toRemove !== null}
        title="¿Eliminar la llave de acceso?"
        text={`«${toRemove?.name ?? ''}» dejará de servir para ingresar a SIIICCA.`}
        busy={writes.remove.isPending}
        onCancel={() => setToRemove(null)}
        onConfirm={() => toRemove && remove(toRemove.id)}
      />
    </Paper>
  );
}
