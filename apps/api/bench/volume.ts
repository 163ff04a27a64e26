/**
 * A university's volume of training strategies, loaded set-based (INSERT ... SELECT over
 * generate_series, no row-by-row round trips) into a migrated and seeded database:
 *
 * - one strategy period per semester from 2016 (the seeded ones kept),
 * - lecturers (one per 40 strategies, 'volumen.NNNNN', profile Docente) and their people (`thirds`),
 *   a pool of other people and of organisations,
 * - the strategies, spread over lecturers, sectionals, kinds, periods (created inside their period,
 *   never in the future), durations and states (mostly Vencido/Finalizado in the past, Activo in
 *   the term, a few Borrador), with expiration dates from their term,
 * - per strategy: 3 to 8 actors (the leader first, the others of the types its kind takes), 2 to 5
 *   activities, 1 to 3 products its kind may promise, its divisions, 1 or 2 faculties, 1 to 3
 *   programs, lines, action fields, a subject for study groups, programs of its graduates.
 *
 * Deterministic (the choices are arithmetic on the row's id), and loading again adds as many again.
 * `loadStrategyVolume(db, { strategies })` for benches (projects: project-volume.ts; their execution:
 * execution-volume.ts); the CLI for a real database:
 *   npm run load-volume -- [--strategies 100000] [--projects 100000] [--executions 30000] [--readback 1000]   (DATABASE_URL for PostgreSQL, else the PGlite of DATA_DIR)
 * then reads `--readback` records of each type back through the API and fails on any 5xx (volume-readback.ts; 0 skips it).
 */
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { queryRows } from '../src/db/query-rows';
import { seed } from '../src/seed';
import { inTransaction, type DbOrTx, type Tx } from '../src/db/transaction';
import { isEntryPoint, runCli } from '../src/ops/cli';
import { createPool, drizzleOnPool } from '../src/db/pg-pool';
import { loadExecutionVolume } from './execution-volume';
import { loadProjectVolume } from './project-volume';
import { readBackVolume } from './volume-readback';
import { createTestApp, loginAs } from '../test/helpers';

export type TVolumeCounts = {
  strategies: number;
  lecturers: number;
  actors: number;
  activities: number;
  products: number;
  periods: number;
  ms: number;
};

const count = async (tx: Tx, query: ReturnType<typeof sql>) => Number((await queryRows<{ n: number }>(tx, query))[0]!.n);

/** Semesters from 2016-1 up to the current year's second one, named like the seeded ones. */
async function loadPeriods(tx: Tx) {
  await tx.execute(sql`
    insert into strategy_periods (description, date_start, date_end, state)
    select 'Periodo ' || y || '-' || s,
      case s when 1 then make_date(y, 1, 15) else make_date(y, 7, 1) end,
      case s when 1 then make_date(y, 6, 30) else make_date(y, 12, 31) end,
      false
    from generate_series(2016, extract(year from current_date)::int) y, generate_series(1, 2) s
    on conflict do nothing`);
}

