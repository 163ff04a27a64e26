import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { sessions } from '../../db/schema';
import {
  buildMenu,
  MSG,
  ZChangePasswordSchema,
  ZLoginAnswerSchema,
  ZLoginSchema,
  ZSecondFactorLoginSchema,
  ZMenuItemSchema,
  ZMessageSchema,
  ZSessionUserSchema,
  ZTokenSchema,
  ZLoginResponseSchema,
} from '@siiicca/shared';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../lib/app-error';
import { currentUser } from '../../plugins/auth';
import { requestLimit } from '../../plugins/rate-limit';
import { changePassword } from './change-password';
import { login } from './login';
import { createLoginLimits } from './login-limits';
import { toSessionUser } from './session-user';
import { issueToken, revokeSession } from '../../platform/auth/tokens';
import { recordSecurityEvent } from '../../platform/security-events';
import { signInWithCode } from '../account-security';

export const authRoutes = (deps: AppDeps): FastifyPluginAsyncZod => async (app) => {
  const limits = createLoginLimits(app, deps);
  // Before any password is checked: no address spends the server's CPU on argon2 faster than this.
  const perAddress = requestLimit(app, {
    name: 'login:requests',
    max: deps.config.LOGIN_REQUESTS_PER_MINUTE,
    windowMs: 60_000,
    message: MSG.tooManyAttempts,
  });

  app.post('/login', {
    config: { public: true },
    schema: { body: ZLoginSchema, response: { 200: ZLoginAnswerSchema } },
  }, async (request) => {
    const failed = (reason: string) =>
      recordSecurityEvent(deps.db, {
        event: 'sign_in_failed',
        actorId: null,
        login: request.body.email,
        ip: request.ip,
        details: { account_type: request.body.type, reason },
      });
    await perAddress(request);
    try {
      await limits.check(request, request.body);
    } catch (err) {
      await failed('limited');
      throw err;
    }
    try {
      const result = await login(deps, request.body, { ip: request.ip, userAgent: request.headers['user-agent'] });
      await limits.succeeded(request);
      return result;
    } catch (err) {
      if (err instanceof AppError && err.statusCode === 401) {
        await limits.failed(request);
        await failed(err.message === MSG.accountInactive ? 'inactive' : 'credentials');
      }
      throw err;
    }
  });

  // The second step of a password sign-in of an account with a second factor: its ticket and a code.
  app.post('/login/second-factor', {
    config: { public: true },
    schema: { body: ZSecondFactorLoginSchema, response: { 200: ZLoginResponseSchema } },
  }, async (request) => {
    await perAddress(request);
    return signInWithCode(deps, request.body, { ip: request.ip, userAgent: request.headers['user-agent'] });
  });

  app.post('/refresh', {
    config: { permission: 'authenticated', pendingAllowed: true },
    schema: {
      response: {
        200: z.object({ message: z.string(), token: ZTokenSchema, user: ZSessionUserSchema, menus: z.array(ZMenuItemSchema) }),
      },
    },
  }, async (request) => {
    const user = currentUser(request);
    const [session] = await deps.db.select({ remember: sessions.remember }).from(sessions).where(eq(sessions.id, user.sessionId));
    const { token } = await issueToken(deps.db, deps.tokens, {
      userId: user.id,
      remember: session?.remember ?? false,
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    });
    await revokeSession(deps.db, user.sessionId);
    return { message: MSG.sessionExtended, token, user: toSessionUser(user), menus: buildMenu([...user.permissions]) };
  });

  app.post('/logout', {
    config: { public: true, identifies: true },
    schema: { response: { 200: ZMessageSchema } },
  }, async (request) => {
    if (request.user) {
      await revokeSession(deps.db, request.user.sessionId);
      await recordSecurityEvent(deps.db, { event: 'sign_out', actorId: request.user.id, ip: request.ip });
    }
    return { message: MSG.logoutOk };
  });

  app.get('/me', {
    config: { permission: 'authenticated', pendingAllowed: true },
    schema: { response: { 200: z.object({ user: ZSessionUserSchema, menus: z.array(ZMenuItemSchema) }) } },
  }, async (request) => {
    const user = currentUser(request);
    return { user: toSessionUser(user), menus: buildMenu([...user.permissions]) };
  });

  app.post('/changepasswd', {
    config: { permission: 'authenticated' },
    schema: { body: ZChangePasswordSchema, response: { 200: ZMessageSchema } },
  }, async (request) => changePassword(deps, currentUser(request), request.body, { ip: request.ip }));
};
