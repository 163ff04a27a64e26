import type { TActorInput } from './actors';
import type { TStrategyKind } from './enums';
import type { TStrategyInput } from './strategy';

/**
 * Valid strategies and actors for tests (shared unit tests, API tests, benchmarks). Not exported
 * from the package index: import it by path. `ids` are the catalogue rows of the database at hand.
 */
export type TStrategyFixtureIds = {
  sectional: number;
  division: number;
  faculty: number;
  program: number;
  subject: number;
  line: number;
  actionField: number;
  hotbed: number;
  product: number;
  economicSector: number;
  group: number | null;
};

export const FIXTURE_IDS: TStrategyFixtureIds = {
  sectional: 1,
  division: 1,
  faculty: 1,
  program: 1,
  subject: 1,
  line: 1,
  actionField: 1,
  hotbed: 1,
  product: 1,
  economicSector: 1,
  group: null,
};

let serial = 0;
/** A fresh identification number, so that actors of one strategy never collide. */
export const nextIdentification = () => `${9000000 + ++serial}`;

const person = (name: string, identification = nextIdentification()) => ({
  type_id: 'CC' as const,
  identification,
  name,
  email: `persona${identification}@correo.test`,
  mobile: '3001234567',
});

const organisation = (name: string) => ({ type_id: 'NIT' as const, identification: nextIdentification(), name });

/** One valid actor of each type. */
export function actorOf(type: TActorInput['type'], ids: TStrategyFixtureIds = FIXTURE_IDS): TActorInput {
  switch (type) {
    case 'Docente':
      return { type, rol: 'Co-Tutor', third: person('Laura Méndez Ortiz'), link: 'Tiempo Completo', sectional_id: ids.sectional, faculty_id: ids.faculty };
    case 'Egresado':
      return { type, rol: 'Asesor', third: person('Andrés Felipe Núñez'), programs: [{ program_id: ids.program, year: 2019 }] };
    case 'Estudiante':
      return { type, rol: 'Beneficiario', third: person('Sofía Herrera Peña'), link: 'Estudiante USTA', program_id: ids.program, semester: 5 };
    case 'Sector Productivo':
      return {
        type,
        rol: 'Co-ejecutor',
        third: organisation('Cafés Especiales del Huila S.A.S.'),
        actor_name: 'Jorge Ramírez',
        actor_position: 'Gerente',
        email: 'gerencia@cafeshuila.test',
        city_id: '41001',
        economic_sector_id: ids.economicSector,
        sector: 'Privado',
      };
    case 'Estado':
      return { type, rol: 'Evaluador', third: organisation('Alcaldía de Tunja'), actor_name: 'Marta Gil', actor_position: 'Secretaria de Educación', email: 'educacion@tunja.test', city_id: '15001' };
    case 'Sociedad Civil':
      return { type, rol: 'Beneficiario', third: organisation('Junta de Acción Comunal La Candelaria'), actor_name: 'Pedro Ruiz', actor_position: 'Presidente', email: 'jac@candelaria.test', city_id: '11001' };
  }
}

/** A strategy of `kind` that passes every rule, with one actor of each type the kind registers. */
export function validStrategy(kind: TStrategyKind, ids: TStrategyFixtureIds = FIXTURE_IDS, leaderIdentification = nextIdentification()): TStrategyInput {
  const actorTypes: TActorInput['type'][] =
    kind === 'Colectivos Académicos'
      ? ['Docente', 'Egresado', 'Estudiante', 'Sector Productivo', 'Estado', 'Sociedad Civil']
      : kind === 'Semilleros de Investigación'
        ? ['Docente', 'Estudiante']
        : ['Docente', 'Egresado', 'Estudiante'];
  return {
    sectional_id: ids.sectional,
    strategy: kind,
    leader: { ...person('María Fernanda Rojas Díaz', leaderIdentification), sectional_id: ids.sectional, faculty_id: ids.faculty, investigation_group_id: ids.group },
    divisions: [ids.division],
    faculties: [ids.faculty],
    programs: [ids.program],
    name: `${kind}: Pensamiento crítico y ciudadanía`,
    overall_objective: 'Fortalecer la formación investigativa de los estudiantes.',
    specific_goal: 'Leer y discutir diez artículos del área.',
    methodology: 'Seminario alemán con relatorías y protocolos.',
    duration: 12,
    problem_nucleus: 'La desinformación en redes sociales.',
    conformation_date: '2026-02-01',
    reward: 'Reconocimiento en la semana de la investigación.',
    entity: { type_id: 'NIT', identification: nextIdentification(), name: 'Fundación Tejido Social' },
    research_hotbed_id: ids.hotbed,
    proyect_name: 'Huertas urbanas y seguridad alimentaria',
    subjects: [ids.subject],
    investigation_lines: [ids.line],
    action_fields: [ids.actionField],
    academic_period: '2026-2',
    actors: actorTypes.map((t) => actorOf(t, ids)),
    products: [ids.product],
    activities: [{ description: 'Sesión de apertura y acuerdos de trabajo.' }, { description: 'Seminario mensual de lectura.' }],
  };
}
