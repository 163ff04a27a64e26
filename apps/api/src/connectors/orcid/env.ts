import { z } from 'zod';

const int = (min: number, max: number, fallback: number) => z.coerce.number().int().min(min).max(max).default(fallback);

/** ORCID_* settings (docs/researchers.md 'ORCID'), merged into the one config schema. */
export const ZOrcidEnv = z.object({
  /** ORCID's public API v3.0; a local server in tests. */
  ORCID_API_URL: z.url({ protocol: /^https?$/ }).max(2048).default('https://pub.orcid.org/v3.0'),
  /** How long one attempt may take before it counts as failed. */
  ORCID_TIMEOUT_MS: int(100, 60_000, 5_000),
  /** Further attempts after a network error, a timeout or a 5xx. */
  ORCID_RETRIES: int(0, 5, 2),
  ORCID_RETRY_DELAY_MS: int(1, 10_000, 200),
  ORCID_RETRY_MAX_DELAY_MS: int(1, 60_000, 2_000),
  /** Consecutive failed attempts that open the circuit (imports then answer 503 at once). */
  ORCID_BREAKER_THRESHOLD: int(1, 1000, 5),
  ORCID_BREAKER_HALF_OPEN_MS: int(10, 3_600_000, 30_000),
  /** Works read at the same time during one import (ORCID's public API allows 24 requests a second). */
  ORCID_CONCURRENCY: int(1, 16, 4),
});

export type TOrcidEnv = z.output<typeof ZOrcidEnv>;
