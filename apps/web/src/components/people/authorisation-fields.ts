import { THIRD_AUTH_SOURCE_IDS, THIRD_AUTH_SOURCES } from '@siiicca/shared';
import type { TFieldDef } from '../catalogue';

/**
 * 'Origen de la autorización' and its date (Ley 1581, art. 9): where the person's authorisation to
 * hold their data came from, asked in every form that names a third party (strategy actors, project
 * investigators and allies). Both optional; `prefix` is the person's object in the form ('third').
 */
export const authorisationFields = (prefix = 'third'): TFieldDef[] => [
  {
    kind: 'select',
    name: `${prefix}.auth_source`,
    label: 'Origen de la autorización',
    options: THIRD_AUTH_SOURCE_IDS.map((id) => ({ value: id, label: THIRD_AUTH_SOURCES[id] })),
  },
  { kind: 'date', name: `${prefix}.auth_date`, label: 'Fecha de la autorización' },
];
