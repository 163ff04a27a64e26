import { eq, inArray, sql } from 'drizzle-orm';
import { ZStrategySchema, type TActorInput, type TStrategyInput, type TStrategyKind } from '@siiicca/shared';
import { saveStrategy } from './save-strategy';
import { createDraft } from './drafts';
import { expireStrategy, finishStrategy, sealStrategyPeople } from './transitions';
import { demoStrategyFiles } from './demo-files';
import type { TUpload } from './save-strategy';
import type { FileStore } from '../../lib/files';
import { strategyVersion } from './find-strategy';
import { queryRows } from '../../db/query-rows';
import { inTransaction, type DbOrTx } from '../../db/transaction';
import { strategies, strategyPeriods, users } from '../../db/schema';
import { isEmpty } from '../../db/seed/reference';
import { strategyCatalogueIds, type TStrategyCatalogueIds } from '../../db/seed/strategy-catalogue-ids';

/*
 * Demo strategies: for both demo lecturers, one of each kind in the active period, one still in the
 * past period, one Vencido, one Finalizado, one whose term is over and an unfinished Borrador (so
 * every row action is offered somewhere), with actors of every type,
 * products and activities. Written through the save use case, so they are exactly what the wizard
 * would have saved. Once, into a database without strategies.
 *
 * With a file store (a server's seed), some carry an approval letter and the Finalizado one its
 * final report (finished through 'Informe final' itself), so the Anexos ZIP, the letter's download
 * and 'Descargar Informe Final' can be tried; the others have none, so Anexos can also say so.
 */

type Ids = TStrategyCatalogueIds;

const person = (identification: string, name: string, email: string, type_id: 'CC' | 'TI' | 'CE' = 'CC') => ({ type_id, identification, name, email, mobile: '3001234567' });
const org = (identification: string, name: string) => ({ type_id: 'NIT' as const, identification, name });

function actors(ids: Ids, n: number): TActorInput[] {
  // n shifts the organisations and people so each strategy has its own mix, all of them valid.
  return [
    { type: 'Docente', rol: 'Co-Tutor', link: 'Medio Tiempo', sectional_id: ids.sectional, faculty_id: ids.faculty, third: person('1020456789', 'Juliana Andrea Castro Méndez', 'juliana.castro@usta.test') },
    { type: 'Docente', rol: 'Asesor', link: 'Docente Nacional', entity_name: 'Universidad Pedagógica y Tecnológica de Colombia', city_id: '15001', third: person(`7130${n}451`, 'Álvaro José Quintero Rey', 'alvaro.quintero@correo.test') },
    { type: 'Egresado', rol: 'Asesor', programs: [{ program_id: ids.program, year: 2018 + (n % 5) }], third: person('1032456789', 'Daniela Sofía Martínez Ruiz', 'daniela.martinez@correo.test') },
    { type: 'Estudiante', rol: 'Beneficiario', link: 'Estudiante USTA', program_id: ids.program, semester: 3 + (n % 6), third: person('1001234567', 'Santiago Herrera López', 'santiago.herrera@usta.test') },
    { type: 'Estudiante', rol: 'Beneficiario', link: 'Estudiante Movilidad', entity_name: 'Universidad Nacional de San Agustín', country_id: 'PER', third: person(`P${n}778812`, 'Lucía Fernanda Quispe Mamani', 'lucia.quispe@correo.test', 'CE') },
    { type: 'Sector Productivo', rol: 'Co-ejecutor', third: org(`90012${n}345`, 'Cafés Especiales del Huila S.A.S.'), actor_name: 'Jorge Ramírez', actor_position: 'Gerente', email: 'gerencia@cafeshuila.test', city_id: '41001', economic_sector_id: ids.economicSector, sector: 'Privado' },
    { type: 'Estado', rol: 'Evaluador', third: org('891800846', 'Alcaldía Mayor de Tunja'), actor_name: 'Marta Gil', actor_position: 'Secretaria de Educación', email: 'educacion@tunja.test', city_id: '15001' },
    { type: 'Sociedad Civil', rol: 'Beneficiario', third: org('830045678', 'Junta de Acción Comunal La Candelaria'), actor_name: 'Pedro Ruiz', actor_position: 'Presidente', email: 'jac@candelaria.test', city_id: '11001' },
  ];
}

