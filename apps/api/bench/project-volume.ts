/**
 * A university's volume of research projects, loaded set-based like the strategies (volume.ts:
 * INSERT ... SELECT over generate_series, one transaction) into a migrated and seeded database that
 * holds the strategies' lecturers and people (loadStrategyVolume first, or its lecturers alone):
 *
 * - one call per semester from 2016 ('Convocatoria interna de investigación 2016-1'...), each with
 *   three documents to attach (the first required),
 * - the projects, spread over the lecturers, calls (created inside them), sectionals and titles;
 *   mostly Enviado, one in eight a Borrador,
 * - per project: its lecturer as Principal, 1 to 3 internal Coinvestigadores from the people pool
 *   (group, division and faculty of the catalogues), an external ally with their entity for one in
 *   three, the call's documents (all of them once sent, the first one in a draft; rows only, no
 *   files), and 1 to 3 expected results among the products offered for its hours.
 *
 * Deterministic (arithmetic on the row's number); loading again adds as many again.
 */
import { ANNOUNCEMENT_TYPES, RESEARCHER_CATEGORIES } from '@siiicca/shared';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/query-rows';
import { inTransaction, type DbOrTx, type Tx } from '../src/db/transaction';

/**
 * The values the load writes into enumerated columns come from the shared lists the product reads them
 * with (the database refuses any other since migration 0038: docs/decisions/020-enumerated-columns.md).
 */
const textArray = (values: readonly string[]) => sql`array[${sql.join(values.map((v) => sql`${v}::text`), sql`, `)}]`;
/** Principal investigators' categories, then their co-investigators'. */
const PRINCIPAL_CATEGORIES = textArray(RESEARCHER_CATEGORIES.slice(0, 4));
const CO_CATEGORIES = textArray(RESEARCHER_CATEGORIES.slice(1, 4));
const CALL_TYPE = ANNOUNCEMENT_TYPES[0];

export type TProjectVolumeCounts = { projects: number; investigators: number; documents: number; results: number; ms: number };

/** Calls of the semesters from 2016 on, with their documents (kept if an earlier load made them). */
async function loadCalls(tx: Tx) {
  await tx.execute(sql`
    insert into announcements (name, type, description, fecha_inicio, fecha_fin, state)
    select 'Convocatoria interna de investigación ' || y || '-' || s, ${CALL_TYPE}::text,
      'Financiación de proyectos de investigación de los grupos institucionales.',
      case s when 1 then make_date(y, 2, 1) else make_date(y, 8, 1) end,
      case s when 1 then make_date(y, 5, 31) else make_date(y, 11, 30) end,
      make_date(y, 12, 31) >= current_date
    from generate_series(2016, extract(year from current_date)::int) y, generate_series(1, 2) s
    on conflict do nothing`);
  await tx.execute(sql`
    insert into announcement_attacheds (announcement_id, name, required, accept, position)
    select a.id, d.name, d.position = 1, d.accept, d.position
    from announcements a,
      (values (1, 'Documento del proyecto', '.pdf'), (2, 'Presupuesto', '.xlsx,.pdf'), (3, 'Aval del grupo', '.pdf')) d(position, name, accept)
    where a.name like 'Convocatoria interna de investigación %'
    on conflict do nothing`);
}

