import { EXECUTION_MSG, type TExtensionState, type TProjectState } from '@siiicca/shared';
import { conflict, type AppError } from '../../../lib/app-error';

/** The states in which the office decides a pending extension (a suspended project's too: its end still counts). */
export const DECIDABLE_STATES: readonly TProjectState[] = ['En ejecución', 'Suspendido'];

/**
 * Why the owner may not ask for an extension now, or null when they may: only 'En ejecución', one
 * pending at a time, and fewer approved than the call allows (409 with the reason).
 */
export function extensionRefusal(state: TProjectState, extensions: readonly { state: TExtensionState }[], allowed: number): AppError | null {
  if (state !== 'En ejecución') return conflict(EXECUTION_MSG.moveRefused(state));
  if (extensions.some((x) => x.state === 'Pendiente')) return conflict(EXECUTION_MSG.extensionPending);
  if (allowed === 0) return conflict(EXECUTION_MSG.extensionNotAllowed);
  if (extensions.filter((x) => x.state === 'Aprobada').length >= allowed) return conflict(EXECUTION_MSG.extensionLimit(allowed));
  return null;
}
