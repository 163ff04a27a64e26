import { useEffect, useState } from 'react';
import { MSG } from '@siiicca/shared';
import { endSession } from '../../../lib/end-session';
import { notifySuccess } from '../../../lib/notify';
import { nowSeconds, secondsLeft, type TSession } from '../../../lib/session';
import { sessionStore } from '../../../lib/session-store';
import { logout } from '../api/logout';
import { refreshSession } from '../api/refresh';
import { msUntilExpiring, secondsToDecide, sessionPhase } from '../lib/session-phase';
import { SessionExpiryDialog } from './session-expiry-dialog';

/**
 * Watches the token's expiry: sleeps until the extension window, then ticks each second, asks the
 * user, refreshes or ends the session (spec sections 4 and 8). Time is read from the clock on every
 * tick, so a throttled background tab still decides correctly when it wakes up.
 */
export function SessionExpiryWatcher({ session }: { session: TSession }) {
  const [now, setNow] = useState(nowSeconds);
  const [extending, setExtending] = useState(false);
  const left = secondsLeft(session, now);
  const phase = sessionPhase(left);
  const expire = session.token.expire;

  useEffect(() => {
    let interval: ReturnType<typeof setInterval> | undefined;
    const tick = () => setNow(nowSeconds());
    const timeout = setTimeout(() => {
      tick();
      interval = setInterval(tick, 1000);
    }, msUntilExpiring(expire - nowSeconds()));
    return () => {
      clearTimeout(timeout);
      if (interval) clearInterval(interval);
    };
  }, [expire]);

  useEffect(() => {
    if (phase === 'over' && !extending) endSession(MSG.sessionOver, 'warning');
  }, [phase, extending]);

  const extend = async () => {
    setExtending(true);
    try {
      const { session: next, message } = await refreshSession();
      sessionStore.set(next);
      notifySuccess(message);
    } catch {
      endSession(MSG.refreshFailed, 'error');
    } finally {
      setExtending(false);
    }
  };

  return (
    <SessionExpiryDialog
      open={phase === 'expiring' || (phase === 'over' && extending)}
      seconds={secondsToDecide(left)}
      busy={extending}
      onExtend={() => void extend()}
      onLogout={() => void logout()}
    />
  );
}
