import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { MSG } from '@siiicca/shared';
import { WEB_DIST_DIR } from '../paths';

const FOREVER = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app, and owns the one not-found handler: an unknown API path answers the
 * error shape; any other GET (or HEAD, as uptime checks send) answers index.html (client-side routing),
 * when the app is built.
 *
 * The build writes gzip and brotli copies of every compressible file (apps/web/vite.config.ts); a
 * client that accepts one gets it with its Content-Encoding, and every answer says Vary:
 * Accept-Encoding. Hashed assets are cached for a year without revalidation; index.html, which names
 * them, and the other unhashed files (logo, favicon) are revalidated on every use (ETag), so a new
 * release is seen at once.
 */
export async function registerSpa(app: FastifyInstance, dist = WEB_DIST_DIR) {
  const root = path.resolve(dist);
  const built = fs.existsSync(path.join(root, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      preCompressed: true,
      // The copies are found beside their file, never asked for by name.
      globIgnore: ['**/*.gz', '**/*.br'],
      cacheControl: false,
      // Vite names every file under assets/ after a hash of its content: a new release, a new name.
      setHeaders: (reply, file) =>
        reply.header('Cache-Control', path.relative(root, file).startsWith(`assets${path.sep}`) ? FOREVER : 'no-cache'),
    });
  } else {
    app.log.warn({ root }, 'web app not built: run `npm run build` to serve the user interface');
  }
  app.setNotFoundHandler((request, reply) => {
    if (!built || (request.method !== 'GET' && request.method !== 'HEAD') || request.url.startsWith('/api')) {
      return reply.status(404).send({ message: MSG.notFound });
    }
    return reply.sendFile('index.html');
  });
}
