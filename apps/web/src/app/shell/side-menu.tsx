import { useState } from 'react';
import { Collapse, List, ListItemButton, ListItemIcon, ListItemText, ListSubheader } from '@mui/material';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Link as RouterLink, useLocation } from 'react-router';
import type { TMenuItem } from '@siiicca/shared';
import { MenuIcon } from '../../components/menu-icons';
import { useSessionSync } from '../../lib/session-sync';

type Props = { menus: TMenuItem[]; onNavigate?: () => void };

const isActive = (item: TMenuItem, path: string): boolean =>
  (!!item.ruta && item.ruta === path) || (item.children ?? []).some((c) => isActive(c, path));

/** The user's menus: plain entries link to their route, entries with children fold open. */
export function SideMenu({ menus, onNavigate }: Props) {
  // `menus` come from the stored session, which this keeps as the server has them now: a
  // permission an administrator takes away leaves the menu without waiting for a new sign-in.
  useSessionSync();
  const { pathname } = useLocation();
  return (
    <List
      component="nav"
      aria-label="Menú principal"
      // A div, not the default <li>: the list here is a <nav> of links, and a list item outside a list is invalid.
      subheader={
        <ListSubheader component="div" sx={{ bgcolor: 'transparent', lineHeight: '40px' }}>
          Menú
        </ListSubheader>
      }
      sx={{ px: 1 }}
    >
      {menus.map((item) => (
        <MenuEntry key={item.text} item={item} path={pathname} depth={0} onNavigate={onNavigate} />
      ))}
    </List>
  );
}

function MenuEntry({ item, path, depth, onNavigate }: { item: TMenuItem; path: string; depth: number; onNavigate?: () => void }) {
  const active = isActive(item, path);
  const [open, setOpen] = useState(active || depth > 0);
  // Arriving at a screen (by link, shortcut or address) unfolds its group.
  const [wasActive, setWasActive] = useState(active);
  if (wasActive !== active) {
    setWasActive(active);
    if (active) setOpen(true);
  }
  const indent = { pl: 1.5 + depth * 2 };
  const itemSx = {
    borderRadius: 2,
    mb: 0.25,
    ...indent,
    '&.Mui-selected': { bgcolor: 'primary.main', color: 'primary.contrastText', '& .MuiListItemIcon-root': { color: 'inherit' } },
    '&.Mui-selected:hover': { bgcolor: 'primary.dark' },
    // MUI tints a focused selected item light blue-grey, under white text (1.44:1): it stays dark.
    '&.Mui-selected.Mui-focusVisible': { bgcolor: 'primary.dark' },
  };

  if (item.children?.length) {
    const groupId = `menu-group-${item.text.replace(/\W+/g, '-')}`;
    return (
      <>
        <ListItemButton onClick={() => setOpen((o) => !o)} aria-expanded={open} aria-controls={groupId} sx={{ ...itemSx }}>
          <ListItemIcon sx={{ minWidth: 40, color: active ? 'primary.main' : undefined }}>
            <MenuIcon name={item.icon} />
          </ListItemIcon>
          <ListItemText primary={item.text} slotProps={{ primary: { sx: { fontWeight: active ? 600 : 500 } } }} />
          {open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        </ListItemButton>
        <Collapse in={open} timeout="auto" unmountOnExit={false}>
          <List id={groupId} component="div" disablePadding>
            {item.children.map((child) => (
              <MenuEntry key={child.ruta || child.text} item={child} path={path} depth={depth + 1} onNavigate={onNavigate} />
            ))}
          </List>
        </Collapse>
      </>
    );
  }

  const selected = item.ruta === path;
  return (
    <ListItemButton
      component={RouterLink}
      to={item.ruta}
      selected={selected}
      aria-current={selected ? 'page' : undefined}
      onClick={onNavigate}
      sx={itemSx}
    >
      <ListItemIcon sx={{ minWidth: 40 }}>
        <MenuIcon name={item.icon} fontSize={depth > 0 ? 'small' : 'medium'} />
      </ListItemIcon>
      <ListItemText primary={item.text} slotProps={{ primary: { sx: { fontSize: depth > 0 ? '0.9rem' : undefined } } }} />
    </ListItemButton>
  );
}
