import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { sessions } from '../../db/schema';
import {
  buildMenu,
  MSG,
  ZChangePasswordSchema,
  ZLoginResponseSchema,
  ZLoginSchema,
  ZMenuItemSchema,
  ZMessageSchema,
  ZSessionUserSchema,
  ZTokenSchema,
} from '@siiicca/shared';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../lib/app-error';
import { FailureThrottle } from '../../lib/throttle';
import { currentUser } from '../../plugins/auth';
import { changePassword } from './change-password';
import { login } from './login';
import { toSessionUser } from './session-user';
import { issueToken, revokeSession } from './tokens';

export const authRoutes = (deps: AppDeps): FastifyPluginAsyncZod => async (app) => {
  // 5 failures within a minute for the same account and address block that pair for 60 s.
  const throttle = new FailureThrottle({ max: 5, windowMs: 60_000, blockMs: 60_000 });

  app.post('/login', {
    config: { public: true },
    schema: { body: ZLoginSchema, response: { 200: ZLoginResponseSchema } },
  }, async (request, reply) => {
    const key = `${request.body.type}:${request.body.email.toLowerCase()}|${request.ip}`;
    const wait = throttle.blockedFor(key);
    if (wait > 0) {
      reply.header('Retry-After', Math.ceil(wait / 1000));
      throw new AppError(429, MSG.tooManyAttempts);
    }
    try {
      const result = await login(deps, request.body, { ip: request.ip, userAgent: request.headers['user-agent'] });
      throttle.succeed(key);
      return result;
    } catch (err) {
      if (err instanceof AppError && err.statusCode === 401) throttle.fail(key);
      throw err;
    }
  });

  app.post('/refresh', {
    config: { permission: 'authenticated' },
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
    config: { public: true },
    schema: { response: { 200: ZMessageSchema } },
  }, async (request) => {
    if (request.user) await revokeSession(deps.db, request.user.sessionId);
    return { message: MSG.logoutOk };
  });

  app.get('/me', {
    config: { permission: 'authenticated' },
    schema: { response: { 200: z.object({ user: ZSessionUserSchema, menus: z.array(ZMenuItemSchema) }) } },
  }, async (request) => {
    const user = currentUser(request);
    return { user: toSessionUser(user), menus: buildMenu([...user.permissions]) };
  });

  app.post('/changepasswd', {
    config: { permission: 'authenticated' },
    schema: { body: ZChangePasswordSchema, response: { 200: ZMessageSchema } },
  }, async (request) => changePassword(deps, currentUser(request), request.body));
};
