import type { FastifyServerOptions } from 'fastify';
import { describeDatabaseError } from '../lib/pg-errors';
import { redactFreeText, redactLogLine, redactParserText, redactRequestUrl, redactText, type TLoggedRequest } from '../lib/log-redaction';

/**
 * Structured JSON logs in which no secret or personal datum appears (lib/log-redaction.ts): a
 * request is logged by its method, its URL with path parameters and query values masked unless they
 * are record ids or plain words, its address and browser; never its headers (authorization,
 * cookies) or body. Every line is checked once more as a whole before it is written: fields named
 * like a password, token, captcha, identification or e-mail, and e-mail addresses and token-shaped
 * text anywhere, are masked.
 */
export const loggerOptions = (level: string): FastifyServerOptions['logger'] => ({
  level,
  hooks: { streamWrite: redactLogLine },
  serializers: {
    err: serializeError as never,
    req: (req) => ({
      method: req.method,
      url: redactRequestUrl(req as unknown as TLoggedRequest),
      ip: req.ip,
      userAgent: req.headers?.['user-agent'],
    }),
  },
});

/**
 * Errors in the log: a database error by its code, constraint and table only (a failed insert must
 * not write its parameters, say a password hash, to the log); others by type, code, message and
 * stack, the message and stack with any e-mail, token or document number masked, and what a parser's
 * message quotes of the input it refused (`"Docente#20"...`) masked whole.
 */
export function serializeError(err: unknown): Record<string, unknown> {
  if (!err || typeof err !== 'object') return { message: redactFreeText(String(err)) };
  const db = describeDatabaseError(err);
  if (db) return db;
  const e = err as { name?: string; message?: string; stack?: string; code?: unknown; statusCode?: unknown };
  const redact = e.name === 'SyntaxError' ? redactParserText : redactFreeText;
  return {
    type: e.name ?? 'Error',
    message: typeof e.message === 'string' ? redact(e.message) : e.message,
    ...(typeof e.code === 'string' ? { code: e.code } : {}),
    ...(typeof e.statusCode === 'number' ? { statusCode: e.statusCode } : {}),
    stack: typeof e.stack === 'string' ? redact(e.stack) : e.stack,
  };
}

/**
 * An error in one line for a person (a failed start, an operator's command): a database error by
 * its message, code and table, never its query's parameters; another with addresses, URL
 * credentials and tokens masked (its process ids and paths kept: the operator needs them).
 */
export function describeFailure(err: unknown): string {
  const db = describeDatabaseError(err);
  if (!db) return redactText(err instanceof Error ? err.message : String(err));
  const where = [db.code, db.table, db.constraint].filter(Boolean).join(', ');
  return `${db.message ?? db.type}${where ? ` (${where})` : ''}`;
}
