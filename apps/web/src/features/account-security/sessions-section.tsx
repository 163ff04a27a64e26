import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DevicesIcon from '@mui/icons-material/Devices';
import type { TAccountSession } from '@siiicca/shared';
import { ConfirmDialog } from '../../components/catalogue/confirm-dialog';
import { failureMessage } from '../../lib/api-error';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useAccountSecurityWrites } from './account-security-api';

const when = (iso: string) =>
  new Intl.DateTimeFormat('es-CO', { timeZone: 'America/Bogota', dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

const GENERIC = 'No se pudo cerrar la sesión';

/** 'Sesiones activas': device, address and last seen of each open session, closed one by one or all the others at once. */
export function SessionsSection({ sessions }: { sessions: TAccountSession[] }) {
  const writes = useAccountSecurityWrites();
  const [confirmOthers, setConfirmOthers] = useState(false);
  const failed = (error: unknown) => {
    const message = failureMessage(error, GENERIC);
    if (message) notifyError(message);
  };
  const others = sessions.filter((s) => !s.current).length;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="sessions-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <DevicesIcon color="primary" aria-hidden />
          <Typography id="sessions-title" variant="h6" component="h2">
            Sesiones activas
          </Typography>
        </Stack>
        <List aria-labelledby="sessions-title" disablePadding>
          {sessions.map((s) => (
            <ListItem
              key={s.id}
              divider
              sx={{ flexWrap: 'wrap', gap: 1, px: 0 }}
            >
              <ListItemText
                primary={
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                    <span>{s.device}</span>
                    {s.current && <Chip size="small" color="primary" label="Esta sesión" />}
                  </Stack>
                }
                secondary={`Dirección ${s.ip ?? 'desconocida'} · Iniciada el ${when(s.created_at)} · Última actividad: ${when(s.last_seen_at ?? s.created_at)}`}
                sx={{ flex: '1 1 260px', m: 0 }}
              />
              {!s.current && (
                <Button
                  size="small"
                  variant="outlined"
                  aria-label={`Cerrar sesión de ${s.device}, dirección ${s.ip ?? 'desconocida'}`}
                  disabled={writes.closeSession.isPending}
                  onClick={() => writes.closeSession.mutate(s.id, { onSuccess: (r) => notifySuccess(r.message), onError: failed })}
                >
                  Cerrar sesión
                </Button>
              )}
            </ListItem>
          ))}
        </List>
        {others > 0 && (
          <div>
            <Button variant="outlined" color="error" onClick={() => setConfirmOthers(true)}>
              Cerrar todas las demás
            </Button>
          </div>
        )}
      </Stack>
      <ConfirmDialog
        open={confirmOthers}
        title="Cerrar las demás sesiones"
        text={`Se cerrarán ${others === 1 ? 'la otra sesión abierta' : `las otras ${others} sesiones abiertas`}; esta sigue abierta.`}
        confirmLabel="Cerrar sesiones"
        busy={writes.closeOthers.isPending}
        onCancel={() => setConfirmOthers(false)}
        onConfirm={() =>
          writes.closeOthers.mutate(undefined, {
            onSuccess: (r) => (setConfirmOthers(false), notifySuccess(r.message)),
            onError: failed,
          })
        }
      />
    </Paper>
  );
}
