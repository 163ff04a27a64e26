import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { hasZodFastifySchemaValidationErrors, ResponseSerializationError } from 'fastify-type-provider-zod';
import { fieldErrors, HTTP_MSG, MSG } from '@siiicca/shared';
import { AppError } from '../lib/app-error';
import { isOnlyVersionMissing } from '../platform/versions';
import { isDatabaseUnavailable } from '../lib/pg-errors';
import { watchOutage } from './outage-watch';

/** Fastify's own refusals, by code, in the product's words. None of them echoes the request. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: HTTP_MSG.badUrl,
  FST_ERR_MAX_PARAM_LENGTH: HTTP_MSG.urlTooLong,
  FST_ERR_ASYNC_CONSTRAINT: HTTP_MSG.badRequest,
  FST_ERR_CTP_BODY_TOO_LARGE: HTTP_MSG.payloadTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: HTTP_MSG.unsupportedMediaType,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: HTTP_MSG.badRequest,
  FST_ERR_CTP_EMPTY_JSON_BODY: HTTP_MSG.invalidJson,
  FST_ERR_CTP_INVALID_JSON_BODY: HTTP_MSG.invalidJson,
  FST_ERR_CTP_EMPTY_TYPE: HTTP_MSG.unsupportedMediaType,
  FST_ERR_CTP_INVALID_TYPE: HTTP_MSG.unsupportedMediaType,
  FST_ERR_CTP_INVALID_PARSE_TYPE: HTTP_MSG.unsupportedMediaType,
  FST_ERR_CTP_INSTANCE_ALREADY_STARTED: HTTP_MSG.badRequest,
};

const STATUS_MESSAGES: Record<number, string> = {
  400: HTTP_MSG.badRequest,
  404: MSG.notFound,
  405: HTTP_MSG.methodNotAllowed,
  408: MSG.timeout,
  413: HTTP_MSG.payloadTooLarge,
  414: HTTP_MSG.urlTooLong,
  415: HTTP_MSG.unsupportedMediaType,
  429: HTTP_MSG.tooManyRequests,
  431: HTTP_MSG.headersTooLarge,
  503: HTTP_MSG.databaseUnavailable,
};

/** The answer to any error Fastify raised itself (bad URL, body, content type...), or null. */
function frameworkAnswer(error: FastifyError): { status: number; message: string } | null {
  const status = error.statusCode;
  if (!status || status < 400 || status >= 500) return null;
  const message = (error.code && FRAMEWORK_MESSAGES[error.code]) ?? STATUS_MESSAGES[status] ?? MSG.checkErrors;
  return { status, message };
}

/**
 * Errors raised before routing (a malformed URL, a path parameter over `maxParamLength`): Fastify
 * hands them to this option instead of the error handler. Passed to the Fastify constructor.
 */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (error, request, reply) => {
  const answer = frameworkAnswer(error) ?? { status: 400, message: HTTP_MSG.badRequest };
  request.log.info({ code: error.code, statusCode: answer.status }, 'refused before routing');
  void (reply as FastifyReply).status(answer.status).send({ message: answer.message });
};

/**
 * Errors of the HTTP parser, before Fastify sees a request (headers over 16 KB, a URL longer than
 * that, garbage on the socket). Node would answer an English or empty body; this writes ours.
 */
export const clientErrorHandler: NonNullable<FastifyServerOptions['clientErrorHandler']> = (error: Error & { code?: string }, socket: Socket) => {
  if (!socket.writable) return socket.destroy();
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const status = tooLarge ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const reason = tooLarge ? 'Request Header Fields Too Large' : status === 408 ? 'Request Timeout' : 'Bad Request';
  const body = JSON.stringify({ message: STATUS_MESSAGES[status] ?? HTTP_MSG.badRequest });
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
  );
};

/**
 * Every error leaves as `{ message, errors? }` with a Spanish message. A 5xx never carries a stack,
 * SQL or a driver message: those go to the log only (by code, see plugins/logger.ts).
 */
export function registerErrorHandler(app: FastifyInstance, opts: { ping?: () => Promise<void> } = {}) {
  // An outage is logged once, not once per request (outage-watch.ts).
  const outage = watchOutage(app, opts.ping);
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.statusCode === 503 && error.message === HTTP_MSG.databaseUnavailable) outage.failed(request.log, error.cause);
      else if (error.statusCode >= 500) request.log.warn({ statusCode: error.statusCode }, error.message);
      if (error.headers) void reply.headers(error.headers);
      return reply.status(error.statusCode).send({ message: error.message, errors: error.errors });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // The library gives each issue's path as a JSON pointer ('/actors/0/name'), always from the root.
      const issues = error.validation.map((issue) => ({ path: issue.instancePath.split('/').slice(1), message: issue.message }));
      const errors = fieldErrors(issues, MSG.checkErrors);
      // An update otherwise valid that does not say which version it overwrites: 428 (platform/versions.ts).
      if (isOnlyVersionMissing(errors)) return reply.status(428).send({ message: MSG.versionRequired, errors });
      const first = Object.values(errors)[0]?.[0];
      return reply.status(400).send({ message: first ?? MSG.checkErrors, errors });
    }
    if (error instanceof ResponseSerializationError) {
      // A stored row the route's response schema refuses: a broken data contract, the product's
      // fault. The log names the route and the fields (paths only: values may be personal data).
      // Row positions become '*' so a list with many bad rows logs each field once.
      const path = (p: PropertyKey[]) => p.map((k) => (typeof k === 'number' ? '*' : String(k))).join('.') || '_';
      const fields = [...new Set(error.cause.issues.map((issue) => path(issue.path)))].slice(0, 20);
      request.log.error({ route: request.routeOptions.url, method: request.method, fields }, 'response does not match its schema');
      return reply.status(500).send({ message: HTTP_MSG.responseInvalid });
    }
    if (isDatabaseUnavailable(error)) {
      outage.failed(request.log, error);
      return reply.status(503).header('Retry-After', '5').send({ message: HTTP_MSG.databaseUnavailable });
    }
    const answer = frameworkAnswer(error);
    if (answer) {
      // By code only: a parser's message quotes what it refused (a JSON body's text, a URL's part).
      request.log.info({ errorType: error.name, code: error.code, statusCode: answer.status }, 'client error');
      return reply.status(answer.status).send({ message: answer.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: MSG.serverError });
  });
}

/**
 * While the server closes (SIGTERM), requests already running finish; a new request on a kept-alive
 * connection is told to come back, in Spanish, and the connection is closed. Fastify's own 503 is an
 * English body written directly on the socket, so it is switched off (`return503OnClosing: false`).
 * The first request of a connection is served even after the signal: its client connected before the
 * server stopped listening and sent it at once (a proxy's upstream request without keep-alive), and a
 * balancer retries a refused connection, not a 503 to a POST (two-instances.test.ts lost one).
 */
export function registerClosingAnswer(app: FastifyInstance) {
  let closing = false;
  const served = new WeakSet<object>();
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const socket = request.raw.socket as object | undefined;
    const first = !socket || !served.has(socket);
    if (socket) served.add(socket);
    if (!closing || first) return;
    return reply
      .status(503)
      .header('Connection', 'close')
      .header('Retry-After', '5')
      .send({ message: HTTP_MSG.shuttingDown });
  });
}
