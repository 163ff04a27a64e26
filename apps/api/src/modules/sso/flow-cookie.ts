import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The sign-in in progress (state, nonce, PKCE verifier) lives in a signed, HttpOnly, SameSite=Lax
 * cookie scoped to /api/auth/sso for ten minutes: no server memory, so any API process can take
 * the callback. Only this browser holds it; the signature stops anyone from making one up.
 */
export const FLOW_COOKIE = 'siiicca_sso';
const FLOW_SECONDS = 600;

export type Flow = { state: string; nonce: string; verifier: string; remember: boolean };

export function flowCookies(secret: Uint8Array, secure: boolean) {
  const key = createHmac('sha256', secret).update('siiicca:sso-flow').digest();
  const sign = (body: string) => createHmac('sha256', key).update(body).digest('base64url');
  const attributes = `Path=/api/auth/sso; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;

  return {
    /** The Set-Cookie header value that starts a flow. */
    seal(flow: Flow): string {
      const exp = Math.floor(Date.now() / 1000) + FLOW_SECONDS;
      const body = Buffer.from(JSON.stringify({ ...flow, exp })).toString('base64url');
      return `${FLOW_COOKIE}=${body}.${sign(body)}; Max-Age=${FLOW_SECONDS}; ${attributes}`;
    },
    /** The Set-Cookie header value that ends it (used or not). */
    clear: () => `${FLOW_COOKIE}=; Max-Age=0; ${attributes}`,
    /** The flow of the request's cookie when it is intact and not expired, else null. */
    open(cookieHeader: string | undefined): Flow | null {
      const raw = readCookie(cookieHeader, FLOW_COOKIE);
      const [body, mac] = raw?.split('.') ?? [];
      if (!body || !mac) return null;
      const expected = Buffer.from(sign(body));
      const given = Buffer.from(mac);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      try {
        const v = JSON.parse(Buffer.from(body, 'base64url').toString()) as Flow & { exp: number };
        if (typeof v.exp !== 'number' || v.exp < Date.now() / 1000) return null;
        return { state: v.state, nonce: v.nonce, verifier: v.verifier, remember: v.remember === true };
      } catch {
        return null;
      }
    },
  };
}

function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return v.join('=');
  }
  return undefined;
}
