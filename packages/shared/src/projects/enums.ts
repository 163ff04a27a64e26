/** The enumerations of research projects (spec section 3), word for word. */

// A project's states and moves are its life's (../project-life.ts): the core's and each stage's.

export const INVESTIGATOR_TYPES = ['Principal', 'Coinvestigador'] as const;
export type TInvestigatorType = (typeof INVESTIGATOR_TYPES)[number];

/** Interno: a person of the university (Investigadores USTA); Externo: an ally of another entity (always Coinvestigador). */
export const THIRD_KINDS = ['Interno', 'Externo'] as const;
export type TThirdKind = (typeof THIRD_KINDS)[number];

/** Employment link of an internal investigator (spec: completo, medio). */
export const EMPLOYMENT_LINKS = ['completo', 'medio'] as const;
export type TEmploymentLink = (typeof EMPLOYMENT_LINKS)[number];
export const EMPLOYMENT_LINK_LABELS: Record<TEmploymentLink, string> = { completo: 'Tiempo completo', medio: 'Medio tiempo' };
