import { useQuery } from '@tanstack/react-query';
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

export function usePublicConfig(): TPublicConfig {
  const { data } = useQuery({
    queryKey: ['public-config'],
    queryFn: ({ signal }) => api.get<TPublicConfig>('/api/config', { signal, auth: false }),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: 1,
  });
  return data ?? DEFAULT_CONFIG;
}
