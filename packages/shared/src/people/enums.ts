/**
 * How people and organisations are identified (spec), shared by strategies, projects and the people
 * look-up: identification types of people, and NIT for organisations (the tax number of Colombian
 * entities).
 */
export const PERSON_ID_TYPES = ['CC', 'TI', 'CI', 'TP', 'RC', 'CE'] as const;
export const ID_TYPES = [...PERSON_ID_TYPES, 'NIT'] as const;
export type TIdType = (typeof ID_TYPES)[number];
export const ID_TYPE_LABELS: Record<TIdType, string> = {
  CC: 'Cédula de Ciudadanía',
  TI: 'Tarjeta de Identidad',
  CI: 'Cédula de Identidad',
  TP: 'Tarjeta Pasaporte',
  RC: 'Registro Civil',
  CE: 'Cédula de Extranjería',
  NIT: 'NIT',
};

/** A researcher's category (Minciencias), named by strategies' actors and projects' investigators. */
export const RESEARCHER_CATEGORIES = ['IS', 'I', 'IJ', 'ED', 'EM', 'JI', 'IPO', 'EP', 'IVD', 'IVM', 'IVE', 'IVP', 'IV'] as const;
export type TResearcherCategory = (typeof RESEARCHER_CATEGORIES)[number];
