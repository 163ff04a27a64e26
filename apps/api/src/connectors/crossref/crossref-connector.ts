import { DOI_MSG } from '@siiicca/shared';
import { AppError } from '../../lib/app-error';
import { jsonLineLog, type ConnectorLog } from '../academic/log';
import { describeFailure, MalformedAnswer, TransientFailure, UnexpectedStatus } from '../academic/http/failures';
import { readCapped, resilientPolicy } from '../resilient-policy';
import { toWork, ZCrossrefWorkAnswer, type CrossrefWork } from './contract';
import type { TCrossrefEnv } from './env';

export type CrossrefConnector = {
  /** The work Crossref registers under `doi` (bare, lower case); AppError 404 / 503 with a Spanish message otherwise. */
  work(doi: string): Promise<CrossrefWork>;
};

/** A work's JSON is a few kilobytes; anything this large is not one. */
const MAX_BODY_BYTES = 2 * 1024 * 1024;

/**
 * Crossref's REST API, as the academic connector calls its system: every attempt with a timeout,
 * network errors, timeouts and 5xx retried with exponential backoff, all behind one circuit breaker.
 * 404 is an unknown DOI, 429 Crossref's rate limit (not retried: it asks to slow down); anything
 * else answers 503 with the Spanish 'unavailable' message, logged by kind only.
 */
export function createCrossrefConnector(env: TCrossrefEnv & { LOG_LEVEL?: string }, options: { log?: ConnectorLog } = {}): CrossrefConnector {
  const log = options.log ?? jsonLineLog(env.LOG_LEVEL ?? 'info');
  const base = env.CROSSREF_API_URL.replace(/\/+$/, '');
  const userAgent = `SIIICCA/1.0 (research management${env.CROSSREF_MAILTO ? `; mailto:${env.CROSSREF_MAILTO}` : ''})`;
  const policy = resilientPolicy({
    connector: 'crossref',
    log,
    timeoutMs: env.CROSSREF_TIMEOUT_MS,
    retries: env.CROSSREF_RETRIES,
    retryDelayMs: env.CROSSREF_RETRY_DELAY_MS,
    retryMaxDelayMs: env.CROSSREF_RETRY_MAX_DELAY_MS,
    breakerThreshold: env.CROSSREF_BREAKER_THRESHOLD,
    halfOpenMs: env.CROSSREF_BREAKER_HALF_OPEN_MS,
    opened: 'Crossref circuit opened: DOI look-ups answer 503 until it recovers',
    closed: 'Crossref circuit closed: it answers again',
  });

  async function attempt(doi: string, signal: AbortSignal): Promise<CrossrefWork> {
    let res: Response;
    try {
      // The DOI's slash stays (Crossref's paths are /works/10.xxxx/suffix); the rest is encoded.
      res = await fetch(`${base}/works/${encodeURIComponent(doi).replace(/%2F/gi, '/')}`, {
        headers: { accept: 'application/json', 'user-agent': userAgent },
        signal,
        redirect: 'follow',
      });
    } catch (err) {
      const cause = (err as { cause?: { code?: unknown } }).cause;
      throw new TransientFailure('network', undefined, typeof cause?.code === 'string' ? cause.code : undefined);
    }
    if (res.status !== 200) {
      await res.body?.cancel().catch(() => {});
      if (res.status === 404) throw new AppError(404, DOI_MSG.notFound);
      if (res.status === 429) throw new AppError(503, DOI_MSG.busy);
      throw res.status >= 500 ? new TransientFailure('status', res.status) : new UnexpectedStatus(res.status);
    }
    const body = await readCapped(res, MAX_BODY_BYTES);
    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch {
      throw new MalformedAnswer(200);
    }
    const parsed = ZCrossrefWorkAnswer.safeParse(json);
    if (!parsed.success) throw new MalformedAnswer(200);
    return toWork(parsed.data);
  }

  return {
    async work(doi) {
      try {
        return await policy.execute(({ signal }) => attempt(doi, signal));
      } catch (err) {
        if (err instanceof AppError) throw err;
        log.warn({ connector: 'crossref', operation: 'work', ...describeFailure(err) }, 'Crossref unavailable');
        throw new AppError(503, DOI_MSG.unavailable);
      }
    },
  };
}
