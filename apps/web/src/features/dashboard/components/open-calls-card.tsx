import { useId } from 'react';
import { Box, Card, CardContent, Chip, List, ListItem, Typography } from '@mui/material';
import type { TOpenCall } from '../api/get-dashboard';
import { daysLeftText, shownDate } from './shown-date';

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('es-CO')} ${n === 1 ? one : many}`;

/** The calls open today, closing first: days left, and how many projects were sent and are drafts. */
export function OpenCallsCard({ calls }: { calls: TOpenCall[] }) {
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} data-testid="open-calls" sx={{ minWidth: 0 }}>
      <CardContent>
        <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
          Convocatorias abiertas
        </Typography>
        {calls.length === 0 ? (
          <Typography sx={{ color: 'text.secondary', py: 2 }}>No hay convocatorias abiertas hoy.</Typography>
        ) : (
          <List disablePadding aria-labelledby={titleId}>
            {calls.map((call) => (
              <ListItem key={call.id} divider disableGutters sx={{ display: 'block', py: 1.25 }}>
                <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{call.name}</Typography>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 0.5 }}>
                  <Typography
                    variant="body2"
                    sx={{ fontWeight: 600, color: call.days_left <= 3 ? 'warning.main' : 'text.secondary' }}
                  >
                    {daysLeftText(call.days_left)}
                  </Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    · hasta el {shownDate(call.fecha_fin)}
                  </Typography>
                  <Chip size="small" color="primary" label={plural(call.sent, 'enviado', 'enviados')} />
                  <Chip size="small" variant="outlined" label={plural(call.drafts, 'borrador', 'borradores')} />
                </Box>
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
