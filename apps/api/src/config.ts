import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** The environment, parsed once. Every default is safe for the embedded, zero-setup run. */
const ZConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  /** Seed the demo accounts and demo records. Defaults to on for the embedded database, off for a server. */
  DEMO_DATA: bool.optional(),
  JWT_SECRET: z.string().min(32).optional(),
  ACCESS_TOKEN_TTL: z.coerce.number().int().min(10).default(2 * 60 * 60),
  REMEMBER_TOKEN_TTL: z.coerce.number().int().min(10).default(7 * 24 * 60 * 60),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).default(60_000),
  WEB_DIST: z.string().optional(),
  PUBLIC_URL: z.string().url().optional(),
  INSTITUTION_NAME: z.string().default('Universidad Santo Tomás'),
  INSTITUTION_SHORT_NAME: z.string().default('USTA'),
  PRODUCT_NAME: z.string().default('SIIICCA'),
  INSTITUTION_WEBSITE: z.string().url().default('https://www.usta.edu.co'),
  INSTITUTION_MAIL_URL: z.string().url().default('https://outlook.office.com/mail/'),
  INSTITUTION_LOGO_URL: z.string().default('/logo.svg'),
  SOCIAL_FACEBOOK: z.string().url().default('https://www.facebook.com/santotomasColombia'),
  SOCIAL_X: z.string().url().default('https://x.com/usta_colombia'),
  SOCIAL_INSTAGRAM: z.string().url().default('https://www.instagram.com/santotomascol'),
  SOCIAL_YOUTUBE: z.string().url().default('https://www.youtube.com/@santotomascolombia'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('SIIICCA <no-reply@siiicca.test>'),
  /** ALTCHA signing key; when unset it is derived from the JWT secret. */
  ALTCHA_HMAC_KEY: z.string().min(32).optional(),
  /** PBKDF2 iterations per attempt; the solver tries about ALTCHA_MAX_NUMBER * 3/4 attempts. */
  ALTCHA_COST: z.coerce.number().int().min(1).max(1_000_000).default(1000),
  ALTCHA_MAX_NUMBER: z.coerce.number().int().min(2).max(10_000_000).default(1000),
  ALTCHA_EXPIRES_SECONDS: z.coerce.number().int().min(30).max(3600).default(300),
  /** Account look-ups (POST /api/password/findemail) allowed per client address and minute. */
  RECOVERY_LOOKUPS_PER_MINUTE: z.coerce.number().int().min(1).max(1000).default(5),
});

export type TConfig = z.output<typeof ZConfigSchema> & { demoData: boolean };

export function loadConfig(env: Record<string, string | undefined> = process.env): TConfig {
  const parsed = ZConfigSchema.safeParse(env);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${detail}`);
  }
  const c = parsed.data;
  return { ...c, demoData: c.DEMO_DATA ?? !c.DATABASE_URL };
}
