import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HTTP_MSG, MSG } from '@siiicca/shared';
import { AppError, badRequest } from '../lib/app-error';
import { findForbiddenInput } from '../lib/forbidden-input';

/**
 * Refuses forbidden input (see findForbiddenInput) in the path parameters, query and body of every
 * route, before any schema runs: one place, so every present and future route is covered. Answers
 * 400 `{ message, errors: { field: [why] } }`, the shape of a validation error.
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (!takesBody(request)) {
      // A form where a plugin context parses multipart leaves no body to look at: refused by its type.
      if (/^multipart\//i.test(request.headers['content-type'] ?? '')) throw new AppError(415, HTTP_MSG.unsupportedMediaType);
      if (!emptyBody(request)) throw badRequest(HTTP_MSG.bodyNotTaken);
    }
    for (const part of [request.params, request.query, request.body]) {
      const found = findForbiddenInput(part);
      if (found) throw badRequest(MSG.checkErrors, { [found.path]: [found.message] });
    }
  });
}

/** Whether the route reads a body: its schema declares one, or it reads its own (multipart, platform/own-body.ts). */
const takesBody = (request: FastifyRequest) => {
  const schema = request.routeOptions.schema;
  return schema?.body !== undefined || schema?.ownBody !== undefined;
};

/**
 * A route that reads no body takes none: nothing, or (POST and PUT, as the web app's client sends
 * them) an empty JSON object; the API description says so (plugins/openapi/document.ts). Anything
 * else would be data the server silently drops.
 */
export const NO_BODY_METHODS_TAKING_EMPTY_OBJECT = new Set(['POST', 'PUT', 'PATCH']);
function emptyBody(request: FastifyRequest) {
  const body = request.body;
  if (body === undefined || body === '') return true;
  return NO_BODY_METHODS_TAKING_EMPTY_OBJECT.has(request.method) && body !== null && typeof body === 'object' && !Array.isArray(body) && Object.keys(body).length === 0;
}
