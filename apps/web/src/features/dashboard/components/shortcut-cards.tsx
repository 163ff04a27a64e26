import type { ReactNode } from 'react';
import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Link as RouterLink } from 'react-router';

export type TShortcut = { text: string; ruta: string; group?: string; icon: ReactNode };

/** One card per screen of the user's menu. */
export function ShortcutCards({ shortcuts }: { shortcuts: TShortcut[] }) {
  return (
    <Box
      component="nav"
      aria-label="Accesos directos"
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)', xl: 'repeat(4, 1fr)' } }}
    >
      {shortcuts.map((s) => (
        <Card key={s.ruta}>
          <CardActionArea component={RouterLink} to={s.ruta} sx={{ height: '100%' }}>
            <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
              <Box
                aria-hidden
                sx={{ width: 44, height: 44, borderRadius: 2, display: 'grid', placeItems: 'center', bgcolor: 'primary.main', color: '#fff', flexShrink: 0 }}
              >
                {s.icon}
              </Box>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }}>{s.text}</Typography>
                {s.group && (
                  <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                    {s.group}
                  </Typography>
                )}
              </Box>
              <ArrowForwardIcon aria-hidden sx={{ color: 'text.secondary' }} />
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
    </Box>
  );
}
