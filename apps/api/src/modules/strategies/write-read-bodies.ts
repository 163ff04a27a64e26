import { sql } from 'drizzle-orm';
import {
  PEOPLE_LIMITS as P,
  STRATEGY_LIMITS as S,
  BOUNDS,
  actorTypesFor,
  currentYear,
  fieldsFor,
  type TActorInput,
  type TStrategyInput,
  type TStrategyKind,
} from '@siiicca/shared';
import type { TStrategyFixtureIds } from '../../../../../packages/shared/src/strategies/testing';
import { queryRows } from '../../db/query-rows';
import type { DbOrTx } from '../../db/transaction';

/*
 * Strategy bodies for the write/read agreement test: the least a save takes, and every field at its
 * bound (the longest texts, the most rows the catalogues of one sectional allow, up to the limits).
 */

/** The fixture's rows plus every row a strategy of the kind may choose (capped at the schema's limits). */
export type TChoices = TStrategyFixtureIds & { divisions: number[]; faculties: number[]; programs: number[]; subjects: number[]; lines: number[]; actionFields: number[]; products: number[] };

export async function strategyChoices(db: DbOrTx, kind: TStrategyKind, ids: TStrategyFixtureIds): Promise<TChoices> {
  const [row] = await queryRows<Omit<TChoices, keyof TStrategyFixtureIds>>(
    db,
    sql`select
      array(select division_id from sectional_divisions where sectional_id = ${ids.sectional} order by division_id) as divisions,
      array(select distinct faculty_id from sectional_faculties where sectional_id = ${ids.sectional} order by faculty_id) as faculties,
      array(select distinct program_id from sectional_programs where sectional_id = ${ids.sectional} order by program_id limit 500) as programs,
      array(select id from subjects where active order by id limit 500) as subjects,
      array(select id from investigation_lines where active order by id limit 500) as lines,
      array(select id from action_fields where active order by id limit 500) as "actionFields",
      array(select product_id from strategy_kind_products where kind = ${kind} order by product_id limit ${S.products}) as products`,
  );
  return { ...ids, ...row! };
}

/** `text` filled up to `length` characters with accented letters (a multibyte character counts once). */
export const fill = (text: string, length: number) => (text + ' ' + 'áéíóúñ'.repeat(length)).slice(0, length);

let serial = 0;
/** A fresh identification of exactly `length` characters. */
const identification = (length: number = P.identification) => `7${String(++serial).padStart(length - 1, '0')}`;
/** A valid e-mail of exactly 150 characters. */
const longEmail = () => `${fill(`p${++serial}`, 64).replace(/[^a-z0-9]/g, 'a')}@${'d'.repeat(63)}.${'e'.repeat(18)}.co`;
const url = () => `https://perfil.test/${'x'.repeat(P.link - 20)}`;

/** A strategy of `kind` with only what the save requires: no optional field, no actor, one activity and product. */
export function minimalStrategy(kind: TStrategyKind, c: TChoices): TStrategyInput & { name: string } {
  const f = fieldsFor(kind);
  const required = {
    subjects: f.subjects ? [c.subject] : undefined,
    overall_objective: f.overall_objective ? 'Objetivo.' : undefined,
    specific_goal: f.specific_goal ? 'Meta.' : undefined,
    conformation_date: f.conformation_date ? '2026-02-01' : undefined,
    problem_nucleus: f.problem_nucleus ? 'Núcleo.' : undefined,
    research_hotbed_id: f.research_hotbed_id ? c.hotbed : undefined,
  };
  return {
    sectional_id: c.sectional,
    strategy: kind,
    leader: { type_id: 'CC', identification: identification(8), name: 'Líder Mínimo', email: `lider${serial}@correo.test`, sectional_id: c.sectional, faculty_id: c.faculty },
    divisions: [c.division],
    faculties: [c.faculty],
    programs: [c.program],
    name: `Mínima ${serial} ${kind}`,
    methodology: 'M',
    duration: 1,
    investigation_lines: [c.line],
    action_fields: [c.actionField],
    academic_period: '2026-1',
    products: [c.product],
    activities: [{ description: 'A' }],
    ...Object.fromEntries(Object.entries(required).filter(([, v]) => v !== undefined)),
  };
}

