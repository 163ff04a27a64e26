import { EXECUTION_MSG } from '@siiicca/shared';
import { failureMessage, isApiError } from '../../../lib/api-error';
import { notifyError, notifySuccess } from '../../../lib/notify';
import type { TExecutionSaved } from '../api/execution-write';

type TOptions = {
  /** The action's own failure ('No se pudo registrar el inicio del proyecto'), for a failure the server does not word. */
  failed: string;
  /** Puts a refusal's field errors on the form's fields (placeServerErrors). */
  placeErrors?: (errors: Record<string, string[]> | undefined) => void;
  /** After the server's success message: the dialog closes. */
  onDone: () => void;
};

/**
 * Runs a write of the execution view and says how it went: the server's message on success; on a
 * 409 the stale message (the view is read again by the mutation and the dialog stays, with what was
 * typed); on another refusal its field errors on the fields and its message; else the action's failure.
 */
export async function runExecutionWrite(write: () => Promise<TExecutionSaved>, { failed, placeErrors, onDone }: TOptions) {
  try {
    const saved = await write();
    notifySuccess(saved.message);
    onDone();
  } catch (err) {
    if (isApiError(err) && err.status === 409) return notifyError(EXECUTION_MSG.stale, 5000);
    if (isApiError(err)) placeErrors?.(err.errors);
    const message = failureMessage(err, failed);
    if (message) notifyError(message, 5000);
  }
}
