import { useQuery } from '@tanstack/react-query';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { shownDate, todayInBogota } from '@siiicca/shared';
import { myRequestsQuery } from './privacy-api';
import { kindLabel, requestState, shownDateTime } from './shown';

/** 'Mis solicitudes': each request with its deadline or its answer. */
export function MyRequestsSection() {
  const { data } = useQuery(myRequestsQuery());
  const today = todayInBogota();
  const requests = data?.data ?? [];
  return (
    <Paper variant="outlined" component="section" aria-labelledby="my-requests-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="my-requests-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        Mis solicitudes
      </Typography>
      {data && requests.length === 0 && <Typography variant="body2">No ha radicado solicitudes.</Typography>}
      <List aria-labelledby="my-requests-title" disablePadding>
        {requests.map((r) => {
          const state = requestState(r, today);
          return (
            <ListItem key={r.id} divider sx={{ px: 0, display: 'block' }}>
              <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
                <Typography component="h3" sx={{ fontWeight: 600 }}>{`${kindLabel(r.kind)} #${r.id}`}</Typography>
                <Chip size="small" color={state.color} label={state.label} />
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>{`Radicada el ${shownDate(todayInBogota(new Date(r.filed_at)))}`}</Typography>
              </Stack>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {r.text}
              </Typography>
              {r.answer && (
                <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  <strong>{`Respuesta (${shownDateTime(r.answered_at!)}): `}</strong>
                  {r.answer}
                </Typography>
              )}
            </ListItem>
          );
        })}
      </List>
    </Paper>
  );
}
