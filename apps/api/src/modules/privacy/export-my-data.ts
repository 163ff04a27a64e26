import { sql, type SQL } from 'drizzle-orm';
import { todayInBogota } from '@siiicca/shared';
import { queryRows } from '../../db/query-rows';
import type { DbOrTx } from '../../db/transaction';
import type { FileStore } from '../../lib/files';
import { safeEntryName, type TZipEntry } from '../../lib/zip';
import { aboutUser } from './anonymise';

/*
 * 'Descargar mis datos' (Ley 1581, art. 8: the titular's right to know): everything the product holds
 * about the signed-in user, as one JSON and their files, in a ZIP. Rows are written as the database
 * keeps them (to_jsonb), so a column a later version adds is exported without a change here; only
 * what is not theirs to read is left out (the password's hash, the session's id, the blind calls'
 * other evaluators and authors: an evaluator sees their own assignments by project number only).
 */

/** One JSON array of rows: `select to_jsonb(...)` of `from`. */
const rowsOf = async (db: DbOrTx, row: SQL, from: SQL) => {
  const [r] = await queryRows<{ rows: unknown[] }>(db, sql`select coalesce(jsonb_agg(x.j), '[]'::jsonb) as rows from (select ${row} as j ${from}) x`);
  return r?.rows ?? [];
};

/** The strategies where the user is an actor (by their identification or e-mail) but not the owner. */
const appearsInStrategies = (userId: number) =>
  sql`from strategies s where s.user_id <> ${userId} and exists (select 1 from strategy_actors a join thirds t on t.id = a.third_id where a.strategy_id = s.id and ${aboutUser(userId)}) order by s.id`;
const appearsInProjects = (userId: number) =>
  sql`from projects p where p.user_id <> ${userId} and exists (select 1 from project_investigators i join thirds t on t.id = i.third_id where i.project_id = p.id and ${aboutUser(userId)}) order by p.id`;

export type TMyDataFile = { kind: string; record: number; name: string; path: string };

