import { useId } from 'react';
import { Card, CardContent, Link, List, ListItem, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { TAttentionItem } from '../api/get-dashboard';
import { shownDate } from './shown-date';

/** What the item's date is, in words. */
const DATE_PREFIX: Record<TAttentionItem['kind'], string> = {
  project_draft: 'Cierre de la convocatoria: ',
  call_closing: 'Cierre de la convocatoria: ',
  strategy_draft: 'Fecha: ',
  strategy_expiring: 'Vencimiento: ',
  report_due: 'Fecha límite: ',
  report_overdue: 'Venció el ',
  project_arrears: 'Informe vencido desde el ',
};

/** A lecturer's drafts, calls closing soon, strategies expiring, reports due or overdue and projects En mora: each a link to its record. */
export function AttentionCard({ items }: { items: TAttentionItem[] }) {
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} data-testid="attention" sx={{ minWidth: 0 }}>
      <CardContent>
        <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
          Requiere su atención
        </Typography>
        {items.length === 0 ? (
          <Typography sx={{ color: 'text.secondary', py: 2 }}>Nada pendiente</Typography>
        ) : (
          <List disablePadding aria-labelledby={titleId}>
            {items.map((item) => (
              <ListItem key={`${item.kind}-${item.ruta}-${item.label}`} divider disableGutters sx={{ display: 'block', py: 1 }}>
                <Link component={RouterLink} to={item.ruta} sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                  {item.label}
                </Link>
                {item.date && (
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {DATE_PREFIX[item.kind]}
                    {shownDate(item.date)}
                  </Typography>
                )}
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
