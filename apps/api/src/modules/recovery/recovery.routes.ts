import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  RECOVERY_MSG,
  ZMessageSchema,
  ZRecoveryFindSchema,
  ZRecoveryFoundSchema,
  ZRecoveryTokenInfoSchema,
  ZRecoveryTokenRequestSchema,
  ZResetPasswordSchema,
} from '@siiicca/shared';
import type { AppDeps } from '../../app-deps';
import { badRequest } from '../../lib/app-error';
import { requestLimit } from '../../plugins/rate-limit';
import { captchaFor } from '../captcha';
import { lookupAccount } from './lookup-account';
import { requestReset } from './request-reset';
import { findResetToken, resetPassword } from './reset-password';

/** Password recovery (spec section 7): look up, send the link, read the link, set the password. All public. */
export const recoveryRoutes = (deps: AppDeps): FastifyPluginAsyncZod => async (app) => {
  const captcha = captchaFor(deps);
  const minute = 60_000;
  // Every look-up counts, found or not: nobody walks the user list faster than this per address,
  // and all addresses together stay under a ceiling that rotating addresses cannot get around.
  const lookupsPerAddress = requestLimit(app, {
    name: 'recovery:lookup',
    max: deps.config.RECOVERY_LOOKUPS_PER_MINUTE,
    windowMs: minute,
    message: RECOVERY_MSG.lookupThrottled,
  });
  const lookupsOverall = requestLimit(app, {
    name: 'recovery:lookup-all',
    max: deps.config.RECOVERY_LOOKUPS_GLOBAL_PER_MINUTE,
    windowMs: minute,
    key: () => 'all',
    message: RECOVERY_MSG.lookupThrottled,
  });
  // Per address as well as the per-account minute kept in the database: no spraying of links.
  const linksPerAddress = requestLimit(app, { name: 'recovery:link', max: 10, windowMs: minute, message: RECOVERY_MSG.tokenThrottled });

  if (deps.config.SMTP_URL && !deps.config.PUBLIC_URL) {
    app.log.warn(`PUBLIC_URL is not set: e-mailed links point at ${deps.config.publicUrl}; set PUBLIC_URL in production`);
  }
  const requireCaptcha = async (payload: string) => {
    if (!(await captcha.verify(payload))) throw badRequest(RECOVERY_MSG.captchaInvalid, { captcha: [RECOVERY_MSG.captchaInvalid] });
  };

  app.post('/findemail', {
    config: { public: true },
    schema: { body: ZRecoveryFindSchema, response: { 200: ZRecoveryFoundSchema } },
  }, async (request) => {
    await lookupsPerAddress(request);
    await lookupsOverall(request);
    await requireCaptcha(request.body.captcha);
    return lookupAccount(deps, request.body.email);
  });

  app.post('/token', {
    config: { public: true },
    schema: { body: ZRecoveryTokenRequestSchema, response: { 200: ZMessageSchema } },
  }, async (request) => {
    await linksPerAddress(request);
    return requestReset(deps, request.body, { ip: request.ip, log: request.log });
  });

  app.get('/find/:t', {
    config: { public: true },
    schema: { params: z.object({ t: z.string().max(512) }), response: { 200: ZRecoveryTokenInfoSchema } },
  }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return findResetToken(deps, request.params.t);
  });

  app.post('/reset', {
    config: { public: true },
    schema: { body: ZResetPasswordSchema, response: { 200: ZMessageSchema } },
  }, async (request) => {
    await requireCaptcha(request.body.captcha);
    return resetPassword(deps, request.body, { ip: request.ip });
  });
};