/** Lecturers 'volumen.NNNNN' (after those of an earlier load), their Docente profile and their people. */
async function loadLecturers(tx: Tx, n: number) {
  const from = await count(tx, sql`select count(*)::int as n from users where username like 'volumen.%'`);
  await tx.execute(sql`
    with names as (
      select array['Ángela','José','María','Andrés','Lucía','Sebastián','Valentina','Nicolás','Sofía','Julián','Camila','Óscar',
                   'Daniela','Martín','Paula','Tomás','Natalia','Iván','Mónica','Raúl'] as first,
             array['Pérez','Gómez','Rodríguez','Martínez','Hernández','López','Díaz','Muñoz','Sánchez','Ramírez','Castaño','Ibáñez',
                   'Suárez','Peña','Jiménez','Ordóñez','Cárdenas','Núñez','Quiñones','Beltrán'] as last,
             (select array_agg(id order by id) from sectionals) as sectionals
    )
    insert into users (name, email, username, identity, id_sectional, account_type, active)
    select first[1 + g % 20] || ' ' || last[1 + (g / 20) % 20] || ' ' || last[1 + (g * 7 + 3) % 20],
      'volumen.' || lpad(g::text, 6, '0') || '@usta.test', 'volumen.' || lpad(g::text, 6, '0'), '79' || lpad(g::text, 8, '0'),
      sectionals[1 + g % array_length(sectionals, 1)], 'sac', true
    from names, generate_series(${from + 1}::int, ${from + n}::int) g
    on conflict do nothing`);
  await tx.execute(sql`
    insert into user_roles (user_id, role_id)
    select u.id, r.id from users u join roles r on r.key = 'lecturer' where u.username like 'volumen.%'
    on conflict do nothing`);
  await tx.execute(sql`
    insert into thirds (type_id, identification, name, email, mobile, sectional_id)
    select 'CC', u.identity, u.name, u.email, '300' || right(u.identity, 7), u.id_sectional
    from users u where u.username like 'volumen.%'
    on conflict do nothing`);
}

/** The pool of other people (CC, TI, CE) and organisations (NIT) that strategies take as actors. */
async function loadPeople(tx: Tx, people: number, organisations: number) {
  await tx.execute(sql`
    with names as (
      select array['Juliana','Álvaro','Daniela','Santiago','Lucía','Jorge','Marta','Pedro','Ximena','Éver','Iñaki','Luz Ángela',
                   'Germán','Adriana','Héctor','Yolanda','Fabián','Rocío','Efraín','Nohemí'] as first,
             array['Castro','Quintero','Martínez','Herrera','Quispe','Ramírez','Gil','Ruiz','Méndez','Rey','López','Mamani',
                   'Vargas','Acuña','Zúñiga','Patiño','Rincón','Gutiérrez','Ospina','Bermúdez'] as last
    )
    insert into thirds (type_id, identification, name, email, mobile)
    select (array['CC','CC','CC','TI','CE'])[1 + g % 5], '61' || lpad(g::text, 8, '0'),
      first[1 + (g * 3) % 20] || ' ' || last[1 + (g / 20) % 20] || ' ' || last[1 + (g * 11 + 5) % 20],
      'persona.' || g || '@correo.test', '310' || lpad(g::text, 7, '0')
    from names, generate_series(1, ${people}::int) g
    on conflict do nothing`);
  await tx.execute(sql`
    insert into thirds (type_id, identification, name, email)
    select 'NIT', '9' || lpad(g::text, 8, '0'),
      (array['Fundación','Cooperativa','Alcaldía de','Junta de Acción Comunal','Asociación','Cámara de Comercio de','Corporación'])[1 + g % 7]
        || ' ' || (array['Tunja','Bogotá','Medellín','Bucaramanga','Villavicencio','Neiva','Pasto','Montería','Ibagué','Cúcuta'])[1 + (g / 7) % 10]
        || ' ' || g,
      'contacto.' || g || '@entidad.test'
    from generate_series(1, ${organisations}::int) g
    on conflict do nothing`);
}

/**
 * Loads `strategies` strategies (with everything a strategy holds) into a migrated, seeded database,
 * in one transaction, and analyzes the tables (PGlite has no autovacuum to do it).
 */
/**
 * The load draws each record's divisions, faculties, programs, sectional and groups from the
 * database's own catalogues: a database without them (DATABASE_URL set and DEMO_DATA not) gets a
 * clear message instead of a not-null violation halfway through.
 */
async function requireCatalogues(db: DbOrTx) {
  const [row] = await queryRows<Record<string, number>>(db, sql`select
    (select count(*) from divisions)::int as divisiones, (select count(*) from faculties)::int as facultades,
    (select count(*) from programs)::int as programas, (select count(*) from sectionals)::int as seccionales,
    (select count(*) from investigation_groups)::int as "grupos de investigación"`);
  const empty = Object.entries(row ?? {}).filter(([, n]) => Number(n) === 0).map(([name]) => name);
  if (empty.length) {
    throw new Error(`La carga usa los catálogos de la base de datos y estos están vacíos: ${empty.join(', ')}. Cárguelos, o inicie la base con DEMO_DATA=true.`);
  }
}

