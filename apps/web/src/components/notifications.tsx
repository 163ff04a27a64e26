import { useEffect, useState } from 'react';
import { Alert, Snackbar } from '@mui/material';
import { subscribeNotices, type TNotice } from '../lib/notify';

/**
 * The snackbar of the whole app. Messages queue; a newer message closes the one on screen early so
 * that the user always reads the latest news. `notify()` from lib/notify feeds it from anywhere.
 */
export function Notifications() {
  const [queue, setQueue] = useState<TNotice[]>([]);
  const [open, setOpen] = useState(false);
  const current = queue[0];

  useEffect(() => subscribeNotices((n) => setQueue((q) => [...q, n])), []);
  useEffect(() => {
    if (current) setOpen(true);
  }, [current]);
  useEffect(() => {
    if (queue.length > 1) setOpen(false);
  }, [queue.length]);

  const close = (_: unknown, reason?: string) => {
    if (reason === 'clickaway') return;
    setOpen(false);
  };

  return (
    <Snackbar
      key={current?.id}
      open={open && !!current}
      autoHideDuration={current?.duration ?? 2000}
      onClose={close}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      slotProps={{ transition: { onExited: () => setQueue((q) => q.slice(1)) } }}
    >
      <Alert
        onClose={close}
        severity={current?.severity ?? 'info'}
        variant="filled"
        sx={{ width: '100%', minWidth: 280, boxShadow: 3 }}
        role={current?.severity === 'error' ? 'alert' : 'status'}
      >
        {current?.message}
      </Alert>
    </Snackbar>
  );
}
