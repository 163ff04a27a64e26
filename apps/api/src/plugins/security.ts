import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { TConfig } from '../config';

/**
 * Security headers, CSP included. Emotion (MUI) writes inline styles; ALTCHA solves in blob workers.
 * HSTS only when the product is published over https (PUBLIC_URL): on the http demo it would be a lie.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Pick<TConfig, 'publicUrl'>) {
  const headers = headersOf(
    helmet({
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
    }),
  );
  // The same headers on every answer: written once here, not worked out again for each request
  // (@fastify/helmet ran helmet's configuration parsing per request, a few per cent of a list page).
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  // API answers carry tokens and personal data: no browser or proxy may keep a copy, unless a route
  // chose its own policy (the static files of the web app are cached on purpose).
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api') && !reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
  });
}

/** The headers a helmet middleware sets (none of them depends on the request), as one object. */
function headersOf(middleware: ReturnType<typeof helmet>): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  middleware({} as never, response as never, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}
