import { z } from 'zod';

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const int = (min: number, max: number, fallback: number) => z.coerce.number().int().min(min).max(max).default(fallback);

/**
 * ACADEMIC_HTTP_* settings (ACADEMIC_CONNECTOR=http, or subjects for ldap). Documented in
 * docs/connectors/http-academic.md. Which credential applies (token or user and password, not both)
 * is checked when the connector is created: these fields are merged into the one config schema.
 */
export const ZHttpAcademicEnv = z.object({
  /** Base URL of the academic system's API, e.g. https://sac.example.edu.co/api/siiicca/v1. */
  ACADEMIC_HTTP_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Sent as `Authorization: Bearer <token>`. */
  ACADEMIC_HTTP_TOKEN: z.string().min(8).max(4096).optional(),
  /** With ACADEMIC_HTTP_PASSWORD: sent as `Authorization: Basic ...` (instead of a token). */
  ACADEMIC_HTTP_USER: z.string().min(1).max(256).optional(),
  ACADEMIC_HTTP_PASSWORD: z.string().min(1).max(1024).optional(),
  /** How long one attempt (connection, answer and body) may take before it counts as failed. */
  ACADEMIC_HTTP_TIMEOUT_MS: int(100, 60_000, 5_000),
  /** Further attempts after a network error, a timeout or a 5xx (reads and sign-ins only). */
  ACADEMIC_HTTP_RETRIES: int(0, 5, 2),
  /** First delay between attempts; it doubles (with jitter) up to ACADEMIC_HTTP_RETRY_MAX_DELAY_MS. */
  ACADEMIC_HTTP_RETRY_DELAY_MS: int(1, 10_000, 200),
  ACADEMIC_HTTP_RETRY_MAX_DELAY_MS: int(1, 60_000, 2_000),
  /** Consecutive failed attempts that open the circuit (calls then answer 503 at once). */
  ACADEMIC_HTTP_BREAKER_THRESHOLD: int(1, 1000, 5),
  /** How long the circuit stays open before one trial call may go through (half-open). */
  ACADEMIC_HTTP_BREAKER_HALF_OPEN_MS: int(10, 3_600_000, 30_000),
  /** The system offers POST /accounts/{username}/password (lecturers change it from the product). */
  ACADEMIC_HTTP_PASSWORD_CHANGE: flag.default(false),
  /** The system offers POST /accounts/{username}/password/reset (recovery by e-mail link). */
  ACADEMIC_HTTP_PASSWORD_RESET: flag.default(false),
  /** Where lecturers change their password when the product cannot (shown in messages). */
  ACADEMIC_HTTP_PASSWORD_HELP_URL: z.url({ protocol: /^https?$/ }).max(2048).optional(),
});

export type THttpAcademicEnv = z.output<typeof ZHttpAcademicEnv>;
