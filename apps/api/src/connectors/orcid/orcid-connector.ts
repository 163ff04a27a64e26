import type { z } from 'zod';
import { ORCID_IMPORT_MSG, WORK_LIMITS } from '@siiicca/shared';
import { AppError } from '../../lib/app-error';
import { jsonLineLog, type ConnectorLog } from '../academic/log';
import { describeFailure, MalformedAnswer, TransientFailure, UnexpectedStatus } from '../academic/http/failures';
import { readCapped, resilientPolicy } from '../resilient-policy';
import { toWork, ZOrcidWorkAnswer, ZOrcidWorksAnswer, type OrcidWork } from './contract';
import type { TOrcidEnv } from './env';

export type OrcidConnector = {
  /**
   * Every public work of a record: the works summary, then each work (the preferred summary of each
   * group) read in full. All or nothing: any failure throws AppError (404 unknown iD, 503 busy or
   * unavailable, 400 too many works) and nothing is returned.
   */
  works(orcid: string): Promise<OrcidWork[]>;
};

/** A record's works summary of 500 works is well under a megabyte; one work a few kilobytes. */
const MAX_BODY_BYTES = 8 * 1024 * 1024;

/**
 * ORCID's public API, as the academic connector calls its system: every attempt with a timeout,
 * network errors, timeouts and 5xx retried with exponential backoff, all behind one circuit breaker.
 * 404 (and 409/410, a deprecated or deactivated record) is an unknown iD; 429 ORCID's rate limit (not
 * retried: it asks to slow down); anything else answers 503 with the Spanish 'unavailable' message,
 * logged by kind only.
 */
export function createOrcidConnector(env: TOrcidEnv & { LOG_LEVEL?: string }, options: { log?: ConnectorLog } = {}): OrcidConnector {
  const log = options.log ?? jsonLineLog(env.LOG_LEVEL ?? 'info');
  const base = env.ORCID_API_URL.replace(/\/+$/, '');
  const policy = resilientPolicy({
    connector: 'orcid',
    log,
    timeoutMs: env.ORCID_TIMEOUT_MS,
    retries: env.ORCID_RETRIES,
    retryDelayMs: env.ORCID_RETRY_DELAY_MS,
    retryMaxDelayMs: env.ORCID_RETRY_MAX_DELAY_MS,
    breakerThreshold: env.ORCID_BREAKER_THRESHOLD,
    halfOpenMs: env.ORCID_BREAKER_HALF_OPEN_MS,
    opened: 'ORCID circuit opened: imports answer 503 until it recovers',
    closed: 'ORCID circuit closed: it answers again',
  });

  async function attempt<S extends z.ZodType>(path: string, schema: S, signal: AbortSignal): Promise<z.output<S>> {
    let res: Response;
    try {
      res = await fetch(base + path, {
        headers: { accept: 'application/vnd.orcid+json', 'user-agent': 'SIIICCA/1.0 (research management)' },
        signal,
        redirect: 'follow',
      });
    } catch (err) {
      const cause = (err as { cause?: { code?: unknown } }).cause;
      throw new TransientFailure('network', undefined, typeof cause?.code === 'string' ? cause.code : undefined);
    }
    if (res.status !== 200) {
      await res.body?.cancel().catch(() => {});
      if (res.status === 404 || res.status === 409 || res.status === 410) throw new AppError(404, ORCID_IMPORT_MSG.notFound);
      if (res.status === 429) throw new AppError(503, ORCID_IMPORT_MSG.busy);
      throw res.status >= 500 ? new TransientFailure('status', res.status) : new UnexpectedStatus(res.status);
    }
    const body = await readCapped(res, MAX_BODY_BYTES);
    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch {
      throw new MalformedAnswer(200);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new MalformedAnswer(200);
    return parsed.data;
  }

  async function read<S extends z.ZodType>(operation: string, path: string, schema: S): Promise<z.output<S>> {
    try {
      return await policy.execute(({ signal }) => attempt(path, schema, signal));
    } catch (err) {
      if (err instanceof AppError) throw err;
      log.warn({ connector: 'orcid', operation, ...describeFailure(err) }, 'ORCID unavailable');
      throw new AppError(503, ORCID_IMPORT_MSG.unavailable);
    }
  }

  return {
    async works(orcid) {
      const summary = await read('works', `/${orcid}/works`, ZOrcidWorksAnswer);
      const putCodes = (summary.group ?? []).flatMap((g) => (g['work-summary'][0] ? [g['work-summary'][0]['put-code']] : []));
      if (putCodes.length > WORK_LIMITS.importMax) throw new AppError(400, ORCID_IMPORT_MSG.tooMany);
      // A few workers read the works; the first failure stops them and is the import's answer.
      const works: (OrcidWork | null)[] = new Array<OrcidWork | null>(putCodes.length).fill(null);
      let next = 0;
      let failure: unknown = null;
      const worker = async () => {
        while (failure === null && next < putCodes.length) {
          const i = next++;
          try {
            works[i] = toWork(await read('work', `/${orcid}/work/${putCodes[i]}`, ZOrcidWorkAnswer));
          } catch (err) {
            // A work the summary listed and ORCID no longer finds (removed meanwhile): try again later, not 'unknown iD'.
            failure ??= err instanceof AppError && err.statusCode === 404 ? new AppError(503, ORCID_IMPORT_MSG.unavailable) : err;
          }
        }
      };
      await Promise.all(Array.from({ length: Math.min(env.ORCID_CONCURRENCY, putCodes.length) }, worker));
      if (failure !== null) throw failure as Error;
      return works.filter((w): w is OrcidWork => w !== null);
    },
  };
}