/** Loads `projects` projects with their investigators, documents and results, then analyzes. */
export async function loadProjectVolume(db: DbOrTx, opts: { projects: number }): Promise<TProjectVolumeCounts> {
  const started = Date.now();
  const n = Math.max(1, Math.floor(opts.projects));
  const counts = await inTransaction(db, async (tx) => {
    await loadCalls(tx);
    await tx.execute(sql`create temp table volp_lecturers on commit drop as
      select row_number() over (order by u.id)::int as n, u.id as user_id, u.id_sectional, t.id as third_id
      from users u join thirds t on t.type_id = 'CC' and upper(t.identification) = upper(u.identity)
      where u.username like 'volumen.%'`);
    await tx.execute(sql`create temp table volp_people on commit drop as
      select row_number() over (order by id)::int as n, id from thirds where type_id <> 'NIT' and identification like '61%' and email like 'persona.%'`);
    await tx.execute(sql`create temp table volp_orgs on commit drop as
      select row_number() over (order by id)::int as n, id from thirds where type_id = 'NIT' and email like 'contacto.%@entidad.test'`);
    await tx.execute(sql`create temp table volp_calls on commit drop as
      select row_number() over (order by fecha_inicio)::int as n, id, fecha_inicio, fecha_fin from announcements
      where name like 'Convocatoria interna de investigación %' and fecha_inicio <= current_date`);
    for (const table of ['volp_lecturers', 'volp_people', 'volp_orgs', 'volp_calls']) await tx.execute(sql.raw(`alter table ${table} add primary key (n)`));
    const [size] = await queryRows<{ lecturers: number; people: number; orgs: number; calls: number }>(
      tx,
      sql`select (select count(*) from volp_lecturers)::int as lecturers, (select count(*) from volp_people)::int as people,
        (select count(*) from volp_orgs)::int as orgs, (select count(*) from volp_calls)::int as calls`,
    );
    if (!size!.lecturers || !size!.people || !size!.orgs || !size!.calls) throw new Error('No hay docentes, personas o convocatorias: cargue antes las estrategias.');
    const [{ before }] = (await queryRows<{ before: number }>(tx, sql`select coalesce(max(id), 0)::int as before from projects`)) as [{ before: number }];

    // The projects. h is a scrambled copy of g: neighbouring rows differ in everything.
    await tx.execute(sql`
      with c as (
        select (select array_agg(id order by id) from sectionals) as sectionals,
          array['Modelos predictivos','Prácticas pedagógicas','Memoria histórica','Sensores de bajo costo','Economía circular',
                'Salud mental','Bioplásticos','Analítica del aprendizaje','Gobernanza del agua','Robótica educativa',
                'Derechos humanos','Energía solar','Seguridad alimentaria','Ética de la inteligencia artificial','Movilidad urbana',
                'Literacidad crítica','Biodiversidad','Justicia transicional','Turismo sostenible','Química verde'] as topics,
          array['en comunidades rurales de Boyacá','para la educación básica','en barrios populares de Bogotá','en la región andina',
                'con enfoque de género','en el posconflicto','para pequeños productores','en la Orinoquía','en colegios públicos',
                'en la educación virtual'] as focus
      ),
      s as (
        select g, ((g::bigint * 2654435761) % 1000003)::int as h,
          1 + ((g::bigint * 40503) % ${size!.lecturers}::int)::int as lecturer,
          1 + ((g::bigint * 7919) % ${size!.calls}::int)::int as call
        from generate_series(1, ${n}::int) g
      ),
      t as (
        select s.*, l.user_id, l.id_sectional,
          a.id as announcement_id,
          least(now() - interval '1 hour',
            ((a.fecha_inicio + (s.h % greatest(1, a.fecha_fin - a.fecha_inicio))) + make_interval(hours => 7 + s.h % 11, mins => s.h % 60))
              at time zone 'America/Bogota') as created_at
        from s join volp_lecturers l on l.n = s.lecturer join volp_calls a on a.n = s.call
      )
      insert into projects (user_id, announcement_id, title, sectional_id, hours, state, sent_at, created_at, updated_at)
      select t.user_id, t.announcement_id,
        c.topics[1 + t.h % 20] || ' ' || c.focus[1 + (t.h / 20) % 10] || ' ' || (1 + t.g % 97),
        case when t.h % 5 = 0 then c.sectionals[1 + t.h % array_length(c.sectionals, 1)] else coalesce(t.id_sectional, c.sectionals[1]) end,
        (array[4, 8, 12, 16])[1 + t.h % 4],
        case when t.g % 8 = 0 then 'Borrador' else 'Enviado' end,
        case when t.g % 8 = 0 then null else least(now() - interval '1 minute', t.created_at + make_interval(days => 1 + t.h % 20)) end,
        t.created_at,
        case when t.g % 8 = 0 then t.created_at else least(now() - interval '1 minute', t.created_at + make_interval(days => 1 + t.h % 20)) end
      from t, c
      order by t.g`);
    await tx.execute(sql`create temp table volp_projects on commit drop as
      select p.id, p.state, p.user_id, p.sectional_id, p.hours, p.announcement_id, ((p.id::bigint * 2654435761) % 1000003)::int as h
      from projects p where p.id > ${before}::int`);
    await tx.execute(sql`alter table volp_projects add primary key (id)`);

    // Investigators: the owner as Principal, 1 to 3 internal Coinvestigadores, an ally for one in three.
    await tx.execute(sql`
      with c as (select (select array_agg(id order by id) from investigation_groups) as groups,
        (select array_agg(id order by id) from divisions) as divisions, (select array_agg(id order by id) from faculties) as faculties)
      insert into project_investigators (project_id, third_id, type_third, type_investigator, position, city, training, link, colciencias,
        payroll_hours, sectional_id, investigation_group_id, division_id, faculty_id)
      select p.id, l.third_id, 'Interno', 'Principal', 0, 'Bogotá', 'Doctorado', 'completo', (${PRINCIPAL_CATEGORIES})[1 + p.h % 4],
        8, p.sectional_id, c.groups[1 + p.h % array_length(c.groups, 1)], c.divisions[1 + p.h % array_length(c.divisions, 1)],
        c.faculties[1 + p.h % array_length(c.faculties, 1)]
      from volp_projects p join volp_lecturers l on l.user_id = p.user_id, c`);
    await tx.execute(sql`
      with c as (select (select array_agg(id order by id) from investigation_groups) as groups,
        (select array_agg(id order by id) from divisions) as divisions, (select array_agg(id order by id) from faculties) as faculties),
        k as (select count(*)::int as people from volp_people)
      insert into project_investigators (project_id, third_id, type_third, type_investigator, position, city, training, link, colciencias,
        payroll_hours, sectional_id, investigation_group_id, division_id, faculty_id)
      select p.id, pe.id, 'Interno', 'Coinvestigador', i, 'Tunja', (array['Maestría','Doctorado','Especialización'])[1 + (p.h + i) % 3],
        (array['completo','medio'])[1 + (p.h + i) % 2], (${CO_CATEGORIES})[1 + (p.h + i) % 3], 4, p.sectional_id,
        c.groups[1 + (p.h + i * 3) % array_length(c.groups, 1)], c.divisions[1 + (p.h + i) % array_length(c.divisions, 1)],
        c.faculties[1 + (p.h + i * 5) % array_length(c.faculties, 1)]
      from volp_projects p cross join c cross join k cross join lateral generate_series(1, 1 + p.h % 3) i
        join volp_people pe on pe.n = 1 + ((p.id::bigint * 13 + i * 7919) % k.people)::int
      on conflict do nothing`);
    await tx.execute(sql`
      with k as (select count(*)::int as orgs from volp_orgs), pk as (select count(*)::int as people from volp_people)
      insert into project_investigators (project_id, third_id, type_third, type_investigator, position, city, training, entity_id, interlocutor, contact)
      select p.id, pe.id, 'Externo', 'Coinvestigador', 9, (array['Medellín','Arequipa','Quito','Madrid'])[1 + p.h % 4], 'Maestría',
        o.id, 'Coordinación de proyectos', '+57 601 555 ' || lpad((p.h % 10000)::text, 4, '0')
      from volp_projects p cross join k cross join pk
        join volp_people pe on pe.n = 1 + ((p.id::bigint * 31 + 17) % pk.people)::int
        join volp_orgs o on o.n = 1 + (p.h % k.orgs)
      where p.h % 3 = 0
      on conflict do nothing`);
    // Documents (rows only): a sent project has all of its call's, a draft its first one.
    await tx.execute(sql`
      insert into project_documents (project_id, attached_id, path, name, size, uploaded_by)
      select p.id, d.id, 'projects/volumen/' || p.id || '-' || d.position || '.pdf', d.name || '.pdf', 20000 + p.h % 500000, p.user_id
      from volp_projects p join announcement_attacheds d on d.announcement_id = p.announcement_id
      where p.state = 'Enviado' or d.position = 1`);
    // Expected results: 1 to 3 of the products offered for the project's hours.
    await tx.execute(sql`
      with o as (select hours, array_agg(product_type_id order by product_type_id, product_id) as types,
        array_agg(product_id order by product_type_id, product_id) as products from product_type_products group by hours)
      insert into project_results (project_id, product_type_id, product_id, quantity, position)
      select p.id, o.types[1 + (p.h + i * 5) % array_length(o.types, 1)], o.products[1 + (p.h + i * 5) % array_length(o.products, 1)], 1 + (p.h + i) % 3, i
      from volp_projects p join o on o.hours = p.hours, generate_series(1, 1 + p.h % 3) i
      on conflict do nothing`);

    const [totals] = await queryRows<{ projects: number; investigators: number; documents: number; results: number }>(
      tx,
      sql`select (select count(*) from volp_projects)::int as projects,
        (select count(*) from project_investigators x join volp_projects p on p.id = x.project_id)::int as investigators,
        (select count(*) from project_documents x join volp_projects p on p.id = x.project_id)::int as documents,
        (select count(*) from project_results x join volp_projects p on p.id = x.project_id)::int as results`,
    );
    return totals!;
  });
  await db.execute(sql`analyze`);
  return { ...counts, ms: Date.now() - started };
}
