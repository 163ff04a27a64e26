import { z } from 'zod';
import { ZHttpAcademicEnv } from './connectors/academic/http/env';
import { ZCrossrefEnv } from './connectors/crossref/env';
import { ZOrcidEnv } from './connectors/orcid/env';
import { ZLdapEnv } from './connectors/academic/ldap/env';
import { ZOidcEnv } from './modules/sso/env';
import { SECOND_FACTOR_KEY_FORMAT, SECOND_FACTOR_KEY_HINT } from './modules/account-security/secret-box';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** The environment, parsed once. Every default is safe for the embedded, zero-setup run. */
const ZBaseConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  /** Seed the demo accounts and demo records. Defaults to on for the embedded database, off for a server. */
  DEMO_DATA: bool.optional(),
  JWT_SECRET: z.string().min(32).optional(),
  /**
   * The key TOTP secrets are encrypted with in the database (32 bytes, base64). Unset: one generated once
   * into DATA_DIR/.second-factor-key. Several instances on one database must all have the same one.
   */
  SECOND_FACTOR_KEY: z.string().trim().regex(SECOND_FACTOR_KEY_FORMAT, SECOND_FACTOR_KEY_HINT).optional(),
  ACCESS_TOKEN_TTL: z.coerce.number().int().min(10).default(2 * 60 * 60),
  REMEMBER_TOKEN_TTL: z.coerce.number().int().min(10).default(7 * 24 * 60 * 60),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).default(60_000),
  WEB_DIST: z.string().optional(),
  /**
   * The address people reach the product at, e.g. https://siiicca.usta.edu.co. Links in e-mail are
   * built from it and never from a request's Host header. Unset: http://localhost:$PORT (the demo).
   */
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'debe ser una dirección http(s), por ejemplo https://siiicca.example.edu.co' })
    .optional(),
  /**
   * Which proxies may tell the client's address (X-Forwarded-For): 'false' (default: nobody, the
   * socket's address counts) or a comma-separated list of proxy addresses/CIDRs ('10.0.0.5,10.0.1.0/24').
   * A hop count is refused: Fastify 5.12.1 stopped honouring one (it cannot tell a proxy from a
   * client that wrote the header itself) and treats it as "trust nobody", silently.
   */
  TRUST_PROXY: z.string().trim().default('false'),
  /** A client gets this long to send a request's headers; a slower one is disconnected (slow-header floods). */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  /** A kept-alive connection with no request for this long is closed (behind a proxy: longer than its idle timeout). */
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  /**
   * Open connections one client address may hold at once; more are closed as they arrive. Behind a
   * reverse proxy every client shares the proxy's address: raise it above the proxy's upstream
   * connections, or 0 (no cap) and let the proxy cap its clients.
   */
  CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(0).max(100_000).default(200),
  /** On SIGTERM, requests in flight get this long to finish before the process exits anyway. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  /**
   * On SIGTERM/SIGINT, how long the instance first answers /api/ready with 503 while it keeps accepting
   * and serving requests, so a balancer stops sending it new ones before its listener closes (a
   * connection still in the kernel's queue when it closes is reset, and no balancer retries a POST).
   * Make it longer than the balancer's health-check interval times the failures it needs to mark an
   * instance down (Kubernetes: readiness periodSeconds × failureThreshold). Unset: 5000 with
   * DATABASE_URL (instances behind a balancer), 0 on the embedded database (one instance: nobody
   * to drain towards, and Ctrl-C stops at once). A second signal during the delay ends it.
   */
  SHUTDOWN_DRAIN_DELAY_MS: z.coerce.number().int().min(0).max(300_000).optional(),
  /** Sign-in requests per client address and minute, whatever the account (slows floods of guesses). */
  LOGIN_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(30),
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
  /** The research office's address: it receives a summary of every project sent. */
  RESEARCH_OFFICE_EMAIL: z.email().default('investigacion@siiicca.test'),
  /** Days before a call closes when the owners of its draft projects get a reminder (once per draft and call). */
  PROJECT_REMINDER_DAYS: z.coerce.number().int().min(1).max(60).default(5),
  /** Run the mail outbox worker and the daily jobs in this process (off: another process does). */
  JOBS_ENABLED: bool.default(true),
  /** ALTCHA signing key; when unset it is derived from the JWT secret. */
  ALTCHA_HMAC_KEY: z.string().min(32).optional(),
  /** PBKDF2 iterations per attempt; the solver tries about ALTCHA_MAX_NUMBER * 3/4 attempts. */
  ALTCHA_COST: z.coerce.number().int().min(1).max(1_000_000).default(1000),
  ALTCHA_MAX_NUMBER: z.coerce.number().int().min(2).max(10_000_000).default(1000),
  ALTCHA_EXPIRES_SECONDS: z.coerce.number().int().min(30).max(3600).default(300),
  /** Account look-ups (POST /api/password/findemail) allowed per client address and minute. */
  RECOVERY_LOOKUPS_PER_MINUTE: z.coerce.number().int().min(1).max(1000).default(5),
  /** Account look-ups per minute over all addresses together: a ceiling no botnet rotates around. */
  RECOVERY_LOOKUPS_GLOBAL_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(60),
  /** Serve the browsable API description (Swagger UI) at /docs to anyone who reaches it. */
  API_DOCS: bool.default(false),
  /** Bearer token of GET /metrics (Prometheus); unset, there is no metrics endpoint. */
  METRICS_TOKEN: z.string().min(32).optional(),
  /**
   * Where lecturers' (sac) accounts live: 'directory' (the built-in directory in the product's own
   * database, the demo's), 'ldap' (OpenLDAP, Active Directory) or 'http' (the academic system's API).
   */
  ACADEMIC_CONNECTOR: z.enum(['directory', 'ldap', 'http']).default('directory'),
  /**
   * Where uploaded files live: 'disk' (DATA_DIR/files, the embedded default) or 's3' (an
   * S3-compatible bucket: AWS, MinIO, Ceph; any number of instances share it). See lib/storage/.
   */
  FILE_STORAGE: z.enum(['disk', 's3']).default('disk'),
  /** The S3 API's address; unset: AWS's own for S3_REGION. MinIO/Ceph: e.g. http://minio:9000. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'debe ser una dirección http(s), por ejemplo https://minio.example.edu.co:9000' }).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'debe ser un nombre de bucket S3 (3 a 63 minúsculas, dígitos, puntos o guiones)').optional(),
  /** Unset (both): the SDK's own chain (environment AWS_*, an instance or container role). */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Addresses the bucket as <endpoint>/<bucket> instead of <bucket>.<endpoint>: MinIO, Ceph and most local servers need it. */
  S3_FORCE_PATH_STYLE: bool.default(false),
});

