import { useId, type ReactNode } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';

type Props = {
  title: string;
  /** Beside the title: the record's id and state, the draft's autosave status. */
  subtitle?: ReactNode;
  /** Closing asks first when something changed (the caller's discard guard). */
  onRequestClose: () => void;
  /** Under the bar: an upload's progress. */
  progress?: ReactNode;
  /** The record could not be loaded: this message instead of the body. */
  loadError?: string | null;
  /** Still loading: a spinner with this accessible name instead of the body. */
  loading?: string | null;
  /** The bottom bar's buttons. */
  actions: ReactNode;
  children: ReactNode;
};

/**
 * The frame of a full-screen record form (the strategy wizard, the project form): a bar with the
 * close button and the title, the body (load error, spinner or the steps) and the bottom buttons.
 */
export function FullScreenForm({ title, subtitle, onRequestClose, progress, loadError, loading, actions, children }: Props) {
  const titleId = useId();
  return (
    <Dialog fullScreen open onClose={onRequestClose} aria-labelledby={titleId}>
      <AppBar position="static" color="primary" elevation={0}>
        <Toolbar sx={{ gap: 1 }}>
          <IconButton edge="start" color="inherit" onClick={onRequestClose} aria-label="Cerrar">
            <CloseIcon />
          </IconButton>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 2, flex: 1, minWidth: 0 }}>
            <Typography id={titleId} variant="h6" component="h2">
              {title}
            </Typography>
            {subtitle}
          </Box>
        </Toolbar>
      </AppBar>
      {progress}
      <DialogContent sx={{ px: { xs: 1, sm: 3 } }}>
        <Box sx={{ maxWidth: 960, mx: 'auto' }}>
          {loadError ? (
            <Typography color="error" sx={{ p: 3 }}>
              {loadError}
            </Typography>
          ) : loading ? (
            <Box sx={{ display: 'flex', justifyContent: 'center', p: 6 }}>
              <CircularProgress aria-label={loading} />
            </Box>
          ) : (
            children
          )}
        </Box>
      </DialogContent>
      <DialogActions sx={{ borderTop: 1, borderColor: 'divider', px: { xs: 2, sm: 3 } }}>{actions}</DialogActions>
    </Dialog>
  );
}