const person = () => ({ type_id: 'CE' as const, identification: identification(), name: fill(`Persona ${serial}`, P.personName), email: longEmail(), mobile: '3'.repeat(P.mobile), cvlac: url(), orcid: 'https://orcid.org/0000-0002-1825-0097', gooAcademico: url() });
const organisation = () => ({ type_id: 'NIT' as const, identification: identification(), name: fill(`Organización ${serial}`, P.organisationName), email: longEmail(), mobile: '6'.repeat(P.mobile) });
const contact = () => ({ third: organisation(), actor_name: fill('Contacto', P.entityName), actor_position: fill('Cargo', P.position), email: longEmail(), city_id: '11001' });

/** An actor of `type` with every field it takes at its longest (alternating the links that ask for different fields). */
function boundsActor(type: TActorInput['type'], n: number, c: TChoices): TActorInput {
  const base = { rol: 'Co-ejecutor' as const };
  switch (type) {
    case 'Docente':
      return n % 2
        ? { ...base, type, third: person(), link: 'Hora Catedra', sectional_id: c.sectional, faculty_id: c.faculty, investigation_group_id: c.group }
        : { ...base, type, third: person(), link: 'Docente Internacional', entity_name: fill('Universidad', P.entityName), country_id: 'PER' };
    case 'Egresado':
      return { ...base, type, third: person(), programs: c.programs.slice(0, 30).map((program_id) => ({ program_id, year: currentYear() })) };
    case 'Estudiante':
      return n % 2
        ? { ...base, type, third: person(), link: 'Estudiante USTA', program_id: c.program, semester: 14 }
        : { ...base, type, third: person(), link: 'Estudiante Movilidad', entity_name: fill('Universidad de origen', P.entityName), country_id: 'MEX' };
    case 'Sector Productivo':
      return { ...base, type, ...contact(), economic_sector_id: c.economicSector, sector: 'Público' };
    case 'Estado':
    case 'Sociedad Civil':
      return { ...base, type, ...contact() };
  }
}

/** A strategy of `kind` with every text at its maximum length and every list as long as the limits and catalogues allow. */
export function boundsStrategy(kind: TStrategyKind, c: TChoices): TStrategyInput & { name: string; activities: unknown[]; actors: unknown[] } {
  const types = actorTypesFor(kind);
  const long = (label: string) => fill(`=${label}`, S.longText);
  return {
    sectional_id: c.sectional,
    strategy: kind,
    leader: { ...person(), sectional_id: c.sectional, faculty_id: c.faculty, investigation_group_id: c.group },
    divisions: c.divisions,
    faculties: c.faculties,
    programs: c.programs,
    name: fill(`Límite ${serial} ${kind}`, S.name),
    overall_objective: long('Objetivo'),
    specific_goal: long('Metas'),
    methodology: long('Metodología'),
    duration: S.durationMonths,
    problem_nucleus: long('Problema'),
    conformation_date: BOUNDS.dateMax,
    reward: fill('Reconocimiento', S.reward),
    entity: { type_id: 'NIT', identification: identification(), name: fill('Entidad', P.organisationName) },
    research_hotbed_id: c.hotbed,
    proyect_name: fill('Proyecto', S.proyectName),
    subjects: c.subjects,
    investigation_lines: c.lines,
    action_fields: c.actionFields,
    academic_period: '2026-2',
    actors: Array.from({ length: S.actors }, (_, n) => boundsActor(types[n % types.length]!, n, c)),
    products: c.products,
    activities: Array.from({ length: S.activities }, (_, n) => ({ description: fill(`${n + 1}. Actividad`, S.activity) })),
  };
}
