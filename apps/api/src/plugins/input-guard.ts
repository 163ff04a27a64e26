import type { FastifyInstance } from 'fastify';
import { MSG } from '@siiicca/shared';
import { badRequest } from '../lib/app-error';
import { findForbiddenInput } from '../lib/forbidden-input';

/**
 * Refuses forbidden input (see findForbiddenInput) in the path parameters, query and body of every
 * route, before any schema runs: one place, so every present and future route is covered. Answers
 * 400 `{ message, errors: { field: [why] } }`, the shape of a validation error.
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const found = findForbiddenInput(part);
      if (found) throw badRequest(MSG.checkErrors, { [found.path]: [found.message] });
    }
  });
}
