import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { TProjectListQuery, TProjectRow } from '@siiicca/shared';
import { foldedContains } from '../../db/fold';
import type { DbOrTx } from '../../db/transaction';
import { announcements, projects, sectionals, users } from '../../db/schema';
import { listPage, sortKey, type TListSource } from '../../platform/crud/paging';
import { projectVisibleTo, type ProjectViewer } from './scope';

const columns = {
  id: projects.id,
  announcement_id: projects.announcementId,
  announcement: announcements.name,
  announcement_end: announcements.fechaFin,
  title: projects.title,
  sectional: sectionals.name,
  state: projects.state,
  hours: projects.hours,
  user_id: users.id,
  user_name: users.name,
  user_username: users.username,
  created_at: projects.createdAt,
  updated_at: projects.updatedAt,
  sent_at: projects.sentAt,
};

type Row = { [K in keyof typeof columns]: unknown };

const iso = (v: unknown) => new Date(v as string).toISOString();

const toRow = (r: Row): TProjectRow => ({
  id: r.id as number,
  announcement_id: r.announcement_id as number,
  announcement: r.announcement as string,
  announcement_end: r.announcement_end as string,
  title: r.title as string,
  sectional: (r.sectional as string | null) ?? null,
  state: r.state as TProjectRow['state'],
  hours: (r.hours as number | null) ?? null,
  user: { id: r.user_id as number, name: r.user_name as string, username: r.user_username as string },
  created_at: iso(r.created_at),
  updated_at: iso(r.updated_at),
  sent_at: r.sent_at ? iso(r.sent_at) : null,
});

/** The sort keys of the shared PROJECT_SORTS and what they read. */
const SORTABLE = {
  id: projects.id,
  title: projects.title,
  announcement: announcements.name,
  sectional: sectionals.name,
  state: projects.state,
  created_at: projects.createdAt,
  updated_at: projects.updatedAt,
};
const NEWEST_FIRST = { key: projects.id, descending: true };

const source: TListSource = {
  from: (db, selection) =>
    db
      .select(selection as never)
      .from(projects)
      .innerJoin(users, eq(users.id, projects.userId))
      .innerJoin(announcements, eq(announcements.id, projects.announcementId))
      .leftJoin(sectionals, eq(sectionals.id, projects.sectionalId))
      .$dynamic() as never,
  columns,
  id: projects.id,
};

/**
 * The search box: the project's title (its trigram index), its call's name (the few calls found
 * first, `= any(array(...))` computed once), or its id typed as a number; ignoring case and accents.
 */
function searchWhere(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const byId = /^\d{1,9}$/.test(q) ? eq(projects.id, Number(q)) : undefined;
  const calls = sql`${projects.announcementId} = any(array(select ${announcements.id} from ${announcements} where ${foldedContains(announcements.name, q)}))`;
  return or(foldedContains(projects.title, q), calls, byId);
}

/** The projects a list shows: those the viewer may read that its search box matches. */
export const projectListWhere = (viewer: ProjectViewer, q: Pick<TProjectListQuery, 'q'>) => and(projectVisibleTo(viewer), searchWhere(q.q));

/**
 * One page of a project list, searched, sorted and counted in SQL. Filters (part 2) are accepted by
 * the query schema and not applied yet: the projects' filter fields are not defined.
 */
export async function listProjects(db: DbOrTx, viewer: ProjectViewer, q: TProjectListQuery) {
  const page = await listPage(db, source, {
    where: projectListWhere(viewer, q),
    sort: sortKey(q.sort, SORTABLE, NEWEST_FIRST),
    page: q,
  });
  return { ...page, rows: (page.rows as Row[]).map(toRow) };
}
