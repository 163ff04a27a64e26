import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { MSG, type TToken } from '@siiicca/shared';
import type { DbOrTx } from '../../db/transaction';
import { sessions } from '../../db/schema';
import { unauthorized } from '../../lib/app-error';

export type TokenSettings = { secret: Uint8Array; ttl: number; rememberTtl: number };
const ISSUER = 'siiicca';

/** Opens a session row and signs a token bound to it (the token's jti is the session id). */
export async function issueToken(
  db: DbOrTx,
  settings: TokenSettings,
  input: { userId: number; remember: boolean; ip?: string; userAgent?: string },
): Promise<{ token: TToken; sessionId: string }> {
  const lifetime = input.remember ? settings.rememberTtl : settings.ttl;
  const now = Math.floor(Date.now() / 1000);
  const expire = now + lifetime;
  const id = randomUUID();
  await db.insert(sessions).values({
    id,
    userId: input.userId,
    remember: input.remember,
    expiresAt: new Date(expire * 1000),
    ip: input.ip,
    userAgent: input.userAgent?.slice(0, 300),
  });
  const access_token = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(input.userId))
    .setJti(id)
    .setIssuer(ISSUER)
    .setIssuedAt(now)
    .setExpirationTime(expire)
    .sign(await keyOf(settings.secret));
  return { token: { access_token, token_type: 'bearer', expires_in: lifetime, expire }, sessionId: id };
}

/** The HMAC key imported once per secret: jose would import the raw bytes again on every call. */
const keys = new WeakMap<Uint8Array, Promise<CryptoKey>>();
function keyOf(secret: Uint8Array) {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', new Uint8Array(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    keys.set(secret, key);
  }
  return key;
}

type Claims = { userId: number; sessionId: string; exp: number };

/**
 * Tokens whose signature and issuer were already checked, with their expiry. A signature that held
 * once holds until the token expires, so a hit skips only the HMAC; whether the session is still
 * open is asked of the database (loadSessionUser, through the session cache that every change empties). One map per secret, so another
 * secret (a test's, a rotation) never trusts what the former one signed. Bounded: the oldest go first.
 */
const verifiedBySecret = new WeakMap<Uint8Array, Map<string, Claims>>();
const VERIFIED_MAX = 10_000;

/** Checks signature (HS256 only: `alg: none` and other algorithms are refused), issuer and expiry. */
export async function verifyToken(settings: TokenSettings, token: string): Promise<{ userId: number; sessionId: string }> {
  let verified = verifiedBySecret.get(settings.secret);
  if (!verified) verifiedBySecret.set(settings.secret, (verified = new Map()));
  const known = verified.get(token);
  if (known) {
    if (known.exp * 1000 <= Date.now()) throw unauthorized(MSG.tokenExpired);
    return { userId: known.userId, sessionId: known.sessionId };
  }
  try {
    const { payload } = await jwtVerify(token, await keyOf(settings.secret), { algorithms: ['HS256'], issuer: ISSUER });
    if (!payload.sub || !payload.jti || typeof payload.exp !== 'number') throw unauthorized(MSG.unauthenticated);
    const claims = { userId: Number(payload.sub), sessionId: payload.jti, exp: payload.exp };
    if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value!);
    verified.set(token, claims);
    return { userId: claims.userId, sessionId: claims.sessionId };
  } catch (err) {
    if (err instanceof joseErrors.JWTExpired) throw unauthorized(MSG.tokenExpired);
    throw unauthorized(MSG.unauthenticated);
  }
}

export async function revokeSession(db: DbOrTx, sessionId: string) {
  await db.update(sessions).set({ revokedAt: new Date() }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Revokes every open session of a user, except `keep` when given. */
export async function revokeUserSessions(db: DbOrTx, userId: number, keep?: string) {
  const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())];
  if (keep) conditions.push(ne(sessions.id, keep));
  await db.update(sessions).set({ revokedAt: new Date() }).where(and(...conditions));
}
