import { useState } from 'react';
import { Avatar, Box, Divider, IconButton, ListItemIcon, Menu, MenuItem, Tooltip, Typography } from '@mui/material';
import BadgeIcon from '@mui/icons-material/Badge';
import KeyIcon from '@mui/icons-material/Key';
import LogoutIcon from '@mui/icons-material/Logout';
import PrivacyTipIcon from '@mui/icons-material/PrivacyTip';
import SecurityIcon from '@mui/icons-material/Security';
import { Link as RouterLink } from 'react-router';
import type { TSessionUser } from '@siiicca/shared';

type Props = { user: TSessionUser; onChangePassword: () => void; onLogout: () => void };

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');

/** The signed-in user's menu: 'Cambiar Contraseña', 'Seguridad de la cuenta' and 'Salir'. */
export function UserMenu({ user, onChangePassword, onLogout }: Props) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  return (
    <>
      <Tooltip title="Opciones de usuario">
        <IconButton
          onClick={(e) => setAnchor(e.currentTarget)}
          aria-label={`${initials(user.name)}, Opciones de usuario`}
          aria-haspopup="menu"
          aria-controls={anchor ? 'user-menu' : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          sx={{ p: 0.5 }}
        >
          {/* The button's name starts with the initials it shows, then says what it opens (WCAG 2.5.3, label in name). */}
          <Avatar aria-hidden sx={{ width: 34, height: 34, bgcolor: 'secondary.main', color: 'secondary.contrastText', fontSize: '0.95rem' }}>
            {initials(user.name)}
          </Avatar>
        </IconButton>
      </Tooltip>
      <Menu
        id="user-menu"
        anchorEl={anchor}
        open={!!anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Box sx={{ px: 2, py: 1, maxWidth: 280 }}>
          <Typography sx={{ fontWeight: 600 }} noWrap>
            {user.name}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }} noWrap>
            {user.email}
          </Typography>
          {user.roles.length > 0 && (
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {user.roles.join(', ')}
            </Typography>
          )}
        </Box>
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            onChangePassword();
          }}
        >
          <ListItemIcon>
            <KeyIcon fontSize="small" />
          </ListItemIcon>
          Cambiar Contraseña
        </MenuItem>
        <MenuItem component={RouterLink} to="/account_security" onClick={close}>
          <ListItemIcon>
            <SecurityIcon fontSize="small" />
          </ListItemIcon>
          Seguridad de la cuenta
        </MenuItem>
        <MenuItem component={RouterLink} to="/my_researcher_profile" onClick={close}>
          <ListItemIcon>
            <BadgeIcon fontSize="small" />
          </ListItemIcon>
          Mi Perfil de Investigador
        </MenuItem>
        <MenuItem component={RouterLink} to="/my_personal_data" onClick={close}>
          <ListItemIcon>
            <PrivacyTipIcon fontSize="small" />
          </ListItemIcon>
          Mis Datos Personales
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            onLogout();
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          Salir
        </MenuItem>
      </Menu>
    </>
  );
}