/** The base settings plus each connector's own (kept beside the connector). */
const ZConfigSchema = ZBaseConfigSchema.extend({ ...ZLdapEnv.shape, ...ZHttpAcademicEnv.shape, ...ZOidcEnv.shape, ...ZCrossrefEnv.shape, ...ZOrcidEnv.shape });

/**
 * The drain delay of an instance on PostgreSQL: covers a balancer that checks every second and needs
 * 3 failures (HAProxy `inter 1s fall 3`) and the seconds a Kubernetes endpoint update takes to reach
 * the proxies. Slower checks (HAProxy's default 2 s × 3, an ELB's 10 s × 2) need SHUTDOWN_DRAIN_DELAY_MS set.
 */
const DEFAULT_DRAIN_DELAY_MS = 5000;

export type TTrustProxy = false | string[];
export type TConfig = z.output<typeof ZConfigSchema> & {
  demoData: boolean;
  /** SHUTDOWN_DRAIN_DELAY_MS, or its default for the database in use. */
  drainDelayMs: number;
  /** PUBLIC_URL without a trailing slash, or the local demo address. */
  publicUrl: string;
  trustProxy: TTrustProxy;
};

export function loadConfig(env: Record<string, string | undefined> = process.env): TConfig {
  const parsed = ZConfigSchema.safeParse(env);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Configuración inválida: ${detail}`);
  }
  const c = parsed.data;
  if (c.FILE_STORAGE === 's3' && !c.S3_BUCKET) throw new Error('Configuración inválida: FILE_STORAGE=s3 necesita S3_BUCKET');
  if (!c.S3_ACCESS_KEY_ID !== !c.S3_SECRET_ACCESS_KEY) {
    throw new Error('Configuración inválida: S3_ACCESS_KEY_ID y S3_SECRET_ACCESS_KEY van juntas (o ninguna, para las credenciales del entorno)');
  }
  return {
    ...c,
    demoData: c.DEMO_DATA ?? !c.DATABASE_URL,
    drainDelayMs: c.SHUTDOWN_DRAIN_DELAY_MS ?? (c.DATABASE_URL ? DEFAULT_DRAIN_DELAY_MS : 0),
    publicUrl: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/+$/, ''),
    trustProxy: parseTrustProxy(c.TRUST_PROXY),
  };
}

/** TRUST_PROXY as Fastify's `trustProxy`: false or a list of addresses. Never a blanket `true`, never a hop count. */
export function parseTrustProxy(value: string): TTrustProxy {
  if (value === '' || value === 'false' || value === '0') return false;
  if (value === 'true') {
    throw new Error('Configuración inválida: TRUST_PROXY=true confiaría en cualquier cliente; indique las direcciones de los proxies');
  }
  // Fastify >= 5.12.1 reads a hop count as "trust nobody": every client would share the proxy's address.
  if (/^\d+$/.test(value)) {
    throw new Error(
      `Configuración inválida: TRUST_PROXY=${value}: un número de saltos ya no se admite; indique las direcciones o rangos de los proxies (por ejemplo 10.0.0.5,10.0.1.0/24)`,
    );
  }
  const list = value.split(',').map((v) => v.trim()).filter(Boolean);
  const address = /^[0-9a-fA-F.:]+(\/\d{1,3})?$/;
  const bad = list.find((v) => !address.test(v) && !['loopback', 'linklocal', 'uniquelocal'].includes(v));
  if (bad) throw new Error(`Configuración inválida: TRUST_PROXY: '${bad}' no es una dirección ni un rango CIDR`);
  return list;
}
