/** The enumerations of training strategies (spec section 3), word for word. */

export const STRATEGY_KINDS = ['Grupos de Estudio', 'Grupos de Trabajo', 'Colectivos Académicos', 'Semilleros de Investigación'] as const;
export type TStrategyKind = (typeof STRATEGY_KINDS)[number];

/**
 * Borrador: an unfinished strategy kept for its owner only (the wizard saves it as the user moves on).
 * Activo after 'Guardar'; Vencido and Finalizado come from the state actions (part 2).
 */
export const STRATEGY_STATES = ['Borrador', 'Activo', 'Vencido', 'Finalizado'] as const;
export type TStrategyState = (typeof STRATEGY_STATES)[number];

/** 'Líder' is the leading lecturer, kept among the actors (merged by identification on save). */
export const LEADER_TYPE = 'Líder';
export const ACTOR_TYPES = ['Docente', 'Egresado', 'Estudiante', 'Sector Productivo', 'Estado', 'Sociedad Civil'] as const;
export type TActorType = (typeof ACTOR_TYPES)[number];
export type TActorTypeOrLeader = TActorType | typeof LEADER_TYPE;

/** Actors that are people; the others are organisations (a company, a public body, a community group). */
export const PERSON_ACTOR_TYPES = ['Docente', 'Egresado', 'Estudiante'] as const satisfies readonly TActorType[];
export const isPersonActor = (type: TActorType) => (PERSON_ACTOR_TYPES as readonly string[]).includes(type);

export const TEACHER_LINKS = ['Tiempo Completo', 'Medio Tiempo', 'Hora Catedra', 'Docente Nacional', 'Docente Internacional'] as const;
export type TTeacherLink = (typeof TEACHER_LINKS)[number];
/** A lecturer of the university (the others come from another national or foreign institution). */
export const INTERNAL_TEACHER_LINKS = ['Tiempo Completo', 'Medio Tiempo', 'Hora Catedra'] as const satisfies readonly TTeacherLink[];

export const STUDENT_LINKS = ['Estudiante USTA', 'Estudiante Movilidad'] as const;
export type TStudentLink = (typeof STUDENT_LINKS)[number];

export const ACTOR_ROLES = ['Co-Tutor', 'Evaluador', 'Asesor', 'Co-ejecutor', 'Beneficiario'] as const;
export type TActorRole = (typeof ACTOR_ROLES)[number];

export const SECTORS = ['Público', 'Privado'] as const;
export type TSector = (typeof SECTORS)[number];

export const ACTOR_STATES = ['Activo', 'Inactivo'] as const;
export type TActorState = (typeof ACTOR_STATES)[number];