/** The strategies (by name) that carry an approval letter when seeded with a file store. */
const LETTERED = ['Huertas comunitarias y seguridad alimentaria', 'Inteligencia artificial aplicada a la salud', 'Memoria histórica en barrios de Bogotá'];
/** The one finished with 'Informe final': the second of 'Colectivos Académicos' (see below). */
const FINISHED = 'Memoria histórica en barrios de Bogotá';

const TOPICS: Record<TStrategyKind, string[]> = {
  'Grupos de Estudio': ['Pensamiento crítico y ciudadanía digital', 'Lectura de textos clásicos de filosofía política'],
  'Grupos de Trabajo': ['Analítica de datos para la gestión académica', 'Materiales sostenibles para vivienda rural'],
  'Colectivos Académicos': ['Huertas comunitarias y seguridad alimentaria', 'Memoria histórica en barrios de Bogotá'],
  'Semilleros de Investigación': ['Robótica educativa en colegios públicos', 'Inteligencia artificial aplicada a la salud'],
};

function demoStrategy(kind: TStrategyKind, ids: Ids, products: number[], leader: TStrategyInput['leader'], n: number, topic: string): TStrategyInput {
  return {
    sectional_id: ids.sectional,
    strategy: kind,
    leader,
    divisions: [ids.division],
    faculties: [ids.faculty],
    programs: [ids.program],
    name: topic,
    overall_objective: `Fortalecer la formación investigativa alrededor de: ${topic.toLowerCase()}.`,
    specific_goal: 'Leer, discutir y reseñar diez textos del área durante el semestre.',
    methodology: 'Seminario alemán con relatorías, protocolos y sesiones de trabajo de campo.',
    duration: 6 + (n % 4) * 6,
    problem_nucleus: 'Brechas de apropiación social del conocimiento en la comunidad universitaria.',
    conformation_date: '2026-02-01',
    reward: 'Reconocimiento en la Semana de la Investigación.',
    entity: { type_id: 'NIT', identification: '900456123', name: 'Fundación Tejido Social' },
    research_hotbed_id: ids.hotbed,
    proyect_name: topic,
    subjects: [ids.subject],
    investigation_lines: [ids.line],
    action_fields: [ids.actionField],
    academic_period: `2026-${1 + (n % 2)}`,
    actors: actors(ids, n),
    products: products.slice(0, 2),
    activities: [
      { description: 'Sesión de apertura: presentación de la estrategia y acuerdos de trabajo.' },
      { description: 'Seminario mensual de lectura y discusión.' },
      { description: 'Socialización de resultados en la Semana de la Investigación.' },
    ],
  };
}

/**
 * Created long enough ago that its term ended `days` ago, its expiration date as a save writes it
 * (created day in Bogotá + duration months - 1 day, docs/decisions/006), so editing it keeps it so.
 */
function termEndedDaysAgo(days: number): Partial<typeof strategies.$inferInsert> {
  const created = sql`now() - make_interval(months => ${strategies.duration}, days => ${days})`;
  return {
    createdAt: created as never,
    expirationDate: sql`(((${created}) at time zone 'America/Bogota')::date + make_interval(months => ${strategies.duration}) - interval '1 day')::date` as never,
  };
}

/**
 * The demo's files, stored before the transaction that names them (as an upload is): the letters by
 * '<lecturer id> <strategy name>', and the final reports by lecturer id. `written` gets each path as
 * soon as it is stored, so a failure part-way leaves nothing the caller cannot remove.
 */
async function storeDemoFiles(files: FileStore, lecturers: { id: number }[], written: string[]) {
  const store = demoStrategyFiles(files);
  const letters = new Map<string, TUpload>();
  const reports = new Map<number, TUpload>();
  const keep = (upload: TUpload) => (written.push(upload.path), upload);
  for (const lecturer of lecturers) {
    for (const name of LETTERED) letters.set(`${lecturer.id} ${name}`, keep(await store('letter', name)));
    reports.set(lecturer.id, keep(await store('report', FINISHED)));
  }
  return { letters, reports };
}

