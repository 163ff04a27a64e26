import type { FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MSG } from '@siiicca/shared';
import { AppError } from '../lib/app-error';

/**
 * Every error leaves as `{ message, errors? }` with a Spanish message. A 5xx never carries a stack,
 * SQL or a driver message: those go to the log only.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({ message: error.message, errors: error.errors });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
        (errors[field] ??= []).push(issue.message ?? MSG.checkErrors);
      }
      const first = Object.values(errors)[0]?.[0];
      return reply.status(400).send({ message: first ?? MSG.checkErrors, errors });
    }
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status === 413) return reply.status(413).send({ message: 'El archivo o la solicitud supera el tamaño permitido' });
    if (status === 415) return reply.status(415).send({ message: 'Tipo de contenido no soportado' });
    if (status === 429) return reply.status(429).send({ message: MSG.tooManyAttempts });
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'client error');
      return reply.status(status).send({ message: status === 404 ? MSG.notFound : MSG.checkErrors });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: MSG.serverError });
  });
}
