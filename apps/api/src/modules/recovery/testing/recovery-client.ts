import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { FastifyInstance } from 'fastify';

type Injector = Pick<FastifyInstance, 'inject'>;

/** Fetches a challenge and solves it as the widget does, answering the payload it would post. */
export async function solveCaptcha(app: Injector): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/api/captcha/challenge' });
  const challenge = res.json() as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/**
 * Each test speaks from its own address (the socket's, as the product trusts no X-Forwarded-For by
 * default) so the per-address limits of one do not touch another.
 */
export const from = (ip: string) => ({ remoteAddress: ip });

export async function findEmail(app: Injector, email: string, ip: string, captcha?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/password/findemail',
    ...from(ip),
    payload: { email, captcha: captcha ?? (await solveCaptcha(app)) },
  });
}

export const requestLink = (app: Injector, user: string, mail: number | string, ip: string) =>
  app.inject({ method: 'POST', url: '/api/password/token', ...from(ip), payload: { user, k: '', mail } });

/** The token in a reset link. */
export function tokenOf(text: string): string {
  const match = /\/findrecover\/([A-Za-z0-9_-]{20,})/.exec(text);
  if (!match) throw new Error('no reset link in the message');
  return match[1]!;
}
