import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Alert, Snackbar } from '@mui/material';
import { subscribeNotices, type TNotice } from '../lib/notify';

/**
 * The snackbar of the whole app. Messages queue; a newer message closes the one on screen early so
 * that the user always reads the latest news; a repeat of a message on screen or waiting is dropped.
 * `notify()` from lib/notify feeds it from anywhere.
 *
 * One message is `current` from the moment it opens until its exit transition ends; only then does
 * the next one mount, always with `open` true. (Mounting a message already closed would never run
 * an exit transition and would stall the queue.)
 */
export function Notifications() {
  const [queue, setQueue] = useState<TNotice[]>([]);
  const [current, setCurrent] = useState<TNotice | undefined>(undefined);
  const [open, setOpen] = useState(false);

  // The message on screen, while it is on screen (not while it leaves).
  const showing = useRef<TNotice | undefined>(undefined);
  useLayoutEffect(() => {
    showing.current = open ? current : undefined;
  });

  // One event, one message: a message equal to one already waiting is not queued again (a double
  // click on a failing export, parallel calls refused with the same 403), and a repeat of the message
  // on screen keeps it there for its whole time again, so the second action is answered too.
  const [renewals, setRenewals] = useState(0);
  useEffect(
    () =>
      subscribeNotices((n) => {
        const same = (o: TNotice | undefined) => !!o && o.message === n.message && o.severity === n.severity;
        if (same(showing.current)) setRenewals((r) => r + 1);
        else setQueue((q) => (q.some(same) ? q : [...q, n]));
      }),
    [],
  );
  // The queue moves as it renders: the next message mounts once none is current, and a message on
  // screen closes early when another waits.
  if (queue.length > 0) {
    if (!current) {
      setCurrent(queue[0]);
      setQueue((q) => q.slice(1));
      setOpen(true);
    } else if (open) {
      setOpen(false);
    }
  }

  const close = (_: unknown, reason?: string) => {
    if (reason === 'clickaway') return;
    setOpen(false);
  };

  return (
    <Snackbar
      key={current?.id}
      open={open && !!current}
      // MUI restarts its timer when the duration changes: a renewal moves it by a millisecond.
      autoHideDuration={(current?.duration ?? 2000) + (renewals % 2)}
      onClose={close}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      slotProps={{ transition: { onExited: () => setCurrent(undefined) } }}
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
