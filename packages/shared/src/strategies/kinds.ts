import type { TActorType, TStrategyKind } from './enums';

/** The ten steps of the strategy wizard (spec section 2), numbered as the spec numbers them. */
export const STRATEGY_STEPS = [
  { step: 1, key: 'registration', title: 'Registro' },
  { step: 2, key: 'leader', title: 'Docente Líder' },
  { step: 3, key: 'general', title: 'Información General' },
  { step: 4, key: 'teachers', title: 'Docentes', actorType: 'Docente' },
  { step: 5, key: 'graduates', title: 'Egresados', actorType: 'Egresado' },
  { step: 6, key: 'students', title: 'Estudiantes', actorType: 'Estudiante' },
  { step: 7, key: 'productive', title: 'Sector Productivo', actorType: 'Sector Productivo' },
  { step: 8, key: 'state', title: 'Estado', actorType: 'Estado' },
  { step: 9, key: 'civil', title: 'Sociedad Civil', actorType: 'Sociedad Civil' },
  { step: 10, key: 'products', title: 'Productos Esperados' },
] as const satisfies readonly { step: number; key: string; title: string; actorType?: TActorType }[];
export type TStrategyStep = (typeof STRATEGY_STEPS)[number];
export type TStrategyStepKey = TStrategyStep['key'];

/** "Any kind whose name contains Semilleros" (spec section 3). */
export const isSeedbed = (kind: string | null | undefined) => !!kind && kind.includes('Semilleros');

const STEPS_BY_KIND: Record<TStrategyKind, readonly number[]> = {
  'Grupos de Estudio': [1, 2, 3, 4, 5, 6, 10],
  'Grupos de Trabajo': [1, 2, 3, 4, 5, 6, 10],
  'Colectivos Académicos': [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
  'Semilleros de Investigación': [1, 2, 3, 4, 6, 10],
};

/** The steps the wizard shows for a kind, in order; before a kind is chosen, only the first. */
export function stepsFor(kind: TStrategyKind | null | undefined): TStrategyStep[] {
  if (!kind) return [STRATEGY_STEPS[0]];
  return STEPS_BY_KIND[kind].map((n) => STRATEGY_STEPS[n - 1]!);
}

/** The actor types a kind registers (the actor steps it shows). */
export const actorTypesFor = (kind: TStrategyKind | null | undefined): TActorType[] =>
  stepsFor(kind).flatMap((s) => ('actorType' in s ? [s.actorType] : []));

/** 'Siguiente' after the last step goes back to the first (spec section 2). */
export function nextStep(kind: TStrategyKind | null | undefined, current: number): number {
  const steps: number[] = stepsFor(kind).map((s) => s.step);
  const at = steps.indexOf(current);
  return steps[(at + 1) % steps.length] ?? steps[0]!;
}

/** The conditional fields of the general information (spec section 5), and for which kinds they apply. */
export type TKindFields = {
  subjects: boolean;
  overall_objective: boolean;
  specific_goal: boolean;
  conformation_date: boolean;
  problem_nucleus: boolean;
  reward: boolean;
  entity: boolean;
  research_hotbed_id: boolean;
  proyect_name: boolean;
};

export function fieldsFor(kind: TStrategyKind | null | undefined): TKindFields {
  return {
    subjects: kind === 'Grupos de Estudio',
    overall_objective: kind === 'Grupos de Estudio' || kind === 'Grupos de Trabajo' || isSeedbed(kind),
    specific_goal: kind === 'Grupos de Estudio',
    conformation_date: kind === 'Grupos de Trabajo',
    problem_nucleus: !!kind && kind !== 'Grupos de Trabajo',
    reward: kind === 'Colectivos Académicos',
    entity: kind === 'Colectivos Académicos',
    research_hotbed_id: isSeedbed(kind),
    proyect_name: isSeedbed(kind),
  };
}

type TKindLabels = { name: string; problem: string; description: string };

const KIND_LABELS: Record<TStrategyKind, TKindLabels> = {
  'Grupos de Estudio': {
    name: 'Nombre del Grupo de Estudio',
    problem: 'Núcleo Problémico',
    description:
      'Espacio académico en el que docentes y estudiantes estudian en profundidad un tema de una o varias asignaturas, alrededor de un núcleo problémico.',
  },
  'Grupos de Trabajo': {
    name: 'Nombre del Grupo de Trabajo',
    problem: 'Núcleo Problémico',
    description:
      'Equipo de docentes, egresados y estudiantes conformado para desarrollar un trabajo académico o investigativo concreto durante un tiempo definido.',
  },
  'Colectivos Académicos': {
    name: 'Nombre del Colectivo Académico',
    problem: 'Problema Social',
    description:
      'Comunidad académica abierta a actores del sector productivo, el Estado y la sociedad civil que aborda un problema social de su entorno.',
  },
  'Semilleros de Investigación': {
    name: 'Nombre de la Estrategia del Semillero',
    problem: 'Núcleo Problémico',
    description:
      'Estrategia de un semillero de investigación registrado: estudiantes que se forman en investigación alrededor de un proyecto, guiados por un docente.',
  },
};

/** The labels that change with the kind: the name field, the problem field and the kind's hint. */
export function labelsFor(kind: TStrategyKind | null | undefined): TKindLabels {
  return kind ? KIND_LABELS[kind] : { name: 'Nombre', problem: 'Núcleo Problémico', description: '' };
}
