import { Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, LinearProgress } from '@mui/material';
import TimerIcon from '@mui/icons-material/Timer';
import { SESSION } from '@siiicca/shared';

type Props = { open: boolean; seconds: number; busy: boolean; onExtend: () => void; onLogout: () => void };

/** Asks to extend the session while the remaining seconds count down. */
export function SessionExpiryDialog({ open, seconds, busy, onExtend, onLogout }: Props) {
  const total = SESSION.refreshBeforeSeconds - SESSION.marginSeconds;
  return (
    <Dialog open={open} maxWidth="xs" fullWidth aria-labelledby="session-expiry-title" aria-describedby="session-expiry-text">
      <DialogTitle id="session-expiry-title" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <TimerIcon color="warning" aria-hidden />
        Su sesión está por finalizar
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="session-expiry-text">
          Por seguridad, su sesión finalizará en{' '}
          {/* A deep orange that still reads as a warning at 4.5:1 on white (warning.dark is 3.8:1, WCAG 1.4.3). */}
          <Box component="strong" data-testid="session-seconds" sx={{ color: '#bf360c' }}>
            {seconds}
          </Box>{' '}
          segundos. ¿Desea extender la sesión para continuar trabajando?
        </DialogContentText>
        <LinearProgress
          variant="determinate"
          color="warning"
          value={Math.min(100, (seconds / total) * 100)}
          sx={{ mt: 2, height: 8, borderRadius: 4 }}
          aria-hidden
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onLogout} color="inherit" disabled={busy}>
          Salir
        </Button>
        <Button
          onClick={onExtend}
          variant="contained"
          disabled={busy}
          autoFocus
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          Extender Sesión
        </Button>
      </DialogActions>
    </Dialog>
  );
}
