/** The enumerations of research projects (spec section 3), word for word. */

/**
 * Borrador: the owner's work in progress, saved from the form at any time. Enviado after 'Enviar',
 * read-only for everyone. Then the evaluation stage (issue 28, docs/evaluation.md): En evaluación
 * while peers evaluate it, and the decision: Aprobado, Ajustes solicitados (back to its owner, who
 * edits it and sends it again to the same evaluators) or Rechazado.
 */
export const PROJECT_STATES = ['Borrador', 'Enviado', 'En evaluación', 'Aprobado', 'Ajustes solicitados', 'Rechazado'] as const;
export type TProjectState = (typeof PROJECT_STATES)[number];

/** The administrator's decisions on an evaluated project. */
export const PROJECT_DECISIONS = ['Aprobado', 'Ajustes solicitados', 'Rechazado'] as const satisfies readonly TProjectState[];
export type TProjectDecision = (typeof PROJECT_DECISIONS)[number];

/** What an evaluator answers to an assignment (evaluation_assignments.state). */
export const ASSIGNMENT_STATES = ['Asignada', 'Aceptada', 'Rechazada', 'Conflicto'] as const;
export type TAssignmentState = (typeof ASSIGNMENT_STATES)[number];

export const INVESTIGATOR_TYPES = ['Principal', 'Coinvestigador'] as const;
export type TInvestigatorType = (typeof INVESTIGATOR_TYPES)[number];

/** Interno: a person of the university (Investigadores USTA); Externo: an ally of another entity (always Coinvestigador). */
export const THIRD_KINDS = ['Interno', 'Externo'] as const;
export type TThirdKind = (typeof THIRD_KINDS)[number];

/** Employment link of an internal investigator (spec: completo, medio). */
export const EMPLOYMENT_LINKS = ['completo', 'medio'] as const;
export type TEmploymentLink = (typeof EMPLOYMENT_LINKS)[number];
export const EMPLOYMENT_LINK_LABELS: Record<TEmploymentLink, string> = { completo: 'Tiempo completo', medio: 'Medio tiempo' };
