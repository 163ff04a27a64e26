import { z } from 'zod';

const int = (min: number, max: number, fallback: number) => z.coerce.number().int().min(min).max(max).default(fallback);

/** CROSSREF_* settings (docs/researchers.md 'DOI from Crossref'), merged into the one config schema. */
export const ZCrossrefEnv = z.object({
  /** Crossref's REST API; a local server in tests. */
  CROSSREF_API_URL: z.url({ protocol: /^https?$/ }).max(2048).default('https://api.crossref.org'),
  /** Sent in the User-Agent as Crossref's "polite pool" asks (mailto:...), when given. */
  CROSSREF_MAILTO: z.email().max(254).optional(),
  /** How long one attempt may take before it counts as failed. */
  CROSSREF_TIMEOUT_MS: int(100, 60_000, 5_000),
  /** Further attempts after a network error, a timeout or a 5xx. */
  CROSSREF_RETRIES: int(0, 5, 2),
  CROSSREF_RETRY_DELAY_MS: int(1, 10_000, 200),
  CROSSREF_RETRY_MAX_DELAY_MS: int(1, 60_000, 2_000),
  /** Consecutive failed attempts that open the circuit (look-ups then answer 503 at once). */
  CROSSREF_BREAKER_THRESHOLD: int(1, 1000, 5),
  CROSSREF_BREAKER_HALF_OPEN_MS: int(10, 3_600_000, 30_000),
});

export type TCrossrefEnv = z.output<typeof ZCrossrefEnv>;
