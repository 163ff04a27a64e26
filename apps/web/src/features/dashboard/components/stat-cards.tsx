import { Box, Card, CardActionArea, CardContent, Skeleton, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { TDashboardStat } from '../api/get-dashboard';

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' } };

function StatBody({ stat }: { stat: TDashboardStat }) {
  return (
    <CardContent>
      <Typography variant="body2" sx={{ color: 'text.secondary', fontWeight: 500 }}>
        {stat.label}
      </Typography>
      <Typography sx={{ fontSize: '2.25rem', fontWeight: 700, color: 'primary.main', lineHeight: 1.2 }}>
        {stat.value.toLocaleString('es-CO')}
      </Typography>
    </CardContent>
  );
}

/** The figures of GET /api/dashboard (or of one of its sections, named by `label`); a figure with a route opens that screen. */
export function StatCards({ stats, loading, label = 'Indicadores' }: { stats: TDashboardStat[]; loading: boolean; label?: string }) {
  if (loading) {
    return (
      <Box sx={grid} aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={104} />
        ))}
      </Box>
    );
  }
  return (
    <Box sx={grid} component="section" aria-label={label}>
      {stats.map((stat) => (
        <Card key={stat.key} data-testid={`stat-${stat.key}`} sx={{ borderLeft: 4, borderLeftColor: 'secondary.main' }}>
          {stat.ruta ? (
            // Named by what it shows (the figure and its label), so a voice user can say what they see.
            <CardActionArea component={RouterLink} to={stat.ruta}>
              <StatBody stat={stat} />
            </CardActionArea>
          ) : (
            <StatBody stat={stat} />
          )}
        </Card>
      ))}
    </Box>
  );
}
