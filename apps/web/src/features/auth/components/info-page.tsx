import type { ReactNode } from 'react';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import LoginIcon from '@mui/icons-material/Login';
import { Link as RouterLink } from 'react-router';
import { IconText } from './icon-text';

export type TInfoStep = { icon: ReactNode; title: string; text: ReactNode };

/** A way out of an informative page: a page of the app (`to`) or an outside address (`href`, a new tab). */
export type TInfoLink = { label: string; icon: ReactNode } & ({ to: string } | { href: string });

const STEP_ICON = { flexShrink: 0, width: 44, height: 44, borderRadius: '50%', display: 'grid', placeItems: 'center', bgcolor: 'primary.main', color: '#fff' };
/** 'Inicio Sesión' leads; the links after it are outlined, then plain text. */
const LINK_VARIANTS = ['outlined', 'text'] as const;

/** The frame of the short informative pages (/signup, /activate): numbered steps, then 'Inicio Sesión' and the page's links. */
export function InfoPage({ title, intro, steps, links }: { title: string; intro: ReactNode; steps: TInfoStep[]; links: TInfoLink[] }) {
  return (
    <Paper variant="outlined" sx={{ maxWidth: 860, mx: 'auto', p: { xs: 2.5, md: 5 } }}>
      <Typography variant="h4" component="h1" sx={{ color: 'primary.main', fontSize: { xs: '1.6rem', md: '2rem' } }}>
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 1, mb: 3 }}>{intro}</Typography>
      <Stack component="ol" spacing={2.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {steps.map((s) => (
          <Box component="li" key={s.title} sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
            <IconText icon={s.icon} iconSx={STEP_ICON} title={s.title} text={s.text} />
          </Box>
        ))}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 4 }}>
        <Button component={RouterLink} to="/login" variant="contained" startIcon={<LoginIcon />}>
          Inicio Sesión
        </Button>
        {links.map((l, i) =>
          'to' in l ? (
            <Button key={l.label} component={RouterLink} to={l.to} variant={LINK_VARIANTS[i]} startIcon={l.icon}>
              {l.label}
            </Button>
          ) : (
            <Button key={l.label} href={l.href} target="_blank" rel="noopener noreferrer" variant={LINK_VARIANTS[i]} startIcon={l.icon}>
              {l.label}
            </Button>
          ),
        )}
      </Stack>
    </Paper>
  );
}
