import type { ReactNode } from 'react';
import { Box, Typography, type SxProps, type Theme } from '@mui/material';

/**
 * An icon (hidden from screen readers) beside a heading and its text: the steps of the
 * informative pages and the highlights of the welcome page. The caller lays the two out.
 */
export function IconText({ icon, iconSx, title, text }: { icon: ReactNode; iconSx: SxProps<Theme>; title: string; text: ReactNode }) {
  return (
    <>
      <Box aria-hidden sx={iconSx}>
        {icon}
      </Box>
      <Box>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {text}
        </Typography>
      </Box>
    </>
  );
}
