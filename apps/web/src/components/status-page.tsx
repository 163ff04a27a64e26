import type { ReactNode, Ref } from 'react';
import { Box, Paper, Stack, Typography } from '@mui/material';

type Props = {
  icon: ReactNode;
  /** A short figure above the title, e.g. '403' or '404'. */
  code?: string;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  tone?: 'error' | 'warning' | 'info' | 'primary';
  /** Given, the heading can take the focus (tabIndex -1), e.g. where a redirect has just landed. */
  headingRef?: Ref<HTMLHeadingElement>;
};

/** The common frame of the access-denied, not-found and 'en construcción' pages. */
export function StatusPage({ icon, code, title, children, actions, tone = 'primary', headingRef }: Props) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', py: { xs: 3, md: 8 }, px: 2 }}>
      <Paper variant="outlined" sx={{ maxWidth: 640, width: '100%', p: { xs: 3, md: 5 }, textAlign: 'center' }}>
        <Stack spacing={2} sx={{ alignItems: 'center' }}>
          <Box
            aria-hidden
            sx={{
              width: 88,
              height: 88,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              bgcolor: `${tone}.main`,
              color: `${tone}.contrastText`,
              '& svg': { fontSize: 48 },
            }}
          >
            {icon}
          </Box>
          {code && (
            <Typography variant="overline" sx={{ color: 'text.secondary', fontSize: '0.9rem', letterSpacing: 4 }}>
              {code}
            </Typography>
          )}
          <Typography
            variant="h4"
            component="h1"
            ref={headingRef}
            tabIndex={headingRef ? -1 : undefined}
            sx={{ fontSize: { xs: '1.6rem', md: '2rem' }, '&:focus': { outline: 'none' } }}
          >
            {title}
          </Typography>
          {children && (
            <Box sx={{ color: 'text.secondary', maxWidth: 520 }}>{children}</Box>
          )}
          {actions && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ pt: 1 }}>
              {actions}
            </Stack>
          )}
        </Stack>
      </Paper>
    </Box>
  );
}
