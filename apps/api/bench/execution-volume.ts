/**
 * The execution stage at a university's volume (issue 42), loaded set-based like the projects
 * (project-volume.ts: INSERT ... SELECT over generate_series, one transaction) into a database that
 * holds them (loadProjectVolume first):
 *
 * - `executions` sent projects without an execution (those of the newest calls first) are started a
 *   month or three after their call closed (never later than two weeks ago), for 12, 18, 24 or 36
 *   months; one in seven with an approved extension of 3 months, one in thirteen with one pending,
 *   one in seventeen with one denied,
 * - their state: mostly En ejecución, one in twelve Suspendido; of those past their final report's due
 *   date, most Finalizado, one in five of the rest Cerrado por incumplimiento, one in six still En
 *   ejecución (the final report owed: En mora),
 * - 2 to 4 approved budget lines each (the seeded items and funding sources) and the approved total,
 * - the report schedule as the start writes it (a progress report every 6 months before the end, due
 *   15 days after its period; the final one 60 days after the end, the defaults of a call without
 *   settings), and each report's state from its due date: the future ones Pendiente (a Borrador for
 *   one in three due within a month), the past ones mostly Aceptado, some Enviado, Con observaciones
 *   or Rechazado, about one in six still owed (Pendiente or Borrador: past 30 days, the project is En
 *   mora); a Finalizado project's all Aceptado. Every report sent declares an executed amount per
 *   budget line (never past the line's approved amount over the schedule), with its content's texts,
 * - no reminder sent yet (the reminders' first run: the most work it can find).
 *
 * Deterministic (arithmetic on the project's id). Loading again starts as many other sent projects;
 * a project's execution is never loaded twice.
 */
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/query-rows';
import { inTransaction, type DbOrTx } from '../src/db/transaction';

export type TExecutionVolumeCounts = { executions: number; budgetLines: number; reports: number; accepted: number; owedOverdue: number; extensions: number; ms: number };

