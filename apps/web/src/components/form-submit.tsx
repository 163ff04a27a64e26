import type { ReactNode } from 'react';
import { Alert, Button, CircularProgress } from '@mui/material';

/** The server's refusal of a form, read out to screen readers. */
export function FormFailure({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <Alert severity="error" role="alert">
      {message}
    </Alert>
  );
}

/** The primary button of a session form: a spinner replaces its icon while the request runs. */
export function SubmitButton(p: { pending: boolean; disabled?: boolean; icon: ReactNode; children: ReactNode }) {
  const { pending, icon, children } = p;
  return (
    <Button type="submit" variant="contained" size="large" disabled={pending || p.disabled} startIcon={pending ? <CircularProgress size={18} color="inherit" /> : icon}>
      {children}
    </Button>
  );
}
