import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, gt, or, sql } from 'drizzle-orm';
import { MSG, type TLogin } from '@siiicca/shared';
import type { AppDeps } from '../../app-deps';
import { sessions, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { clearRateLimit } from '../../platform/rate-limit-store';

/**
 * The sign-in limits (documented in docs/configuration.md, "Sign-in limits"). Failures are counted, in the
 * database, per account — the same account whether typed as user name or e-mail —, per account and
 * address, and per address:
 * - account + address: 5 failures within a minute block that pair for 60 s;
 * - address: 30 failures within a minute (any names: a flood of guesses) block the address for 60 s;
 * - account: 10 failures within 5 minutes, from anywhere, pause the account for 5 minutes, but only
 *   for addresses that have not signed in to it in the last 30 days: an attacker elsewhere can delay
 *   the owner on a new device by at most 5 minutes, never on the devices they already use.
 */
export const LOGIN_LIMITS = {
  pair: { max: 5, windowMs: 60_000 },
  address: { max: 30, windowMs: 60_000 },
  account: { max: 10, windowMs: 5 * 60_000 },
  knownAddressDays: 30,
} as const;

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;
type Account = { key: string; userId: number | null };

export function createLoginLimits(app: FastifyInstance, deps: AppDeps) {
  // The limiter reads its key from the request; a sign-in's keys are worked out once per request.
  const keys = new WeakMap<FastifyRequest, Record<'pair' | 'address' | 'account', string>>();
  const limiter = (name: 'pair' | 'address' | 'account'): Limiter =>
    app.createRateLimit({
      max: LOGIN_LIMITS[name].max - 1,
      timeWindow: LOGIN_LIMITS[name].windowMs,
      keyGenerator: (request) => keys.get(request)![name],
      // The failure that reaches the maximum starts a full window, so the block lasts the whole
      // delay. The plugin passes every option to the store; its types list fewer.
      ...({ continueExceeding: true } as object),
    });
  const limits = { pair: limiter('pair'), address: limiter('address'), account: limiter('account') };

  /** Which account a typed login names, so user name and e-mail count as one. */
  async function resolveAccount(input: TLogin): Promise<Account> {
    const login = input.email.trim().toLowerCase();
    let username: string | null = null;
    if (input.type === 'sac') {
      const account = await deps.academic.findAccount(login).catch(() => null);
      if (!account) return { key: `sac:?${login}`, userId: null };
      username = account.username.toLowerCase();
    }
    const [user] = await deps.db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.accountType, input.type),
          username
            ? eq(sql`lower(${users.username})`, username)
            : or(eq(sql`lower(${users.username})`, login), eq(sql`lower(${users.email})`, login)),
        ),
      )
      .limit(1);
    if (user) return { key: `user:${user.id}`, userId: user.id };
    return { key: username ? `sac:${username}` : `${input.type}:?${login}`, userId: null };
  }

  async function signedInFromHereBefore(userId: number | null, ip: string) {
    if (!userId) return false;
    const since = new Date(Date.now() - LOGIN_LIMITS.knownAddressDays * 86_400_000);
    const [row] = await deps.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.userId, userId), eq(sessions.ip, ip), gt(sessions.createdAt, since)))
      .limit(1);
    return Boolean(row);
  }

  const refuse = (ttlSeconds: number, message: string): never => {
    throw new AppError(429, message, undefined, { 'Retry-After': String(Math.max(1, ttlSeconds)) });
  };

  return {
    /** Refuses (429 with Retry-After) a sign-in that a limit holds back; answers the account otherwise. */
    async check(request: FastifyRequest, input: TLogin): Promise<Account> {
      const account = await resolveAccount(input);
      keys.set(request, {
        pair: `login:pair:${account.key}|${request.ip}`,
        address: `login:addr:${request.ip}`,
        account: `login:acct:${account.key}`,
      });
      for (const name of ['pair', 'address'] as const) {
        const state = await limits[name](request, { increment: false });
        if (!state.isAllowed && state.isExceeded) refuse(state.ttlInSeconds, MSG.tooManyAttempts(state.ttlInSeconds));
      }
      const state = await limits.account(request, { increment: false });
      if (!state.isAllowed && state.isExceeded && !(await signedInFromHereBefore(account.userId, request.ip))) {
        refuse(state.ttlInSeconds, MSG.accountPaused(state.ttlInSeconds));
      }
      return account;
    },
    async failed(request: FastifyRequest) {
      await Promise.all([limits.pair(request), limits.address(request), limits.account(request)]);
    },
    /** A good password clears the pair's failures (not the account's: others may still be guessing). */
    async succeeded(request: FastifyRequest) {
      const k = keys.get(request);
      if (k) await clearRateLimit(deps.db, k.pair);
    },
  };
}
