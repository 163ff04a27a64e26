import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { describeDatabaseError } from '../lib/pg-errors';
import { redactFreeText, redactLogLine, redactParserText, redactRequestUrl, redactText, type TLoggedRequest } from '../lib/log-redaction';

/**
 * Each request's path parameters as the router found them: the request is logged once answered, and
 * by then validation may have replaced `request.params` (a bulk download's wildcard renamed `ids`,
 * ids parsed), which the URL's masking, written for the router's strings, would not recognise.
 */
const arrivedParams = new WeakMap<object, unknown>();
const loggedRequest = (req: TLoggedRequest): TLoggedRequest => ({ url: req.url, routeOptions: req.routeOptions, params: arrivedParams.get(req) ?? req.params });

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
      url: redactRequestUrl(loggedRequest(req as unknown as TLoggedRequest)),
      ip: req.ip,
      userAgent: req.headers?.['user-agent'],
    }),
  },
});

/**
 * One line per request, written when it is answered ('request completed', or 'request errored' at
 * error level): its id, method, URL, address and browser (the `req` serializer above), its status
 * and its response time. Fastify's default writes two (one on arrival without the answer, one on the
 * answer without the request), and every line costs its serialization, its last check and a write:
 * at `info` that was half of `/api/health`'s throughput (issue 46). The line on arrival is kept at
 * `debug`, for whoever needs to see a request still in flight.
 */
export class RequestLog extends LogController {
  override incomingRequest(request: FastifyRequest) {
    arrivedParams.set(request, request.params);
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

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
