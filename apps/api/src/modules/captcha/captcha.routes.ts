import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { captchaFor } from './captcha';

const ZChallengeSchema = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    expiresAt: z.number().optional(),
  }),
  signature: z.string().optional(),
});

export const captchaRoutes = (deps: AppDeps): FastifyPluginAsyncZod => async (app) => {
  const captcha = captchaFor(deps);

  // The ALTCHA widget fetches this; every challenge is signed, expires in minutes and works once.
  app.get('/challenge', {
    config: { public: true },
    schema: { response: { 200: ZChallengeSchema } },
  }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return captcha.issue();
  });
};
