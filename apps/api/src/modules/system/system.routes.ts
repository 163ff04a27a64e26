import type { EventEmitter } from 'node:events';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { APP_VERSION, HTTP_MSG } from '@siiicca/shared';
import type { AppDeps } from '../../app-deps';
import { AppError, databaseUnavailable } from '../../lib/app-error';
import { storageUnavailable } from '../../lib/files';
import { contentDisposition } from '../../lib/content-disposition';
import { isDatabaseUnavailable } from '../../lib/pg-errors';
import { buildManualPdf } from './manual-pdf';
import { PDF_ANSWER } from '../../lib/pdf';

export const ZPublicConfigSchema = z.object({
  productName: z.string(),
  institutionName: z.string(),
  institutionShortName: z.string(),
  version: z.string(),
  logoUrl: z.string(),
  links: z.object({
    website: z.string(),
    mail: z.string(),
    facebook: z.string(),
    x: z.string(),
    instagram: z.string(),
    youtube: z.string(),
  }),
});

/** Emitted on the app's HTTP server by `reportStopping`: an event of that server, not state of this module. */
const STOPPING = 'siiicca:stopping';

/**
 * The process is stopping (main.ts, on SIGTERM/SIGINT, for the drain delay): from now on /api/ready
 * answers 503 so the balancer sends this instance no new requests, while every request, /api/health
 * included, is still served as before.
 */
export const reportStopping = (server: EventEmitter) => void server.emit(STOPPING);

export const systemRoutes = (deps: AppDeps): FastifyPluginAsyncZod => async (app) => {
  app.get('/health', { config: { public: true }, schema: { response: { 200: z.object({ status: z.literal('ok'), version: z.string() }) } } },
    async () => ({ status: 'ok' as const, version: APP_VERSION }));

  // The file store answers too (a bucket, with FILE_STORAGE=s3), so a balancer drains an instance that lost either.
  const { files } = deps;
  let storageDown = false;
  let stopping = false;
  app.server.once(STOPPING, () => (stopping = true));
  app.get('/ready', { config: { public: true }, schema: { response: { 200: z.object({ status: z.literal('ready') }) } } },
    async (request) => {
      if (stopping) throw new AppError(503, HTTP_MSG.shuttingDown, undefined, { 'Retry-After': '5' });
      try {
        await deps.ping();
      } catch (err) {
        // An unreachable database is logged once per outage by the error handler, not once per probe.
        if (!isDatabaseUnavailable(err)) request.log.error({ err }, 'database not ready');
        throw databaseUnavailable(err);
      }
      try {
        await files.ping();
      } catch (err) {
        // Once per outage, not once per probe; the answer names no driver nor address.
        if (!storageDown) request.log.error({ errorType: (err as Error)?.name }, 'file storage not ready');
        storageDown = true;
        throw storageUnavailable(err);
      }
      if (storageDown) request.log.info('file storage ready again');
      storageDown = false;
      return { status: 'ready' as const };
    });

  const c = deps.config;
  app.get('/config', { config: { public: true }, schema: { response: { 200: ZPublicConfigSchema } } }, async () => ({
    productName: c.PRODUCT_NAME,
    institutionName: c.INSTITUTION_NAME,
    institutionShortName: c.INSTITUTION_SHORT_NAME,
    version: APP_VERSION,
    logoUrl: c.INSTITUTION_LOGO_URL,
    links: {
      website: c.INSTITUTION_WEBSITE,
      mail: c.INSTITUTION_MAIL_URL,
      facebook: c.SOCIAL_FACEBOOK,
      x: c.SOCIAL_X,
      instagram: c.SOCIAL_INSTAGRAM,
      youtube: c.SOCIAL_YOUTUBE,
    },
  }));

  let manual: Promise<Buffer> | undefined;
  app.get('/manual', { config: { public: true }, schema: { response: { 200: PDF_ANSWER } } }, async (_request, reply) => {
    manual ??= buildManualPdf({ productName: c.PRODUCT_NAME, institutionName: c.INSTITUTION_NAME });
    reply
      .type('application/pdf')
      .header('content-disposition', contentDisposition('manual-docente-lider.pdf', { type: 'inline', source: 'product' }))
      .header('Cache-Control', 'public, max-age=3600');
    return reply.send(await manual);
  });
};
