import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { createOutageLog } from '../platform/outage-log';

/** How often the database is asked whether it is back, while requests are failing for want of it. */
const RECOVERY_POLL_MS = 500;

/**
 * The requests' outage log (platform/outage-log.ts): the first request that fails for want of the
 * database is logged, the others counted; meanwhile the database is pinged every half second, and
 * the line 'database available again' is written as soon as it answers (with `ping`; without one,
 * the outage is only counted). The poll ends with the outage, or when the app closes.
 */
export function watchOutage(app: FastifyInstance, ping?: () => Promise<void>) {
  const outage = createOutageLog('requests');
  let timer: NodeJS.Timeout | null = null;
  let closed = false;
  app.addHook('onClose', async () => {
    closed = true;
    if (timer) clearTimeout(timer);
  });
  const poll = () => {
    timer = setTimeout(() => {
      ping!().then(
        () => {
          timer = null;
          outage.recovered(app.log);
        },
        () => {
          if (!closed) poll();
        },
      );
    }, RECOVERY_POLL_MS);
    timer.unref();
  };
  return {
    failed(log: FastifyBaseLogger, err?: unknown) {
      outage.failed(log, err);
      if (ping && !timer && !closed) poll();
    },
  };
}