/** The JSON of the user's data and the list of their files. */
export async function myData(db: DbOrTx, userId: number) {
  const account = await rowsOf(
    db,
    sql`to_jsonb(u) - 'password_hash' || jsonb_build_object('profiles', coalesce((select jsonb_agg(r.name order by r.name) from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = u.id), '[]'::jsonb))`,
    sql`from users u where u.id = ${userId}`,
  );
  const ownStrategies = sql`from strategies s where s.user_id = ${userId} order by s.id`;
  const ownProjects = sql`from projects p where p.user_id = ${userId} order by p.id`;
  const strategyRow = sql`to_jsonb(s) || jsonb_build_object(
    'actors', coalesce((select jsonb_agg(to_jsonb(a) || jsonb_build_object('person', to_jsonb(t)) order by a.id) from strategy_actors a join thirds t on t.id = a.third_id where a.strategy_id = s.id), '[]'::jsonb),
    'activities', coalesce((select jsonb_agg(to_jsonb(v) order by v.position) from strategy_activities v where v.strategy_id = s.id), '[]'::jsonb))`;
  const projectRow = sql`to_jsonb(p) || jsonb_build_object(
    'investigators', coalesce((select jsonb_agg(to_jsonb(i) || jsonb_build_object('person', to_jsonb(t)) order by i.position, i.id) from project_investigators i join thirds t on t.id = i.third_id where i.project_id = p.id), '[]'::jsonb),
    'results', coalesce((select jsonb_agg(to_jsonb(r) order by r.position, r.id) from project_results r where r.project_id = p.id), '[]'::jsonb),
    'documents', coalesce((select jsonb_agg(to_jsonb(d) - 'path' order by d.id) from project_documents d where d.project_id = p.id), '[]'::jsonb),
    'history', coalesce((select jsonb_agg(to_jsonb(h) order by h.id) from project_transitions h where h.project_id = p.id), '[]'::jsonb),
    'execution', (select to_jsonb(e) from project_executions e where e.project_id = p.id),
    'extensions', coalesce((select jsonb_agg(to_jsonb(x) order by x.id) from project_extensions x where x.project_id = p.id), '[]'::jsonb),
    'reports', coalesce((select jsonb_agg(to_jsonb(r) || jsonb_build_object('contents', (select to_jsonb(c) from execution_report_contents c where c.report_id = r.id)) order by r.number) from execution_reports r where r.project_id = p.id), '[]'::jsonb))`;
  const data = {
    generated_on: todayInBogota(),
    account: account[0] ?? null,
    privacy_notice_acceptances: await rowsOf(
      db,
      sql`jsonb_build_object('version', n.version, 'accepted_at', a.accepted_at, 'ip', a.ip)`,
      sql`from privacy_acceptances a join privacy_notices n on n.id = a.notice_id where a.user_id = ${userId} order by a.accepted_at`,
    ),
    data_requests: await rowsOf(db, sql`to_jsonb(r) - 'reminded_on'`, sql`from data_requests r where r.user_id = ${userId} order by r.id`),
    person_records: await rowsOf(db, sql`to_jsonb(t)`, sql`from thirds t where ${aboutUser(userId)} order by t.id`),
    strategies: {
      own: await rowsOf(db, strategyRow, ownStrategies),
      appears_in: await rowsOf(db, sql`jsonb_build_object('id', s.id, 'name', s.name, 'kind', s.strategy, 'state', s.state)`, appearsInStrategies(userId)),
    },
    projects: {
      own: await rowsOf(db, projectRow, ownProjects),
      appears_in: await rowsOf(db, sql`jsonb_build_object('id', p.id, 'title', p.title, 'state', p.state)`, appearsInProjects(userId)),
    },
    evaluations: await rowsOf(
      db,
      sql`jsonb_build_object('assignment_id', g.id, 'project_id', g.project_id, 'state', g.state, 'decline_reason', g.decline_reason, 'assigned_at', g.created_at,
        'evaluations', coalesce((select jsonb_agg(to_jsonb(e) || jsonb_build_object('scores', coalesce((select jsonb_agg(to_jsonb(sc)) from evaluation_scores sc where sc.evaluation_id = e.id), '[]'::jsonb)) order by e.round) from evaluations e where e.assignment_id = g.id), '[]'::jsonb))`,
      sql`from evaluation_assignments g where g.evaluator_id = ${userId} order by g.id`,
    ),
    sign_in_history: {
      sessions: await rowsOf(db, sql`to_jsonb(s) - 'id'`, sql`from sessions s where s.user_id = ${userId} order by s.created_at desc limit 5000`),
      security_events: await rowsOf(
        db,
        sql`jsonb_build_object('occurred_at', e.occurred_at, 'event', e.event, 'ip', e.ip, 'details', e.details)`,
        sql`from security_events e where e.actor_id = ${userId} or e.subject_user_id = ${userId} order by e.occurred_at desc, e.id desc limit 20000`,
      ),
    },
  };
  const files = await queryRows<TMyDataFile>(
    db,
    sql`select 'estrategia-carta-aprobacion' as kind, id as record, approvement_letter_name as name, approvement_letter_path as path from strategies where user_id = ${userId} and approvement_letter_path is not null
      union all select 'estrategia-informe-final', id, final_report_name, final_report_path from strategies where user_id = ${userId} and final_report_path is not null
      union all select 'proyecto-documento', d.project_id, d.name, d.path from project_documents d join projects p on p.id = d.project_id where p.user_id = ${userId} or d.uploaded_by = ${userId}
      union all select 'informe-archivo', f.report_id, f.name, f.path from execution_report_files f where f.uploaded_by = ${userId}
      order by 1, 2`,
  );
  return { data: { ...data, files: files.map((f) => ({ kind: f.kind, record: f.record, name: f.name, in_zip: entryName(f) })) }, files };
}

const entryName = (f: TMyDataFile) => `archivos/${f.kind}-${f.record}-${safeEntryName(f.name)}`;

/** The ZIP's entries: the JSON first, then each file, opened only when its turn comes. */
export async function* myDataEntries(data: unknown, files: TMyDataFile[], store: FileStore): AsyncGenerator<TZipEntry[]> {
  yield [{ name: 'mis-datos.json', content: Buffer.from(JSON.stringify(data, null, 2)) }];
  const seen = new Set<string>();
  const batch: TZipEntry[] = [];
  for (const f of files) {
    let name = entryName(f);
    for (let n = 2; seen.has(name); n++) name = `${entryName(f)} (${n})`;
    seen.add(name);
    batch.push({ name, open: () => store.open(f.path) });
  }
  if (batch.length > 0) yield batch;
}