export async function seedStrategyDemo(db: DbOrTx, files: FileStore | null = null) {
  if (!(await isEmpty(db, 'strategies'))) return;
  const ids = await strategyCatalogueIds(db);
  const lecturers = await db.select({ id: users.id, name: users.name, email: users.email, identity: users.identity }).from(users).where(inArray(users.username, ['docente', 'docente2']));
  const periods = await db.select({ id: strategyPeriods.id, state: strategyPeriods.state }).from(strategyPeriods);
  const past = periods.find((p) => !p.state);
  if (!ids || lecturers.length === 0 || !periods.some((p) => p.state) || !past) return;
  const kindProducts = await queryRows<{ kind: TStrategyKind; ids: number[] }>(
    db,
    sql`select kind, array_agg(product_id order by product_id) as ids from strategy_kind_products group by kind`,
  );
  const productsOf = (kind: TStrategyKind) => (kindProducts.find((k) => k.kind === kind)?.ids ?? []).map(Number);

  const written: string[] = [];
  try {
    const stored = files ? await storeDemoFiles(files, lecturers, written) : null;
    const used = await writeDemo(db, { ids, lecturers, past, productsOf, stored });
    // A file of a strategy that was not written (a kind without products) is no one's.
    await files?.remove(...written.filter((p) => !used.has(p)));
  } catch (err) {
    await files?.remove(...written);
    throw err;
  }
}

type TDemoPlan = {
  ids: Ids;
  lecturers: { id: number; name: string; email: string; identity: string | null }[];
  past: { id: number };
  productsOf: (kind: TStrategyKind) => number[];
  stored: Awaited<ReturnType<typeof storeDemoFiles>> | null;
};

/** Writes the demo strategies in one transaction; answers the stored files they name. */
async function writeDemo(db: DbOrTx, { ids, lecturers, past, productsOf, stored }: TDemoPlan): Promise<Set<string>> {
  const used = new Set<string>();
  await inTransaction(db, async (tx) => {
    let n = 0;
    for (const lecturer of lecturers) {
      const leader = { ...person(lecturer.identity ?? `5${lecturer.id}`, lecturer.name, lecturer.email), sectional_id: ids.sectional, faculty_id: ids.faculty, investigation_group_id: ids.group };
      const saved: { kind: TStrategyKind; id: number }[] = [];
      for (const kind of Object.keys(TOPICS) as TStrategyKind[]) {
        for (const topic of TOPICS[kind]) {
          if (productsOf(kind).length === 0) continue;
          const input = ZStrategySchema.parse(demoStrategy(kind, ids, productsOf(kind), leader, n++, topic));
          const letter = stored?.letters.get(`${lecturer.id} ${topic}`) ?? null;
          if (letter) used.add(letter.path);
          saved.push({ kind, id: (await saveStrategy(tx, lecturer.id, input, letter)).id });
        }
      }
      // Every state: the second strategy of each kind is moved on (past period, Vencido, Finalizado, term over).
      const second = (kind: TStrategyKind) => saved.filter((s) => s.kind === kind)[1]?.id;
      const set = async (id: number | undefined, values: Partial<typeof strategies.$inferInsert>) => {
        if (id) await tx.update(strategies).set(values).where(eq(strategies.id, id));
      };
      // Actualizar periodo: Activo in the past period, its term still running.
      await set(second('Grupos de Estudio'), { periodId: past.id });
      // Vencido through 'Vencer' itself (its history says so), once its term ended a month ago.
      const expired = second('Grupos de Trabajo');
      await set(expired, termEndedDaysAgo(30));
      if (expired) await expireStrategy(tx, { userId: lecturer.id, manage: false }, { id: expired, version: await strategyVersion(tx, expired) });
      // Finalizado through 'Informe final' itself when there is a report to keep; marked so otherwise.
      const finished = second('Colectivos Académicos');
      const report = stored?.reports.get(lecturer.id);
      if (finished && report) {
        used.add(report.path);
        await finishStrategy(tx, lecturer.id, { id: finished, version: await strategyVersion(tx, finished), upload: report, errors: {} });
      } else if (finished) {
        await set(finished, { state: 'Finalizado' });
        await sealStrategyPeople(tx, finished);
      }
      // Vencer (and still Informe final): Activo in the active period, its term over five days ago.
      await set(second('Semilleros de Investigación'), termEndedDaysAgo(5));
      await createDraft(tx, lecturer.id, {
        step: 3,
        data: { sectional_id: ids.sectional, strategy: 'Grupos de Estudio', name: 'Club de lectura en investigación formativa', divisions: [ids.division], actors: [], activities: [], products: [] },
      });
    }
  });
  return used;
}
