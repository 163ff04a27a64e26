import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DATA_REQUEST_TEXT_MAX, MSG, shownDate, todayInBogota, type TOfficeDataRequest } from '@siiicca/shared';
import { ReasonDialog } from '../../components/reason-dialog';
import { failureMessage } from '../../lib/api-error';
import { notifyError, notifySuccess } from '../../lib/notify';
import { officeRequestsQuery, useAnswerRequest, type TRequestState } from './privacy-api';
import { kindLabel, requestState, shownDateTime } from './shown';

const PER_PAGE = 10;
const STATES: { value: TRequestState; label: string }[] = [
  { value: 'open', label: 'Pendientes' },
  { value: 'answered', label: 'Respondidas' },
  { value: 'all', label: 'Todas' },
];

/** The titulares' requests: pending ones by deadline first; 'Responder' asks for the answer (mailed to the titular). */
export function OfficeRequestsSection() {
  const [state, setState] = useState<TRequestState>('open');
  const [page, setPage] = useState(1);
  const [answering, setAnswering] = useState<TOfficeDataRequest | null>(null);
  const { data } = useQuery(officeRequestsQuery(state, page, PER_PAGE));
  const answer = useAnswerRequest();
  const today = todayInBogota();
  const pages = data ? Math.max(1, Math.ceil(data.meta.total / PER_PAGE)) : 1;
  return (
    <Stack spacing={2}>
      <TextField
        select
        label="Estado"
        value={state}
        onChange={(e) => {
          setState(e.target.value as TRequestState);
          setPage(1);
        }}
        sx={{ maxWidth: 240 }}
      >
        {STATES.map((s) => (
          <MenuItem key={s.value} value={s.value}>
            {s.label}
          </MenuItem>
        ))}
      </TextField>
      {data && data.data.length === 0 && <Typography>No hay solicitudes.</Typography>}
      <List aria-label="Solicitudes de los titulares" disablePadding>
        {data?.data.map((r) => {
          const shown = requestState(r, today);
          return (
            <ListItem key={r.id} divider sx={{ px: 0, display: 'block' }}>
              <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
                <Typography component="h2" sx={{ fontWeight: 600, fontSize: '1rem' }}>{`${kindLabel(r.kind)} #${r.id}`}</Typography>
                <Chip size="small" color={shown.color} label={shown.label} />
              </Stack>
              <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                {`${r.user_name} · ${r.user_email} · Radicada el ${shownDate(todayInBogota(new Date(r.filed_at)))} · Plazo legal: ${shownDate(r.due_on)}`}
              </Typography>
              <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {r.text}
              </Typography>
              {r.answer ? (
                <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  <strong>{`Respuesta de ${r.answered_by ?? 'la oficina'} (${shownDateTime(r.answered_at!)}): `}</strong>
                  {r.answer}
                </Typography>
              ) : (
                <Button size="small" variant="outlined" sx={{ mt: 1 }} aria-label={`Responder la solicitud #${r.id} de ${r.user_name}`} onClick={() => setAnswering(r)}>
                  Responder
                </Button>
              )}
            </ListItem>
          );
        })}
      </List>
      {pages > 1 && <Pagination count={pages} page={page} onChange={(_, p) => setPage(p)} getItemAriaLabel={(type, p) => (type === 'page' ? `Página ${p}` : type === 'next' ? 'Página siguiente' : 'Página anterior')} />}
      {answering && (
        <ReasonDialog
          title={`Responder la solicitud #${answering.id}`}
          text={
            answering.kind === 'supresion'
              ? 'La respuesta se enviará al correo del titular. Al responder una supresión se anonimizan sus datos personales y se cierra su cuenta; los proyectos ya enviados a una convocatoria conservan lo que la convocatoria requiere.'
              : 'La respuesta se enviará al correo del titular.'
          }
          label="Respuesta"
          confirmLabel="Enviar respuesta"
          requiredMessage={MSG.required}
          maxLength={DATA_REQUEST_TEXT_MAX}
          danger={answering.kind === 'supresion'}
          busy={answer.isPending}
          onCancel={() => setAnswering(null)}
          onConfirm={(text) =>
            answer.mutate(
              { id: answering.id, answer: text },
              {
                onSuccess: (r) => {
                  notifySuccess(r.message);
                  setAnswering(null);
                },
                onError: (err) => {
                  const message = failureMessage(err, 'No se pudo enviar la respuesta');
                  if (message) notifyError(message);
                },
              },
            )
          }
        />
      )}
    </Stack>
  );
}
