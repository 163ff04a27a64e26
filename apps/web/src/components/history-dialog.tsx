import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import type { TAuditEvent } from '@siiicca/shared';
import { api } from '../lib/api-client';

/** A recorded value as a person reads it: lists joined, nothing as a dash. */
const shown = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.length ? value.map(shown).join(', ') : '—';
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  if (typeof value === 'object') {
    const named = value as { name?: unknown };
    return typeof named.name === 'string' ? named.name : JSON.stringify(value);
  }
  return String(value);
};

function EventItem({ event }: { event: TAuditEvent }) {
  return (
    <Stack component="li" spacing={0.5} sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
      <Typography variant="subtitle2">{event.label}</Typography>
      <Typography variant="body2" color="text.secondary">
        {event.user?.name ?? 'Sistema'} · {dayjs(event.created_at).format('DD/MM/YYYY HH:mm')}
      </Typography>
      {event.changes.length > 0 && (
        <Stack component="ul" sx={{ m: 0, pl: 2.5 }}>
          {event.changes.map((c) => (
            <Typography component="li" variant="body2" key={c.field} sx={{ overflowWrap: 'anywhere' }}>
              <strong>{c.label}</strong>: {shown(c.from)} → {shown(c.to)}
            </Typography>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/**
 * 'Historial': every recorded change of a record (who, when, which field from what to what), read
 * from `historyUrl(id)` (strategies and projects alike).
 */
export function HistoryDialog(props: { record: { id: number; name: string } | null; historyUrl: (id: number) => string; onClose: () => void }) {
  const titleId = useId();
  const id = props.record?.id ?? null;
  const history = useQuery({
    queryKey: ['history', id === null ? null : props.historyUrl(id)],
    enabled: id !== null,
    queryFn: ({ signal }) => api.get<{ data: TAuditEvent[] }>(props.historyUrl(id!), { signal }),
  });
  const events = history.data?.data ?? [];
  return (
    <Dialog open={!!props.record} onClose={props.onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Historial{props.record?.name ? `: ${props.record.name}` : ''}</DialogTitle>
      <DialogContent dividers>
        {history.isLoading ? (
          <Stack sx={{ alignItems: 'center', py: 3 }}>
            <CircularProgress aria-label="Cargando historial" />
          </Stack>
        ) : history.isError ? (
          <Typography color="error">{(history.error as Error).message}</Typography>
        ) : events.length === 0 ? (
          <Typography color="text.secondary">Sin cambios registrados</Typography>
        ) : (
          <Stack component="ol" aria-label="Cambios" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {events.map((e) => (
              <EventItem key={e.id} event={e} />
            ))}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>Cerrar</Button>
      </DialogActions>
    </Dialog>
  );
}
