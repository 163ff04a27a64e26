import type { AlertColor } from '@mui/material/Alert';

/** One message of the snackbar. Durations follow spec section 9 (2 s usual, 1 s cancelled, up to 5 s). */
export type TNotice = { id: number; message: string; severity: AlertColor; duration: number };

type Listener = (notice: TNotice) => void;
const listeners = new Set<Listener>();
let nextId = 1;

/** Shows a snackbar message from anywhere, React or not (the API client uses it). */
export function notify(message: string, severity: AlertColor = 'info', duration = 2000) {
  const notice = { id: nextId++, message, severity, duration };
  listeners.forEach((l) => l(notice));
}

export const notifySuccess = (message: string, duration?: number) => notify(message, 'success', duration);
export const notifyError = (message: string, duration = 3000) => notify(message, 'error', duration);
export const notifyWarning = (message: string, duration?: number) => notify(message, 'warning', duration);

export function subscribeNotices(listener: Listener) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
