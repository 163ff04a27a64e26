import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { APP_VERSION, MSG, type TPermission } from '@siiicca/shared';
import type { AppDeps } from '../app-deps';
import { openApiTransforms } from './openapi/document';
import { notFound } from '../lib/app-error';

/** Who may read the API description: the administrators' own permission (no dedicated one exists). */
export const OPENAPI_PERMISSION: TPermission = 'profiles.manage';
export const DOCS_PREFIX = '/docs';

/**
 * The OpenAPI description of every /api route, generated from the same zod schemas the routes
 * validate with. Must be registered before the routes: @fastify/swagger collects them as they are
 * added. The description is served to administrators at GET /api/openapi.json; the browsable UI
 * at /docs only with API_DOCS=true, because a browser opening /docs carries no bearer token.
 */
export async function registerOpenApi(app: FastifyInstance, deps: Pick<AppDeps, 'config'>) {
  const { transform, transformObject } = openApiTransforms();
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${deps.config.PRODUCT_NAME} API`,
        version: APP_VERSION,
        description:
          'Every refusal answers `{ message, errors? }` with Spanish messages. Text is trimmed of surrounding whitespace before any rule applies: lengths and patterns are those of the trimmed text. How to sign in, page, filter and update: docs/api.md.',
        // No public licence: the API belongs to the institution that runs it (an SPDX LicenseRef, no URL).
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      servers: [serverOf(deps.config)],
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearerAuth: [] }],
    },
    transform,
    transformObject,
  });

  app.get('/api/openapi.json', { config: { permission: OPENAPI_PERMISSION }, schema: { hide: true } }, async () => app.swagger());

  if (deps.config.API_DOCS) await app.register(swaggerDocs);
  else {
    // Without the flag /docs is simply not there (and not the web app's index.html either).
    const off = async () => {
      throw notFound(MSG.notFound);
    };
    app.get(DOCS_PREFIX, { config: { public: true } }, off);
    app.get(`${DOCS_PREFIX}/*`, { config: { public: true } }, off);
  }
}

/**
 * Paths start with /api: the server is the product's own address, PUBLIC_URL. Without it (a local
 * demo) the product does not know the address people use, so the server is relative: the address the
 * description itself was read from, rather than a `localhost` that is nobody's but this machine's.
 */
export const serverOf = (config: Pick<AppDeps['config'], 'PUBLIC_URL' | 'publicUrl'>) =>
  config.PUBLIC_URL
    ? { url: config.publicUrl, description: 'This installation (PUBLIC_URL)' }
    : { url: '/', description: 'The address this description was read from (PUBLIC_URL is not set)' };

/**
 * Swagger UI at /docs, in its own encapsulated context so its hooks touch no other route. It runs
 * under the product's CSP unchanged (checked in Chromium): its page loads only same-origin scripts,
 * with no inline script or eval, and inline styles are already allowed; `validatorUrl: null` keeps
 * it from loading the outside validator badge.
 */
async function swaggerDocs(app: FastifyInstance) {
  // swagger-ui's routes take no `config`; they are public by choice (the flag), so declare them so.
  // The auth plugin's onRoute hook ran first and recorded them without access; complete that record.
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, public: true };
    for (const entry of app.routeTable) if (entry.url === route.url) entry.access = { public: true };
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    uiConfig: { deepLinking: true, validatorUrl: null },
  });
}
