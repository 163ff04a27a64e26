import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { MSG } from '@siiicca/shared';

const defaultDist = fileURLToPath(new URL('../../../web/dist', import.meta.url));

/**
 * Serves the built web app, and owns the one not-found handler: an unknown API path answers the
 * error shape; any other GET answers index.html (client-side routing), when the app is built.
 */
export async function registerSpa(app: FastifyInstance, dist = defaultDist) {
  const root = path.resolve(dist);
  const index = path.join(root, 'index.html');
  let html: Buffer | null = null;
  if (fs.existsSync(index)) {
    await app.register(fastifyStatic, { root, wildcard: false, index: false, maxAge: '1h' });
    html = fs.readFileSync(index);
  } else {
    app.log.warn({ root }, 'web app not built: run `npm run build` to serve the user interface');
  }
  app.setNotFoundHandler((request, reply) => {
    if (!html || request.method !== 'GET' || request.url.startsWith('/api')) {
      return reply.status(404).send({ message: MSG.notFound });
    }
    return reply.type('text/html').header('Cache-Control', 'no-cache').send(html);
  });
}
