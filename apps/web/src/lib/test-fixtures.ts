import type { z } from 'zod';
import type { ZThirdOutSchema } from '@siiicca/shared';

/**
 * Fixtures the web's unit tests share. A person (third) as the API answers one that states no
 * contact nor profile: tests spread it and add what their case needs.
 */
export const bareThird = (id: number, identification: string, name: string): z.infer<typeof ZThirdOutSchema> => ({
  id,
  type_id: 'CC',
  identification,
  name,
  email: null,
  mobile: null,
  cvlac: null,
  orcid: null,
  gooAcademico: null,
});
