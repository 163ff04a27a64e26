import type { TConfig } from '../../config';

/**
 * The relying party every ceremony names: its id (the host) and the one origin a browser may answer
 * from, both from PUBLIC_URL. Never from a request's Host or Origin header, which an attacker writes.
 */
export type TRelyingParty = { id: string; name: string; origin: string };

export function relyingParty(config: Pick<TConfig, 'publicUrl'>): TRelyingParty {
  const url = new URL(config.publicUrl);
  return { id: url.hostname, name: 'SIIICCA', origin: url.origin };
}
