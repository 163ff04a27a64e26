import { notifyWarning } from '../../lib/notify';
import type { TRow, TRowAction } from './types';

/**
 * How one row action presents itself: its accessible label (with the reason when it cannot be used
 * now), whether it is greyed, and what a click does (act, or say why not).
 */
export function rowActionView(action: TRowAction, row: TRow, onRefresh: () => void) {
  const reason = action.unavailable?.(row) ?? null;
  return {
    reason,
    label: reason ? `${action.label}: ${reason}` : action.label,
    run: () => (reason ? notifyWarning(reason) : action.onClick(row, onRefresh)),
  };
}
