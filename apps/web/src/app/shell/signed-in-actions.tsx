import { Box, IconButton, Tooltip, Typography } from '@mui/material';
import MailIcon from '@mui/icons-material/Mail';
import type { TSession } from '../../lib/session';
import { usePublicConfig } from '../../lib/public-config';
import { FullscreenToggle } from './fullscreen-toggle';
import { UserMenu } from './user-menu';

type Props = { session: TSession; onChangePassword: () => void; onLogout: () => void };

/** The right end of the top bar for a signed-in user: name, full screen, institutional mail, user menu. */
export function SignedInActions({ session, onChangePassword, onLogout }: Props) {
  const { links } = usePublicConfig();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <Typography
        data-testid="user-name"
        sx={{ display: { xs: 'none', md: 'block' }, mr: 1, fontWeight: 500, maxWidth: 320 }}
        noWrap
      >
        {session.user.name}
      </Typography>
      <Box sx={{ display: { xs: 'none', sm: 'inline-flex' } }}>
        <FullscreenToggle />
      </Box>
      <Tooltip title="Correo institucional">
        <IconButton
          color="inherit"
          component="a"
          href={links.mail}
          target="_blank"
          rel="noopener noreferrer"
          aria-label="Correo institucional (se abre en una pestaña nueva)"
        >
          <MailIcon />
        </IconButton>
      </Tooltip>
      <UserMenu user={session.user} onChangePassword={onChangePassword} onLogout={onLogout} />
    </Box>
  );
}