export async function loadStrategyVolume(db: DbOrTx, opts: { strategies: number }): Promise<TVolumeCounts> {
  const started = Date.now();
  const n = Math.max(1, Math.floor(opts.strategies));
  const lecturers = Math.max(20, Math.ceil(n / 40));
  const people = Math.max(200, Math.ceil(n / 4));
  const organisations = Math.max(50, Math.ceil(n / 200));
  await requireCatalogues(db);
  const counts = await inTransaction(db, async (tx) => {
    await loadPeriods(tx);
    await loadLecturers(tx, lecturers);
    await loadPeople(tx, people, organisations);
    // Working sets of this load, numbered from 1 (dropped at commit).
    await tx.execute(sql`create temp table vol_lecturers on commit drop as
      select row_number() over (order by u.id)::int as n, u.id as user_id, u.id_sectional, t.id as third_id
      from users u join thirds t on t.type_id = 'CC' and upper(t.identification) = upper(u.identity)
      where u.username like 'volumen.%'`);
    await tx.execute(sql`create temp table vol_people on commit drop as
      select row_number() over (order by id)::int as n, id from thirds where type_id <> 'NIT' and identification like '61%' and email like 'persona.%'`);
    await tx.execute(sql`create temp table vol_orgs on commit drop as
      select row_number() over (order by id)::int as n, id from thirds where type_id = 'NIT' and email like 'contacto.%@entidad.test'`);
    await tx.execute(sql`create temp table vol_periods on commit drop as
      select row_number() over (order by date_start)::int as n, id, date_start, date_end from strategy_periods
      where date_start <= current_date and description ~ '^Periodo [0-9]{4}-[12]$'`);
    for (const table of ['vol_lecturers', 'vol_people', 'vol_orgs', 'vol_periods']) {
      await tx.execute(sql.raw(`alter table ${table} add primary key (n)`));
    }
    const before = await count(tx, sql`select coalesce(max(id), 0)::int as n from strategies`);
    const sizes = await queryRows<{ lecturers: number; people: number; orgs: number; periods: number }>(
      tx,
      sql`select (select count(*) from vol_lecturers)::int as lecturers, (select count(*) from vol_people)::int as people,
        (select count(*) from vol_orgs)::int as orgs, (select count(*) from vol_periods)::int as periods`,
    );
    const size = sizes[0]!;
    if (!size.lecturers || !size.people || !size.orgs || !size.periods) throw new Error('No hay docentes, personas o periodos para cargar el volumen.');

    // The strategies. h is a scrambled copy of g: neighbouring rows differ in everything.
    await tx.execute(sql`
      with c as (
        select (select array_agg(id order by id) from sectionals) as sectionals,
          (select array_agg(id order by id) from research_hotbeds) as hotbeds,
          array['Grupos de Estudio','Grupos de Trabajo','Colectivos Académicos','Semilleros de Investigación'] as kinds,
          array['Pensamiento crítico','Robótica educativa','Memoria histórica','Huertas comunitarias','Analítica de datos',
                'Ética del cuidado','Economía solidaria','Física computacional','Lectura de clásicos','Derechos humanos',
                'Energías renovables','Educación inclusiva','Bioética clínica','Diseño participativo','Química verde',
                'Álgebra lineal aplicada','Cartografía social','Comunicación pública','Filosofía política','Salud mental',
                'Innovación pedagógica','Gestión del riesgo','Música andina','Ingeniería de software','Agroecología',
                'Periodismo de datos','Teología y sociedad','Arquitectura sostenible','Psicología del desarrollo','Didáctica de las ciencias'] as topics,
          array['en comunidades rurales','para la educación básica','en contextos urbanos','con enfoque de género','y territorio',
                'en la región andina','para la paz','y ciudadanía','en el posconflicto','con tecnologías abiertas',
                'para la salud pública','en la Orinoquía','y sostenibilidad','en el aula universitaria','y emprendimiento'] as focus
      ),
      s as (
        select g, ((g::bigint * 2654435761) % 1000003)::int as h,
          1 + ((g::bigint * 40503) % ${size.lecturers}::int)::int as lecturer,
          1 + ((g::bigint * 7919) % ${size.periods}::int)::int as period
        from generate_series(1, ${n}::int) g
      ),
      t as (
        select s.*, l.user_id, l.id_sectional, p.id as period_id,
          least(now() - interval '1 hour',
            ((p.date_start + (s.h % greatest(1, p.date_end - p.date_start))) + make_interval(hours => 7 + s.h % 11, mins => s.h % 60))
              at time zone 'America/Bogota') as created_at,
          6 * (1 + s.h % 4) as duration
        from s join vol_lecturers l on l.n = s.lecturer join vol_periods p on p.n = s.period
      ),
      e as (
        select t.*, ((t.created_at at time zone 'America/Bogota')::date + make_interval(months => t.duration) - interval '1 day')::date as expiration_date
        from t
      )
      insert into strategies (user_id, period_id, sectional_id, strategy, name, state, overall_objective, specific_goal, methodology,
        duration, problem_nucleus, conformation_date, reward, research_hotbed_id, proyect_name, academic_period, expiration_date,
        created_at, updated_at)
      select e.user_id, e.period_id,
        case when e.h % 4 = 0 then c.sectionals[1 + e.h % array_length(c.sectionals, 1)] else coalesce(e.id_sectional, c.sectionals[1]) end,
        c.kinds[1 + e.g % 4],
        c.topics[1 + e.h % 30] || ' ' || c.focus[1 + (e.h / 30) % 15] || ' ' || extract(year from e.created_at)::int,
        case
          when e.g % 97 = 0 then 'Borrador'
          when e.expiration_date < current_date then (case when e.h % 3 = 0 then 'Finalizado' when e.h % 5 = 0 then 'Activo' else 'Vencido' end)
          when e.h % 11 = 0 then 'Finalizado'
          else 'Activo'
        end,
        'Fortalecer la formación investigativa en ' || lower(c.topics[1 + e.h % 30]) || '.',
        'Leer, discutir y reseñar textos del área durante el semestre.',
        'Seminario alemán con relatorías, protocolos y trabajo de campo.',
        e.duration,
        'Brechas de apropiación social del conocimiento en la comunidad universitaria.',
        case when e.g % 4 = 1 then (e.created_at at time zone 'America/Bogota')::date end,
        case when e.g % 4 = 2 then 'Reconocimiento en la Semana de la Investigación.' end,
        case when e.g % 4 = 3 then c.hotbeds[1 + e.h % array_length(c.hotbeds, 1)] end,
        case when e.g % 4 = 3 then c.topics[1 + e.h % 30] end,
        extract(year from e.created_at)::int || '-' || (1 + e.h % 2),
        e.expiration_date, e.created_at, e.created_at
      from e, c
      order by e.g`);
    await tx.execute(sql`create temp table vol_strategies on commit drop as
      select id, strategy as kind, state, sectional_id, user_id, ((id::bigint * 2654435761) % 1000003)::int as h
      from strategies where id > ${before}::int`);
    await tx.execute(sql`alter table vol_strategies add primary key (id)`);

    // Catalogue choices: the i-th of a catalogue, taken from the strategy's scrambled id.
    await tx.execute(sql`
      with c as (select array_agg(id order by id) as ids from divisions)
      insert into strategy_divisions (strategy_id, division_id)
      select s.id, c.ids[1 + s.h % array_length(c.ids, 1)] from vol_strategies s, c`);
    await tx.execute(sql`
      with c as (select array_agg(id order by id) as ids from faculties)
      insert into strategy_faculties (strategy_id, faculty_id)
      select distinct s.id, c.ids[1 + (s.h + k * 7) % array_length(c.ids, 1)]
      from vol_strategies s, c, generate_series(0, s.h % 2) k`);
    await tx.execute(sql`
      with c as (select array_agg(id order by id) as ids from programs)
      insert into strategy_programs (strategy_id, program_id)
      select distinct s.id, c.ids[1 + (s.h / 3 + k * 5) % array_length(c.ids, 1)]
      from vol_strategies s, c, generate_series(0, s.h % 3) k`);
    await tx.execute(sql`
      with c as (select array_agg(id order by id) as ids from investigation_lines)
      insert into strategy_investigation_lines (strategy_id, investigation_line_id)
      select distinct s.id, c.ids[1 + (s.h / 7 + k * 3) % array_length(c.ids, 1)]
      from vol_strategies s, c, generate_series(0, s.h % 2) k`);
    await tx.execute(sql`
      with c as (select array_agg(id order by id) as ids from action_fields)
      insert into strategy_action_fields (strategy_id, action_field_id)
      select s.id, c.ids[1 + (s.h / 11) % array_length(c.ids, 1)] from vol_strategies s, c`);
    await tx.execute(sql`
      with c as (select array_agg(id order by id) as ids from subjects)
      insert into strategy_subjects (strategy_id, subject_id)
      select s.id, c.ids[1 + (s.h / 13) % array_length(c.ids, 1)] from vol_strategies s, c where s.kind = 'Grupos de Estudio'`);
    await tx.execute(sql`
      with c as (select kind, array_agg(product_id order by product_id) as ids from strategy_kind_products group by kind)
      insert into strategy_products (strategy_id, product_id)
      select distinct s.id, c.ids[1 + (s.h / 17 + k * 2) % array_length(c.ids, 1)]
      from vol_strategies s join c on c.kind = s.kind, generate_series(0, s.h % 3) k`);
    await tx.execute(sql`
      insert into strategy_activities (strategy_id, position, description)
      select s.id, k,
        (array['Sesión de apertura: presentación de la estrategia y acuerdos de trabajo.','Seminario mensual de lectura y discusión.',
               'Salida de campo y registro en diario.','Taller de escritura de reseñas y artículos.',
               'Socialización de resultados en la Semana de la Investigación.'])[k]
      from vol_strategies s, generate_series(1, 2 + s.h % 4) k`);

    // Actors: the leader (its lecturer's person), then 2 to 7 others of the types the kind takes.
    await tx.execute(sql`
      insert into strategy_actors (strategy_id, third_id, type, state, rol, link, sectional_id, faculty_id, created_at, updated_at)
      select s.id, l.third_id, 'Líder', 'Activo', null, (array['Tiempo Completo','Medio Tiempo','Hora Catedra'])[1 + s.h % 3],
        s.sectional_id, (select min(f.faculty_id) from strategy_faculties f where f.strategy_id = s.id), now(), now()
      from vol_strategies s join vol_lecturers l on l.user_id = s.user_id`);
    await tx.execute(sql`
      with types as (
        select 'Grupos de Estudio' as kind, array['Docente','Egresado','Estudiante'] as t
        union all select 'Grupos de Trabajo', array['Docente','Egresado','Estudiante']
        union all select 'Colectivos Académicos', array['Docente','Egresado','Estudiante','Sector Productivo','Estado','Sociedad Civil']
        union all select 'Semilleros de Investigación', array['Docente','Estudiante','Estudiante']
      ),
      a as (
        select s.id, s.h, s.sectional_id, k, types.t[1 + (s.h + k) % array_length(types.t, 1)] as type
        from vol_strategies s join types on types.kind = s.kind, generate_series(1, 2 + s.h % 6) k
      ),
      p as (select count(*)::int as people from vol_people),
      o as (select count(*)::int as orgs from vol_orgs),
      c as (select (select array_agg(id order by id) from programs) as programs, (select array_agg(id order by id) from faculties) as faculties,
        (select array_agg(id order by id) from economic_sectors) as sectors)
      insert into strategy_actors (strategy_id, third_id, type, state, rol, link, sectional_id, faculty_id, program_id, semester,
        actor_name, actor_position, email, economic_sector_id, sector, city_id, created_at, updated_at)
      select a.id,
        case when a.type in ('Sector Productivo','Estado','Sociedad Civil')
          then (select id from vol_orgs where n = 1 + (a.h + a.k) % o.orgs)
          else (select id from vol_people where n = 1 + ((a.id::bigint * 31 + a.k) % p.people)::int) end,
        a.type, case when a.h % 23 = a.k then 'Inactivo' else 'Activo' end,
        (array['Co-Tutor','Evaluador','Asesor','Co-ejecutor','Beneficiario'])[1 + (a.h + a.k) % 5],
        case a.type when 'Docente' then (array['Tiempo Completo','Medio Tiempo','Hora Catedra'])[1 + (a.h + a.k) % 3]
          when 'Estudiante' then 'Estudiante USTA' end,
        case when a.type = 'Docente' then a.sectional_id end,
        case when a.type = 'Docente' then c.faculties[1 + (a.h + a.k) % array_length(c.faculties, 1)] end,
        case when a.type = 'Estudiante' then c.programs[1 + (a.h + a.k) % array_length(c.programs, 1)] end,
        case when a.type = 'Estudiante' then 1 + (a.h + a.k) % 10 end,
        case when a.type in ('Sector Productivo','Estado','Sociedad Civil') then 'Contacto ' || a.k end,
        case when a.type in ('Sector Productivo','Estado','Sociedad Civil') then 'Coordinador' end,
        case when a.type in ('Sector Productivo','Estado','Sociedad Civil') then 'contacto' || a.k || '@entidad.test' end,
        case when a.type = 'Sector Productivo' then c.sectors[1 + a.h % array_length(c.sectors, 1)] end,
        case when a.type = 'Sector Productivo' then (array['Público','Privado'])[1 + a.h % 2] end,
        case when a.type in ('Sector Productivo','Estado','Sociedad Civil') then '11001' end,
        now(), now()
      from a, p, o, c`);
    await tx.execute(sql`
      with c as (select array_agg(id order by id) as ids from programs)
      insert into strategy_actor_programs (actor_id, program_id, year)
      select a.id, c.ids[1 + a.id % array_length(c.ids, 1)], 2010 + a.id % 15
      from strategy_actors a join vol_strategies s on s.id = a.strategy_id, c where a.type = 'Egresado'`);

    const totals = await queryRows<{ strategies: number; actors: number; activities: number; products: number; periods: number }>(
      tx,
      sql`select (select count(*) from vol_strategies)::int as strategies,
        (select count(*) from strategy_actors a join vol_strategies s on s.id = a.strategy_id)::int as actors,
        (select count(*) from strategy_activities a join vol_strategies s on s.id = a.strategy_id)::int as activities,
        (select count(*) from strategy_products a join vol_strategies s on s.id = a.strategy_id)::int as products,
        (select count(*) from vol_periods)::int as periods`,
    );
    return { ...totals[0]!, lecturers: size.lecturers };
  });
  // Planner statistics for the new rows: autovacuum would take a while on a server, PGlite has none.
  await db.execute(sql`analyze`);
  return { ...counts, ms: Date.now() - started };
}

