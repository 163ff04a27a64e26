import { useState } from 'react';
import { useMediaQuery, useTheme } from '@mui/material';

export const DRAWER_WIDTH = 288;

/**
 * The drawer is persistent and open on desktop, temporary and closed on phones and tablets;
 * crossing the breakpoint resets it to that size's natural state.
 */
export function useDrawerState(hasMenus: boolean) {
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [open, setOpen] = useState(desktop);
  const [openFor, setOpenFor] = useState(desktop);
  if (openFor !== desktop) {
    setOpenFor(desktop);
    setOpen(desktop);
  }
  return {
    desktop,
    open: hasMenus && open,
    toggle: () => setOpen((o) => !o),
    close: () => setOpen(false),
  };
}
