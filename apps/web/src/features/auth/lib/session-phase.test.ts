import { SESSION } from '@siiicca/shared';
import { describe, expect, it } from 'vitest';
import { msUntilExpiring, secondsToDecide, sessionPhase } from './session-phase';

// Spec section 4: the extension dialog opens about 70 s before expiry; the session ends when 1 s
// or less remains, counted with a 5 s margin for clocks and the network.
describe('the session as the user lives it', () => {
  it('is active until the extension dialog is due', () => {
    expect(sessionPhase(3600)).toBe('active');
    expect(sessionPhase(SESSION.refreshBeforeSeconds + 1)).toBe('active');
  });

  it('is expiring from 70 s before the end: the dialog asks whether to continue', () => {
    expect(sessionPhase(70)).toBe('expiring');
    expect(sessionPhase(7)).toBe('expiring');
  });

  it('is over once 6 s or less remain (1 s plus the 5 s margin), and when already expired', () => {
    expect(sessionPhase(6)).toBe('over');
    expect(sessionPhase(0)).toBe('over');
    expect(sessionPhase(-30)).toBe('over');
  });

  it('gives the dialog the seconds left after the margin, never a negative count', () => {
    expect(secondsToDecide(70)).toBe(65);
    expect(secondsToDecide(3)).toBe(0);
  });

  it('opens the dialog when it is due, at once if already due, and within what a timer can wait', () => {
    expect(msUntilExpiring(100)).toBe(30_000);
    expect(msUntilExpiring(70)).toBe(0);
    expect(msUntilExpiring(10)).toBe(0);
    // A 30-day session: setTimeout would fire at once past 2^31 - 1 ms, so the wait is capped.
    expect(msUntilExpiring(30 * 24 * 3600)).toBe(2_147_000_000);
  });
});
