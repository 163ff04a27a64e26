import { Box, CircularProgress } from '@mui/material';

/** Shown while the code of a screen arrives. */
export function PageLoader() {
  return (
    <Box role="progressbar" aria-label="Cargando" sx={{ display: 'grid', placeItems: 'center', minHeight: '40vh' }}>
      <CircularProgress aria-hidden />
    </Box>
  );
}
