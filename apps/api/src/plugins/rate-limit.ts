import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { HTTP_MSG } from '@siiicca/shared';
import type { Db } from '../db/client';
import { AppError } from '../lib/app-error';
import { databaseRateLimitStore } from '../platform/rate-limit-store';

/**
 * @fastify/rate-limit with its counters in the database (platform/rate-limit-store.ts), so limits hold
 * across every API process on one PostgreSQL. No global limit: each public route that needs one
 * declares it with `requestLimit` (or `app.createRateLimit` for counting failures only).
 */
export async function registerRateLimit(app: FastifyInstance, db: Db) {
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(db),
    errorResponseBuilder: (_request, context) =>
      new AppError(context.statusCode, HTTP_MSG.tooManyRequests, undefined, { 'Retry-After': String(Math.ceil(context.ttl / 1000)) }),
  });
}

type RequestLimit = {
  /** Namespace of the counters, e.g. 'recovery:lookup'. */
  name: string;
  max: number;
  windowMs: number;
  /** Whose requests count together: the client address by default, or e.g. 'all' for a global ceiling. */
  key?: (request: FastifyRequest) => string;
  message: string | ((seconds: number) => string);
};

/** A check that counts the request and answers 429 (Spanish message, Retry-After) past the maximum. */
export function requestLimit(app: FastifyInstance, opts: RequestLimit) {
  const key = opts.key ?? ((request: FastifyRequest) => request.ip);
  const check = app.createRateLimit({
    max: opts.max,
    timeWindow: opts.windowMs,
    keyGenerator: (request) => `${opts.name}:${key(request)}`,
  });
  return async (request: FastifyRequest) => {
    const state = await check(request);
    if (state.isAllowed || !state.isExceeded) return;
    const seconds = Math.max(1, state.ttlInSeconds);
    const message = typeof opts.message === 'function' ? opts.message(seconds) : opts.message;
    throw new AppError(429, message, undefined, { 'Retry-After': String(seconds) });
  };
}
