import { SESSION } from '@siiicca/shared';

export type TSessionPhase = 'active' | 'expiring' | 'over';

/**
 * Spec section 4: the extension dialog opens about 70 s before expiry; the session is over when
 * 1 s or less remains once a 5 s safety margin is taken off (clocks and the network are not exact).
 */
export function sessionPhase(secondsLeft: number): TSessionPhase {
  if (secondsLeft - SESSION.marginSeconds <= SESSION.endAtSeconds) return 'over';
  if (secondsLeft <= SESSION.refreshBeforeSeconds) return 'expiring';
  return 'active';
}

/** The seconds the user still has to decide, as shown in the dialog. */
export const secondsToDecide = (secondsLeft: number) => Math.max(0, secondsLeft - SESSION.marginSeconds);

/** Milliseconds until the dialog must open (setTimeout cannot wait longer than about 24.8 days). */
export const msUntilExpiring = (secondsLeft: number) =>
  Math.min(Math.max(0, (secondsLeft - SESSION.refreshBeforeSeconds) * 1000), 2_147_000_000);
