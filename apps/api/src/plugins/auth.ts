// Layers: plugins depend on platform/ and lib/ (token checks, session loading), modules on plugins,
// platform and lib; never the other way round.
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import { MSG, SF_MSG, type TPermission } from '@siiicca/shared';
import type { Db } from '../db/client';
import { forbidden, unauthorized } from '../lib/app-error';
import type { AuthUser } from '../platform/auth/session';
import { SessionCache } from '../platform/auth/session-cache';
import { LastSeen } from '../platform/auth/last-seen';
import { verifyToken, type TokenSettings } from '../platform/auth/tokens';

/**
 * What a route needs: a permission, any one of several permissions (a list: e.g. a strategy is read
 * with `strategies.own` or `strategies.all`), any signed-in user, or nothing (public).
 */
export type RouteAccess = {
  permission?: TPermission | readonly TPermission[] | 'authenticated';
  public?: boolean;
  /**
   * A public route that wants to know who calls when a valid token comes along (logout). Other
   * public routes never look at a token: checking it and loading its session would cost them more
   * than their own work.
   */
  identifies?: boolean;
  /**
   * Reachable by a user with a pending step (AuthUser.pending: enrol a second factor, accept the privacy
   * notice): every other route answers 403 `{ message, pending }` until the steps are done.
   */
  pendingAllowed?: boolean;
};

/** Whether `user` holds what `permission` asks for. */
export function allows(permission: NonNullable<RouteAccess['permission']>, granted: ReadonlySet<string>): boolean {
  if (permission === 'authenticated') return true;
  if (typeof permission === 'string') return granted.has(permission);
  return permission.some((p) => granted.has(p));
}

declare module 'fastify' {
  // Declaration merging: a route's config gains `access` (an empty body is the point here).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface FastifyContextConfig extends RouteAccess {}
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyInstance {
    /** Every route with its access and its input schemas (the route-table and fuzz tests walk it). */
    routeTable: { method: string; url: string; access: RouteAccess; schema?: FastifySchema }[];
    /** This instance's signed-in users between requests (platform/auth/session-cache.ts). */
    sessionCache: SessionCache;
  }
}

export function registerAuth(app: FastifyInstance, db: Db, tokens: TokenSettings) {
  app.decorateRequest('user', null);
  app.decorate('routeTable', []);
  const sessions = new SessionCache(db);
  app.decorate('sessionCache', sessions);

  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const access: RouteAccess = {
      permission: route.config?.permission,
      public: route.config?.public,
      identifies: route.config?.identifies,
      pendingAllowed: route.config?.pendingAllowed,
    };
    for (const method of methods) {
      if (method === 'HEAD') continue;
      app.routeTable.push({ method, url: route.url, access, schema: route.schema });
    }
  });

  const lastSeen = new LastSeen(db);

  app.addHook('onRequest', async (request, reply) => {
    const url = request.routeOptions.url;
    // Only the API is guarded here; the SPA and its static files are public by nature.
    if (!url?.startsWith('/api')) return;
    const access = request.routeOptions.config as RouteAccess | undefined;
    if (access?.public) {
      if (access.identifies) {
        const token = bearer(request);
        if (token) request.user = await tryLoad(sessions, tokens, token);
      }
      return;
    }
    const token = bearer(request);
    if (!access?.permission) throw forbidden(MSG.forbidden); // undeclared: closed by default
    if (!token) throw unauthorized(MSG.unauthenticated);
    const { userId, sessionId } = await verifyToken(tokens, token);
    const user = await sessions.load(userId, sessionId);
    if (!user) throw unauthorized(MSG.unauthenticated);
    request.user = user;
    lastSeen.touch(sessionId);
    if (user.pending?.length && !access.pendingAllowed) {
      return reply.code(403).send({ message: SF_MSG.pending, pending: user.pending });
    }
    if (!allows(access.permission, user.permissions)) throw forbidden(MSG.forbidden);
  });
}

function bearer(request: FastifyRequest) {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  return header.slice(7).trim() || null;
}

async function tryLoad(sessions: SessionCache, tokens: TokenSettings, token: string) {
  try {
    const { userId, sessionId } = await verifyToken(tokens, token);
    return await sessions.load(userId, sessionId);
  } catch {
    return null;
  }
}

/** The signed-in user of a route that declared a permission (never null there). */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized(MSG.unauthenticated);
  return request.user;
}
