import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import type { TConfig } from '../config';

/**
 * Security headers, CSP included. Emotion (MUI) writes inline styles; ALTCHA solves in blob workers.
 * HSTS only when the product is published over https (PUBLIC_URL): on the http demo it would be a lie.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Pick<TConfig, 'publicUrl'>) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: config.publicUrl.startsWith('https://') ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  // API answers carry tokens and personal data: no browser or proxy may keep a copy, unless a route
  // chose its own policy (the static files of the web app are cached on purpose).
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api') && !reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
  });
}
