import type { FastifyServerOptions } from 'fastify';
import { describeDatabaseError } from '../lib/pg-errors';

/**
 * Parts of a URL masked before they reach the log: the last segment of recovery links (a secret),
 * and the identification number of the people look-ups (personal data).
 */
const SECRET_PATHS = [/^(\/api\/password\/find\/)[^/?]+/, /([?&]identification=)[^&#]*/];
const maskUrl = (url: string) => SECRET_PATHS.reduce((u, re) => u.replace(re, '$1***'), url);

/** Structured JSON logs; no authorization header, password, token or captcha ever reaches them. */
export const loggerOptions = (level: string): FastifyServerOptions['logger'] => ({
  level,
  redact: {
    paths: [
      'req.headers.authorization',
      'req.headers.cookie',
      '*.password',
      '*.passVerifi',
      '*.before',
      '*.password_confirmation',
      '*.token',
      '*.access_token',
      '*.captcha',
    ],
    censor: '[redactado]',
  },
  serializers: {
    err: serializeError as never,
    req: (req) => ({
      method: req.method,
      url: maskUrl(req.url),
      ip: req.ip,
      userAgent: req.headers?.['user-agent'],
    }),
  },
});

/**
 * Errors in the log: a database error by its code, constraint and table only (a failed insert must
 * not write its parameters, say a password hash, to the log); others by type, code, message and stack.
 */
export function serializeError(err: unknown): Record<string, unknown> {
  if (!err || typeof err !== 'object') return { message: String(err) };
  const db = describeDatabaseError(err);
  if (db) return db;
  const e = err as { name?: string; message?: string; stack?: string; code?: unknown; statusCode?: unknown };
  return {
    type: e.name ?? 'Error',
    message: e.message,
    ...(typeof e.code === 'string' ? { code: e.code } : {}),
    ...(typeof e.statusCode === 'number' ? { statusCode: e.statusCode } : {}),
    stack: e.stack,
  };
}
