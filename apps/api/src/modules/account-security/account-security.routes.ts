import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAccountSecuritySchema,
  ZCodeSchema,
  ZMessageSchema,
  ZRecoveryCodesSchema,
  ZTotpEnrolmentSchema,
} from '@siiicca/shared';
import type { AppDeps } from '../../app-deps';
import { currentUser } from '../../plugins/auth';
import { closeOtherSessions, closeSession } from './account-sessions';
import { accountSecurity } from './account-security';
import { confirmTotpEnrolment, regenerateRecoveryCodes, removeTotp, startTotpEnrolment } from './totp-enrolment';

/** 'Seguridad de la cuenta' (issue 43): the signed-in user's second factor and sessions, under /api/account. */
export const accountSecurityRoutes = (deps: AppDeps): FastifyPluginAsyncZod => async (app) => {
  // Reachable while a step is pending: a user whose profile requires a second factor enrols here first.
  const enrolling = { permission: 'authenticated', pendingAllowed: true } as const;

  app.get('/security', {
    config: enrolling,
    schema: { response: { 200: ZAccountSecuritySchema } },
  }, async (request) => accountSecurity(deps.db, currentUser(request)));

  app.post('/totp/enrolment', {
    config: enrolling,
    schema: { response: { 200: ZTotpEnrolmentSchema } },
  }, async (request) => startTotpEnrolment(deps.db, deps.secondFactorKey, currentUser(request)));

  app.post('/totp/enrolment/confirm', {
    config: enrolling,
    schema: { body: ZCodeSchema, response: { 200: ZRecoveryCodesSchema } },
  }, async (request) => confirmTotpEnrolment(deps.db, deps.secondFactorKey, currentUser(request), request.body.code, { ip: request.ip }));

  app.post('/totp/remove', {
    config: { permission: 'authenticated' },
    schema: { body: ZCodeSchema, response: { 200: ZMessageSchema } },
  }, async (request) => removeTotp(deps.db, deps.secondFactorKey, currentUser(request), request.body.code, { ip: request.ip }));

  app.post('/recovery-codes', {
    config: { permission: 'authenticated' },
    schema: { body: ZCodeSchema, response: { 200: ZRecoveryCodesSchema } },
  }, async (request) => regenerateRecoveryCodes(deps.db, deps.secondFactorKey, currentUser(request), request.body.code, { ip: request.ip }));

  app.delete('/sessions/:id', {
    config: { permission: 'authenticated' },
    schema: { params: z.object({ id: z.uuid() }), response: { 200: ZMessageSchema } },
  }, async (request) => closeSession(deps.db, currentUser(request), request.params.id, { ip: request.ip }));

  app.post('/sessions/close-others', {
    config: { permission: 'authenticated' },
    schema: { response: { 200: ZMessageSchema } },
  }, async (request) => closeOtherSessions(deps.db, currentUser(request), { ip: request.ip }));
};