/** Starts `executions` sent projects with their budget, reports and extensions, then analyzes. */
export async function loadExecutionVolume(db: DbOrTx, opts: { executions: number }): Promise<TExecutionVolumeCounts> {
  const started = Date.now();
  const n = Math.max(1, Math.floor(opts.executions));
  const counts = await inTransaction(db, async (tx) => {
    // The projects to start, their dates and state. months_in_force: the duration plus an approved extension.
    await tx.execute(sql`create temp table vole on commit drop as
      with pick as (
        select p.id, p.user_id, ((p.id::bigint * 2654435761) % 1000003)::int as h, a.fecha_fin
        from projects p join announcements a on a.id = p.announcement_id
        where p.state = 'Enviado' and not exists (select 1 from project_executions e where e.project_id = p.id)
        order by a.fecha_fin desc, p.id
        limit ${n}::int
      ),
      d as (
        select pick.*, least(current_date - 15 - pick.h % 30, pick.fecha_fin + 30 + pick.h % 90) as start_date,
          (array[12, 18, 24, 36])[1 + pick.h % 4] as months, pick.h % 7 = 0 as extended
        from pick
      ),
      e as (
        select d.*, (d.start_date + make_interval(months => d.months) - interval '1 day')::date as planned_end,
          (d.start_date + make_interval(months => d.months + case when d.extended then 3 else 0 end) - interval '1 day')::date as end_date,
          d.months + case when d.extended then 3 else 0 end as months_in_force
        from d
      )
      select e.*,
        -- Progress reports: one per 6 months that close before the end.
        (e.months_in_force + 5) / 6 - 1 as progress_reports,
        case
          when e.end_date + 60 < current_date and e.h % 6 <> 0 then (case when e.h % 5 = 0 then 'Cerrado por incumplimiento' else 'Finalizado' end)
          when e.h % 12 = 0 then 'Suspendido'
          else 'En ejecución'
        end as state
      from e`);
    await tx.execute(sql`alter table vole add primary key (id)`);

    await tx.execute(sql`
      insert into project_executions (project_id, start_date, duration_months, planned_end, end_date, suspended_since, approved_total, started_at, updated_at)
      select v.id, v.start_date, v.months, v.planned_end, v.end_date,
        case when v.state = 'Suspendido' then greatest(v.start_date, current_date - 10 - v.h % 90) end,
        0, (v.start_date - 3 + time '10:00') at time zone 'America/Bogota', (v.start_date - 3 + time '10:00') at time zone 'America/Bogota'
      from vole v`);
    await tx.execute(sql`
      update projects p set state = v.state, updated_at = least(now(), (v.start_date - 3 + time '10:00') at time zone 'America/Bogota')
      from vole v where p.id = v.id`);

    // Budget: 2 to 4 lines of the seeded items and sources, then the approved total.
    await tx.execute(sql`
      with c as (select (select array_agg(id order by id) from budget_items) as items, (select array_agg(id order by id) from funding_sources) as sources)
      insert into project_budget_lines (project_id, budget_item_id, funding_source_id, approved)
      select v.id, c.items[1 + (v.h + k * 3) % array_length(c.items, 1)], c.sources[1 + (v.h / 7 + k) % array_length(c.sources, 1)],
        (2 + (v.h + k) % 30) * 1000000 + (v.h % 10) * 100000
      from vole v cross join c cross join lateral generate_series(1, 2 + v.h % 3) k
      on conflict do nothing`);
    await tx.execute(sql`
      update project_executions e set approved_total = b.total
      from (select l.project_id, sum(l.approved)::bigint as total from project_budget_lines l join vole v on v.id = l.project_id group by l.project_id) b
      where e.project_id = b.project_id`);

    // The schedule and each report's state (r: a scrambled draw per report, 0 to 19).
    await tx.execute(sql`create temp table vole_reports on commit drop as
      with s as (
        select v.id as project_id, v.h, v.state as project_state, k as number, 'Avance' as kind,
          (v.start_date + make_interval(months => 6 * (k - 1)))::date as period_from,
          (v.start_date + make_interval(months => 6 * k) - interval '1 day')::date as period_to,
          v.progress_reports + 1 as reports
        from vole v cross join lateral generate_series(1, v.progress_reports) k
        union all
        select v.id, v.h, v.state, v.progress_reports + 1, 'Final', v.start_date, v.end_date, v.progress_reports + 1
        from vole v
      ),
      t as (
        select s.*, case when s.kind = 'Final' then s.period_to + 60 else s.period_to + 15 end as due_date,
          (s.h + s.number * 7) % 20 as r
        from s
      )
      select t.*,
        case
          when t.project_state = 'Finalizado' then 'Aceptado'
          when t.due_date >= current_date then (case when t.due_date < current_date + 30 and t.h % 3 = 0 then 'Borrador' else 'Pendiente' end)
          when t.r < 13 then 'Aceptado'
          when t.r < 15 then 'Enviado'
          when t.r = 15 then 'Con observaciones'
          when t.r = 16 then 'Rechazado'
          when t.r = 17 then 'Borrador'
          else 'Pendiente'
        end as state
      from t`);
    await tx.execute(sql`
      insert into execution_reports (project_id, number, kind, period_from, period_to, due_date, state, round, submitted_at, reviewed_at, review_comment, updated_at)
      select x.project_id, x.number, x.kind, x.period_from, x.period_to, x.due_date, x.state,
        case when x.state = 'Aceptado' and x.r = 12 then 2 else 1 end,
        case when x.state in ('Enviado', 'Aceptado', 'Con observaciones', 'Rechazado')
          then least(now(), (x.due_date - x.h % 10 + time '16:00') at time zone 'America/Bogota') end,
        case when x.state in ('Aceptado', 'Con observaciones', 'Rechazado')
          then least(now(), (x.due_date + 5 + x.h % 10 + time '11:00') at time zone 'America/Bogota') end,
        case x.state when 'Con observaciones' then 'Precise el avance de los productos y adjunte la evidencia de la socialización.'
          when 'Rechazado' then 'El informe no corresponde al periodo.' else '' end,
        least(now(), (x.due_date + 5 + x.h % 10 + time '11:00') at time zone 'America/Bogota')
      from vole_reports x
      order by x.project_id, x.number`);
    await tx.execute(sql`
      insert into execution_report_contents (report_id, overall_progress, activities_done, activities_pending, limitations, dissemination, updated_at)
      select r.id, least(100, x.number * 100 / x.reports),
        'Revisión documental, trabajo de campo y análisis preliminar de la información recogida.',
        'Escritura del artículo de resultados y socialización con la comunidad.',
        case when x.h % 4 = 0 then 'Retrasos en la contratación del personal de apoyo.' else '' end,
        'Ponencia en la Semana de la Investigación.', r.updated_at
      from vole_reports x join execution_reports r on r.project_id = x.project_id and r.number = x.number
      where x.state <> 'Pendiente'`);
    // Executed per line by every report sent: 40-99 % of the line's share per report, so the accepted never pass it.
    await tx.execute(sql`
      insert into execution_report_budget (report_id, budget_line_id, executed)
      select r.id, l.id, (l.approved * (40 + (x.h + x.number + l.id) % 60) / 100 / x.reports)::bigint
      from vole_reports x join execution_reports r on r.project_id = x.project_id and r.number = x.number
        join project_budget_lines l on l.project_id = x.project_id
      where x.state in ('Enviado', 'Aceptado', 'Con observaciones', 'Rechazado')`);

    // Extensions: the approved one of the extended projects, a pending one, a denied one.
    await tx.execute(sql`
      insert into project_extensions (project_id, previous_end, requested_end, justification, state, requested_by, requested_at, decided_at, decision_reason)
      select v.id, v.planned_end, v.end_date, 'El trabajo de campo se retrasó por el calendario académico de las instituciones aliadas.', 'Aprobada', v.user_id,
        least(now(), (v.planned_end - 60 + time '09:00') at time zone 'America/Bogota'), least(now(), (v.planned_end - 50 + time '09:00') at time zone 'America/Bogota'), ''
      from vole v where v.extended`);
    await tx.execute(sql`
      insert into project_extensions (project_id, previous_end, requested_end, justification, state, requested_by, requested_at, decided_at, decision_reason)
      select v.id, v.end_date, (v.end_date + interval '4 months')::date, 'Se requiere tiempo adicional para la publicación de los resultados.',
        case when v.h % 13 = 0 and v.state = 'En ejecución' then 'Pendiente' else 'Denegada' end, v.user_id,
        least(now(), (v.start_date + 90 + time '09:00') at time zone 'America/Bogota'),
        case when not (v.h % 13 = 0 and v.state = 'En ejecución') then least(now(), (v.start_date + 100 + time '09:00') at time zone 'America/Bogota') end,
        case when not (v.h % 13 = 0 and v.state = 'En ejecución') then 'La convocatoria no admite más prórrogas para este proyecto.' else '' end
      from vole v where (v.h % 13 = 0 and v.state = 'En ejecución') or v.h % 17 = 0`);

    const [totals] = await queryRows<Omit<TExecutionVolumeCounts, 'ms'>>(
      tx,
      sql`select (select count(*) from vole)::int as executions,
        (select count(*) from project_budget_lines l join vole v on v.id = l.project_id)::int as "budgetLines",
        (select count(*) from vole_reports)::int as reports,
        (select count(*) from vole_reports where state = 'Aceptado')::int as accepted,
        (select count(distinct project_id) from vole_reports where state in ('Pendiente', 'Borrador', 'Con observaciones') and due_date < current_date - 30)::int as "owedOverdue",
        (select count(*) from project_extensions x join vole v on v.id = x.project_id)::int as extensions`,
    );
    return totals!;
  });
  await db.execute(sql`analyze`);
  return { ...counts, ms: Date.now() - started };
}
