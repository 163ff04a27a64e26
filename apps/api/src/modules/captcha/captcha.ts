import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { DbOrTx } from '../../db/transaction';
import { captchaUses } from '../../db/schema';

/**
 * ALTCHA proof of work, self-hosted. PBKDF2/SHA-256 runs natively in every browser (WebCrypto);
 * challenges are deterministic (the server knows the counter), so verifying costs one HMAC.
 */
export const CAPTCHA_ALGORITHM = 'PBKDF2/SHA-256';

export type Captcha = {
  issue(): Promise<Challenge>;
  /** True once for a valid, unexpired solution: the same challenge is refused afterwards. */
  verify(payload: string | undefined): Promise<boolean>;
};

export type CaptchaOptions = {
  secret: string;
  cost: number;
  maxNumber: number;
  expiresSeconds: number;
  /** Records a challenge as used; false when it already was (by this process or another one). */
  claim: (nonce: string, expiresAt: Date) => Promise<boolean>;
};

/**
 * The replay memory in the database (table captcha_uses), shared by every API process: the first
 * insert of a nonce wins. Expired rows are swept by the same statement's neighbour, now and then.
 */
export function databaseCaptchaClaims(db: DbOrTx) {
  let claims = 0;
  return async (nonce: string, expiresAt: Date) => {
    if (++claims % 100 === 0) await db.delete(captchaUses).where(sql`${captchaUses.expiresAt} < now()`);
    const rows = await db.insert(captchaUses).values({ nonce, expiresAt }).onConflictDoNothing().returning({ nonce: captchaUses.nonce });
    return rows.length === 1;
  };
}

const ZPayloadSchema = z.object({
  challenge: z.looseObject({
    parameters: z.looseObject({
      algorithm: z.literal(CAPTCHA_ALGORITHM),
      nonce: z.string().regex(/^[0-9a-f]{16,128}$/),
      expiresAt: z.number(),
    }),
    signature: z.string().max(256),
  }),
  solution: z.looseObject({ counter: z.number().int().nonnegative(), derivedKey: z.string().max(256) }),
});

export function createCaptcha(opts: CaptchaOptions): Captcha {
  const hmacSignatureSecret = subKey(opts.secret, 'challenge');
  const hmacKeySignatureSecret = subKey(opts.secret, 'derived-key');

  return {
    issue: () =>
      createChallenge({
        algorithm: CAPTCHA_ALGORITHM,
        cost: opts.cost,
        counter: randomInt(opts.maxNumber, Math.ceil(opts.maxNumber / 2)),
        deriveKey,
        expiresAt: Math.floor(Date.now() / 1000) + opts.expiresSeconds,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      }),
    async verify(payload) {
      const parsed = ZPayloadSchema.safeParse(decode(payload));
      if (!parsed.success) return false;
      const { challenge, solution } = parsed.data;
      const result = await verifySolution({
        challenge: challenge as unknown as Challenge,
        solution: solution as { counter: number; derivedKey: string },
        deriveKey,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      }).catch(() => null);
      if (!result?.verified) return false;
      return opts.claim(challenge.parameters.nonce, new Date(challenge.parameters.expiresAt * 1000));
    },
  };
}

function decode(payload: string | undefined): unknown {
  if (!payload) return null;
  try {
    return JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
  } catch {
    return null;
  }
}

const subKey = (secret: string, label: string) => createHmac('sha256', secret).update(`siiicca/altcha/${label}`).digest('hex');

const instances = new WeakMap<AppDeps, Captcha>();

/** The one captcha of an app; its replay memory is the database, shared by every route and process. */
export function captchaFor(deps: AppDeps): Captcha {
  let captcha = instances.get(deps);
  if (!captcha) {
    const { config } = deps;
    // Without a configured key, derive one from the token secret: stable across restarts, never stored twice.
    const secret = config.ALTCHA_HMAC_KEY ?? createHmac('sha256', deps.tokens.secret).update('siiicca/altcha').digest('hex');
    captcha = createCaptcha({
      secret,
      cost: config.ALTCHA_COST,
      maxNumber: config.ALTCHA_MAX_NUMBER,
      expiresSeconds: config.ALTCHA_EXPIRES_SECONDS,
      claim: databaseCaptchaClaims(deps.db),
    });
    instances.set(deps, captcha);
  }
  return captcha;
}
