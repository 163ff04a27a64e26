import { circuitBreaker, ConsecutiveBreaker, ExponentialBackoff, handleWhen, retry, timeout, TimeoutStrategy, wrap } from 'cockatiel';
import type { ConnectorLog } from './academic/log';
import { countsForBreaker, isTransient, MalformedAnswer, TransientFailure } from './academic/http/failures';

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

/** An answer's body as text, refused (MalformedAnswer) past maxBytes; a cut connection is a transient failure. */
export async function readCapped(res: Response, maxBytes: number): Promise<string> {
  if (!res.body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      size += chunk.byteLength;
      if (size > maxBytes) throw new MalformedAnswer(200);
      chunks.push(chunk);
    }
  } catch (err) {
    throw err instanceof MalformedAnswer ? err : new TransientFailure('network');
  }
  return Buffer.concat(chunks).toString('utf8');
}
