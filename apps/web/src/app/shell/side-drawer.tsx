import { Box, Drawer, Toolbar } from '@mui/material';
import type { TMenuItem } from '@siiicca/shared';
import { DRAWER_WIDTH } from './layout-state';
import { SideMenu } from './side-menu';

type Props = { menus: TMenuItem[]; open: boolean; desktop: boolean; onClose: () => void };

/** Persistent beside the content on desktop; a temporary overlay that closes on navigation on phones. */
export function SideDrawer({ menus, open, desktop, onClose }: Props) {
  const content = (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Toolbar />
      <Box sx={{ flex: 1, overflowY: 'auto', py: 1 }}>
        <SideMenu menus={menus} onNavigate={desktop ? undefined : onClose} />
      </Box>
    </Box>
  );
  const paperSx = { width: DRAWER_WIDTH, boxSizing: 'border-box' as const, borderRight: 1, borderColor: 'divider' };

  if (desktop) {
    return (
      <Drawer
        variant="persistent"
        anchor="left"
        open={open}
        sx={{ width: DRAWER_WIDTH, flexShrink: 0, '& .MuiDrawer-paper': paperSx }}
        slotProps={{ paper: { component: 'aside', 'aria-label': 'Menú lateral' } as object }}
      >
        {content}
      </Drawer>
    );
  }
  return (
    <Drawer
      variant="temporary"
      anchor="left"
      open={open}
      onClose={onClose}
      ModalProps={{ keepMounted: true }}
      sx={{ '& .MuiDrawer-paper': paperSx }}
      slotProps={{ paper: { 'aria-label': 'Menú lateral' } as object }}
    >
      {content}
    </Drawer>
  );
}