/**
 * The CLI's numbers: `--strategies N`, `--projects N` and `--executions N` (100,000 strategies, as many
 * projects and 30 % of the projects started, unless given), and `--readback N`: how many records of each
 * type to read back through the API after loading (1,000 unless given; 0: none).
 */
function volumeArgs(argv: string[]) {
  const usage = 'Uso: npm run load-volume -- [--strategies 100000] [--projects 100000] [--executions 30000] [--readback 1000]';
  const sizes = { strategies: 100_000, projects: -1, executions: -1, readback: 1000 };
  for (let i = 0; i < argv.length; i += 2) {
    const name = argv[i]?.replace(/^--/, '');
    const value = Number(argv[i + 1]);
    if ((name !== 'strategies' && name !== 'projects' && name !== 'executions' && name !== 'readback') || !Number.isInteger(value) || value < 0 || value > 10_000_000) throw new Error(usage);
    sizes[name] = value;
  }
  if (sizes.projects < 0) sizes.projects = sizes.strategies;
  if (sizes.executions < 0) sizes.executions = Math.round(sizes.projects * 0.3);
  if (sizes.strategies < 1) throw new Error(usage);
  return sizes;
}

/** `npm run load-volume -- [--strategies N] [--projects N] [--executions N]`: into DATABASE_URL's PostgreSQL, else DATA_DIR's PGlite. */
export async function loadVolumeCli(argv: string[] = process.argv.slice(2), env: NodeJS.ProcessEnv = process.env) {
  const { strategies, projects, executions, readback } = volumeArgs(argv);
  const config = loadConfig(env);
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: path.join(path.resolve(config.DATA_DIR), 'db'),
    setup: (db) => seed(db, { demo: config.demoData }),
  });
  // On PostgreSQL the load runs on a pool of its own without the serving pool's 3 s statement time-out (pg-pool.ts).
  const bulkPool = config.DATABASE_URL ? createPool(config.DATABASE_URL, { max: 2, timeouts: false }) : null;
  const db = bulkPool ? drizzleOnPool(bulkPool) : database.db;
  try {
    const where = config.DATABASE_URL ? `PostgreSQL (${new URL(config.DATABASE_URL).host})` : `PGlite (${path.resolve(config.DATA_DIR)})`;
    console.log(
      `Cargando ${strategies.toLocaleString('es-CO')} estrategias, ${projects.toLocaleString('es-CO')} proyectos y ${executions.toLocaleString('es-CO')} ejecuciones en ${where}...`,
    );
    const c = await loadStrategyVolume(db, { strategies });
    console.log(
      `Estrategias en ${(c.ms / 1000).toFixed(1)} s: ${c.strategies} de ${c.lecturers} docentes en ${c.periods} periodos, ` +
        `${c.actors} actores, ${c.activities} actividades, ${c.products} productos.`,
    );
    if (projects > 0) {
      const p = await loadProjectVolume(db, { projects });
      console.log(`Proyectos en ${(p.ms / 1000).toFixed(1)} s: ${p.projects}, ${p.investigators} investigadores, ${p.documents} documentos, ${p.results} resultados.`);
    }
    if (executions > 0) {
      // The started projects come from the sent ones without an execution (this load's or an earlier one's).
      const e = await loadExecutionVolume(db, { executions });
      console.log(
        `Ejecuciones en ${(e.ms / 1000).toFixed(1)} s: ${e.executions} proyectos iniciados, ${e.budgetLines} rubros, ${e.reports} informes ` +
          `(${e.accepted} aceptados), ${e.owedOverdue} proyectos en mora, ${e.extensions} prórrogas.`,
      );
    }
    // The visibility map the lists' index-only scans rely on (autovacuum sets it on a server, later; PGlite has none).
    await db.execute(sql`vacuum analyze`);
    if (readback > 0) {
      // The product on the loaded database, as the administrator reads it: every 5xx fails the load.
      const t = await createTestApp({}, { database: { ...database, close: async () => {}, drop: async () => {} } });
      try {
        await readBackVolume(t, await loginAs(t, 'admin'), { sample: readback });
      } finally {
        await t.close();
      }
    }
  } finally {
    await bulkPool?.end();
    await database.close();
  }
}

if (isEntryPoint(import.meta.url)) runCli(() => loadVolumeCli());
