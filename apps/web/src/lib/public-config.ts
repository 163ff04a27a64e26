import { useSyncExternalStore } from 'react';
import { APP_VERSION } from '@siiicca/shared';
import { api } from './api-client';

export type TPublicConfig = {
  productName: string;
  institutionName: string;
  institutionShortName: string;
  version: string;
  logoUrl: string;
  links: { website: string; mail: string; facebook: string; x: string; instagram: string; youtube: string };
};

/** Used until GET /api/config answers, and if it never does: the shell must always render. */
export const DEFAULT_CONFIG: TPublicConfig = {
  productName: 'SIIICCA',
  institutionName: 'Universidad Santo Tomás',
  institutionShortName: 'USTA',
  version: APP_VERSION,
  logoUrl: '/logo.svg',
  links: {
    website: 'https://www.usta.edu.co',
    mail: 'https://outlook.office.com/mail/',
    facebook: 'https://www.facebook.com/santotomasColombia',
    x: 'https://x.com/usta_colombia',
    instagram: 'https://www.instagram.com/santotomascol',
    youtube: 'https://www.youtube.com/@santotomascolombia',
  },
};

export const PRODUCT_LONG_NAME = 'Sistema de Información de Investigación, Innovación y Creación';

/** A refused or failed GET /api/config is asked once more after this long; then the defaults stay. */
const RETRY_MS = 1000;

let config: TPublicConfig | null = null;
let requested = false;
const listeners = new Set<() => void>();

/** Asks the server once per page load (the configuration changes only with a restart). */
function request() {
  if (requested) return;
  requested = true;
  const get = () => api.get<TPublicConfig>('/api/config', { auth: false });
  get()
    .catch(() => new Promise<TPublicConfig>((resolve, reject) => setTimeout(() => get().then(resolve, reject), RETRY_MS)))
    .then((answer) => {
      config = answer;
      listeners.forEach((listener) => listener());
    })
    .catch(() => undefined);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  request();
  return () => listeners.delete(listener);
}

const snapshot = () => config ?? DEFAULT_CONFIG;

/**
 * The product's public configuration (names, logo, links), read by the frame of every page. Kept
 * here rather than in the data cache so that the sign-in page does not need TanStack Query.
 */
export function usePublicConfig(): TPublicConfig {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
