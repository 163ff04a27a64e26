import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
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
import { AppError, badRequest } from '../../lib/app-error';
import { FailureThrottle } from '../../lib/throttle';
import { captchaFor } from '../captcha/captcha';
import { lookupAccount } from './lookup-account';
import { requestReset } from './request-reset';
import { findResetToken, resetPassword } from './reset-password';
import './invalidate-on-password-change';

/** Password recovery (spec section 7): look up, send the link, read the link, set the password. All public. */
export const recoveryRoutes = (deps: AppDeps): FastifyPluginAsyncZod => async (app) => {
  const captcha = captchaFor(deps);
  // Every look-up counts, found or not: nobody walks the user list faster than this per address.
  const lookups = new FailureThrottle({ max: deps.config.RECOVERY_LOOKUPS_PER_MINUTE, windowMs: 60_000, blockMs: 60_000 });
  // Per address as well as the per-account minute kept in the database: no spraying of links.
  const linkRequests = new FailureThrottle({ max: 10, windowMs: 60_000, blockMs: 60_000 });

  if (deps.config.SMTP_URL && !deps.config.PUBLIC_URL) {
    app.log.warn('PUBLIC_URL is not set: reset links are built from the request Host header; set PUBLIC_URL in production');
  }

  const limit = (throttle: FailureThrottle, request: FastifyRequest, reply: FastifyReply, message: string) => {
    const wait = throttle.blockedFor(request.ip);
    if (wait > 0) {
      reply.header('Retry-After', Math.ceil(wait / 1000));
      throw new AppError(429, message);
    }
    throttle.fail(request.ip);
  };
  const requireCaptcha = async (payload: string) => {
    if (!(await captcha.verify(payload))) throw badRequest(RECOVERY_MSG.captchaInvalid, { captcha: [RECOVERY_MSG.captchaInvalid] });
  };

  app.post('/findemail', {
    config: { public: true },
    schema: { body: ZRecoveryFindSchema, response: { 200: ZRecoveryFoundSchema } },
  }, async (request, reply) => {
    limit(lookups, request, reply, RECOVERY_MSG.lookupThrottled);
    await requireCaptcha(request.body.captcha);
    return lookupAccount(deps, request.body.email);
  });

  app.post('/token', {
    config: { public: true },
    schema: { body: ZRecoveryTokenRequestSchema, response: { 200: ZMessageSchema } },
  }, async (request, reply) => {
    limit(linkRequests, request, reply, RECOVERY_MSG.tokenThrottled);
    const origin = `${request.protocol}://${request.host}`;
    return requestReset(deps, request.body, { ip: request.ip, origin, log: request.log });
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
    return resetPassword(deps, request.body);
  });
};
