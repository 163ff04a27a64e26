import { circuitBreaker, ConsecutiveBreaker, ExponentialBackoff, handleWhen, retry, timeout, TimeoutStrategy, wrap } from 'cockatiel';
import type { ConnectorLog } from './academic/log';
import { countsForBreaker, isTransient } from './academic/http/failures';

export type TResilience = {
  /** The connector's name in the log ('crossref', 'orcid'). */
  connector: string;
  log: ConnectorLog;
  timeoutMs: number;
  retries: number;
  retryDelayMs: number;
  retryMaxDelayMs: number;
  breakerThreshold: number;
  halfOpenMs: number;
  /** What the log says when the circuit opens, and when it closes again. */
  opened: string;
  closed: string;
};

/**
 * How an outside service is called (the public ORCID and Crossref connectors, as the academic one
 * does in its transport): every attempt with a timeout, network errors, timeouts and 5xx retried with
 * exponential backoff, all behind one circuit breaker that the failures counted by countsForBreaker open.
 */
export function resilientPolicy(o: TResilience) {
  const breaker = circuitBreaker(handleWhen(countsForBreaker), {
    halfOpenAfter: o.halfOpenMs,
    breaker: new ConsecutiveBreaker(o.breakerThreshold),
  });
  breaker.onBreak(() => o.log.error({ connector: o.connector }, o.opened));
  breaker.onReset(() => o.log.warn({ connector: o.connector }, o.closed));
  const backoff = new ExponentialBackoff({ initialDelay: o.retryDelayMs, maxDelay: Math.max(o.retryDelayMs, o.retryMaxDelayMs) });
  return wrap(retry(handleWhen(isTransient), { maxAttempts: o.retries, backoff }), breaker, timeout(o.timeoutMs, TimeoutStrategy.Aggressive));
}
