import {
  circuitBreaker,
  ConsecutiveBreaker,
  ExponentialBackoff,
  handleWhen,
  retry,
  timeout,
  TimeoutStrategy,
  wrap,
  type IPolicy,
} from 'cockatiel';
import type { z } from 'zod';
import { AppError } from '../../../lib/app-error';
import { academicUnavailable } from '../errors';
import { countsForBreaker, describeFailure, isTransient, MalformedAnswer, TransientFailure, UnexpectedStatus } from './failures';
import type { ConnectorLog } from '../log';

export type TransportOptions = {
  baseUrl: string;
  /** The Authorization header value, or null when the system needs none (a private network). */
  authorization: string | null;
  timeoutMs: number;
  retries: number;
  retryDelayMs: number;
  retryMaxDelayMs: number;
  breakerThreshold: number;
  halfOpenMs: number;
  log: ConnectorLog;
};

/** How each status the contract gives for a call becomes its result; `json` parses the body on demand. */
export type Answers<T> = Partial<Record<number, (json: () => unknown) => T>>;
export type Call<T> = { operation: string; method: 'GET' | 'POST'; path: string; body?: unknown; answers: Answers<T> };

/** A body larger than this is not an answer of the contract (the subjects list is the largest). */
const MAX_BODY_BYTES = 32 * 1024 * 1024;

/** Parses the body with `schema`; anything else is a malformed answer. */
export const parsed =
  <S extends z.ZodType, T>(schema: S, map: (value: z.output<S>) => T) =>
  (json: () => unknown): T => {
    const result = schema.safeParse(json());
    if (!result.success) throw new MalformedAnswer(200);
    return map(result.data);
  };

/**
 * Calls to the academic system through one circuit breaker: every attempt has a timeout; reads and
 * sign-ins are retried with exponential backoff on network errors, timeouts and 5xx; password
 * changes are not (see the docs). Any failure answers 503 (academicUnavailable) and is logged by kind.
 */
export function createTransport(o: TransportOptions) {
  const breaker = circuitBreaker(handleWhen(countsForBreaker), {
    halfOpenAfter: o.halfOpenMs,
    breaker: new ConsecutiveBreaker(o.breakerThreshold),
  });
  breaker.onBreak(() => o.log.error({ connector: 'http' }, 'academic system circuit opened: calls answer 503 until it recovers'));
  breaker.onReset(() => o.log.warn({ connector: 'http' }, 'academic system circuit closed: the system answers again'));
  const attemptTimeout = timeout(o.timeoutMs, TimeoutStrategy.Aggressive);
  const backoff = new ExponentialBackoff({ initialDelay: o.retryDelayMs, maxDelay: Math.max(o.retryDelayMs, o.retryMaxDelayMs) });
  const retried = wrap(retry(handleWhen(isTransient), { maxAttempts: o.retries, backoff }), breaker, attemptTimeout);
  const once = wrap(breaker, attemptTimeout);
  const base = o.baseUrl.replace(/\/+$/, '');

  async function attempt<T>(call: Call<T>, signal: AbortSignal): Promise<T> {
    const headers: Record<string, string> = { accept: 'application/json', 'user-agent': 'SIIICCA academic connector' };
    if (o.authorization) headers.authorization = o.authorization;
    if (call.body !== undefined) headers['content-type'] = 'application/json';
    let res: Response;
    try {
      // No redirects: following one could carry the credential somewhere the settings do not name.
      res = await fetch(base + call.path, {
        method: call.method,
        headers,
        body: call.body === undefined ? undefined : JSON.stringify(call.body),
        signal,
        redirect: 'error',
      });
    } catch (err) {
      const cause = (err as { cause?: { code?: unknown } }).cause;
      throw new TransientFailure('network', undefined, typeof cause?.code === 'string' ? cause.code : undefined);
    }
    const answer = call.answers[res.status];
    if (!answer) {
      await res.body?.cancel().catch(() => {});
      throw res.status >= 500 ? new TransientFailure('status', res.status) : new UnexpectedStatus(res.status);
    }
    const body = await readCapped(res).catch((err: unknown) => {
      throw err instanceof MalformedAnswer ? err : new TransientFailure('network');
    });
    const json = () => {
      try {
        return JSON.parse(body) as unknown;
      } catch {
        throw new MalformedAnswer(res.status);
      }
    };
    try {
      return answer(json);
    } catch (err) {
      throw err instanceof AppError ? err : new MalformedAnswer(res.status);
    }
  }

  async function request<T>(call: Call<T>, opts: { retry: boolean } = { retry: true }): Promise<T> {
    const policy: IPolicy = opts.retry ? retried : once;
    try {
      return await policy.execute(({ signal }) => attempt(call, signal));
    } catch (err) {
      if (err instanceof AppError) throw err;
      o.log.warn({ connector: 'http', operation: call.operation, ...describeFailure(err) }, 'academic system unavailable');
      throw academicUnavailable();
    }
  }

  return { request };
}

async function readCapped(res: Response): Promise<string> {
  if (!res.body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  // Node's web streams are async iterable (the DOM typings, which the browser tests compile with, do not say so).
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size > MAX_BODY_BYTES) throw new MalformedAnswer(res.status);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}
