import type { ReactNode } from 'react';
import { Box, Paper, Stack, Typography } from '@mui/material';

export type TInfoStep = { icon: ReactNode; title: string; text: ReactNode };

/** The frame of the short informative pages (/signup, /activate). */
export function InfoPage({ title, intro, steps, actions }: { title: string; intro: ReactNode; steps: TInfoStep[]; actions: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ maxWidth: 860, mx: 'auto', p: { xs: 2.5, md: 5 } }}>
      <Typography variant="h4" component="h1" sx={{ color: 'primary.main', fontSize: { xs: '1.6rem', md: '2rem' } }}>
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 1, mb: 3 }}>{intro}</Typography>
      <Stack component="ol" spacing={2.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {steps.map((s) => (
          <Box component="li" key={s.title} sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
            <Box
              aria-hidden
              sx={{ flexShrink: 0, width: 44, height: 44, borderRadius: '50%', display: 'grid', placeItems: 'center', bgcolor: 'primary.main', color: '#fff' }}
            >
              {s.icon}
            </Box>
            <Box>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                {s.title}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {s.text}
              </Typography>
            </Box>
          </Box>
        ))}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 4 }}>
        {actions}
      </Stack>
    </Paper>
  );
}
