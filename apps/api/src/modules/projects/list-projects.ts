import { eq, or, sql, type SQL } from 'drizzle-orm';
import { PROJECT_FILTER_FIELDS, type TProjectFilterField, type TProjectListQuery, type TProjectRow } from '@siiicca/shared';
import { foldedContains } from '../../db/fold';
import type { DbOrTx } from '../../db/transaction';
import { announcements, projects, sectionals, users } from '../../db/schema';
import type { TFilterable, TFilterableFields } from '../../platform/crud/filters';
import { amongMatching, filterableOf, recordList, recordSource } from '../../platform/records/list';
import { PROJECT_VISIBILITY, type ProjectViewer } from './scope';
import { projectVersion } from './find-project';
import type { TProjectRowFlag } from './stages';

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

type Row = { [K in keyof typeof columns]: unknown } & { flags?: unknown };

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
  version: projectVersion({ updatedAt: r.updated_at as Date | string }),
  flags: (r.flags as string[] | null | undefined) ?? [],
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

const JOINS = [
  { table: users, on: eq(users.id, projects.userId) },
  { table: announcements, on: eq(announcements.id, projects.announcementId) },
  { table: sectionals, on: eq(sectionals.id, projects.sectionalId), left: true },
];
const source = recordSource(projects, columns, JOINS);

/** The labels of the stages' flags that hold for the row, as one text[] column (none: no column). */
const flagsColumn = (flags: readonly TProjectRowFlag[]) =>
  flags.length ? { flags: sql<string[]>`array_remove(array[${sql.join(flags.map((f) => sql`case when ${f.holds} then ${f.label} end`), sql`, `)}]::text[], null)` } : {};

/**
 * The search box: the project's title (its trigram index), its call's name (the few calls found
 * first, amongMatching: their ids written into the statement), or its id typed as a number;
 * ignoring case and accents.
 */
async function searchWhere(q: string | undefined, db: DbOrTx): Promise<SQL | undefined> {
  if (!q) return undefined;
  const byId = /^\d{1,9}$/.test(q) ? eq(projects.id, Number(q)) : undefined;
  // Over an alias: the calls are a query of their own, not the list's join (record-page.ts reads the ids without it).
  const calls = await amongMatching(db, projects.announcementId, sql`select c.id from announcements c where ${foldedContains(sql`c.name`, q)}`);
  return or(foldedContains(projects.title, q), calls, byId);
}

/**
 * A field read from the project's internal investigators: it holds when ANY of them meets the
 * condition (and the negated operations when none does), through project_investigators' project
 * key. Subqueries name the outer table literally: drizzle may leave a column unqualified inside them.
 */
const anyInternal = (join: SQL, value: SQL, extra: SQL = sql``) => (match: (value: SQL) => SQL) =>
  sql`exists (select 1 from project_investigators pi ${join}
    where pi.project_id = projects.id and pi.type_third = 'Interno'${extra} and ${match(value)})`;

/**
 * The principal investigator, by name or identification: either of the two meets the condition
 * (a negated operation: neither does, for the principal).
 */
const principal = (match: (value: SQL) => SQL) =>
  sql`exists (select 1 from project_investigators pi join thirds t on t.id = pi.third_id
    where pi.project_id = projects.id and pi.type_third = 'Interno' and pi.type_investigator = 'Principal'
      and (${match(sql`t.name`)} or ${match(sql`t.identification`)}))`;

/** The filter widget's fields (shared PROJECT_FILTER_FIELDS) and what they read. */
const READS: Record<TProjectFilterField, Pick<TFilterable, 'column' | 'any' | 'day'>> = {
  id: { column: projects.id },
  state: { column: projects.state },
  title: { column: projects.title },
  hours: { column: projects.hours },
  'announcement.name': { column: announcements.name },
  'sectional.name': { column: sectionals.name },
  'user.name': { column: users.name },
  principal: { any: principal },
  group: { any: anyInternal(sql`join investigation_groups g on g.id = pi.investigation_group_id`, sql`g.name`) },
  faculty: { any: anyInternal(sql`join faculties f on f.id = pi.faculty_id`, sql`f.name`) },
  created_at: { day: { instant: projects.createdAt, timeZone: 'America/Bogota' } },
  sent_at: { day: { instant: projects.sentAt, timeZone: 'America/Bogota' } },
};
export const PROJECT_FILTERABLE: TFilterableFields = filterableOf(PROJECT_FILTER_FIELDS, READS);

/**
 * The project lists (platform/records/list.ts): the projects the viewer may read that the search
 * box and filters match, over the tables `source` joins (projects, users, announcements,
 * sectionals), newest first unless sorted.
 */
const listOf = (rowSource: typeof source) =>
  recordList({ source: rowSource, visibility: PROJECT_VISIBILITY, search: searchWhere, filterable: PROJECT_FILTERABLE, sortable: SORTABLE, toRow });
const projectList = listOf(source);

/** The ids of every project a list's search and filters match for the viewer, newest first (the bulk downloads' 'all'). */
export const matchingProjectIds = projectList.matchingIds;

/**
 * The project lists with the stages' row flags (stages.ts `rowFlags`): one page, searched, filtered,
 * sorted and counted in SQL, each row with the labels of the flags that hold for it.
 */
export function projectLister(flags: readonly TProjectRowFlag[]) {
  const list = flags.length ? listOf(recordSource(projects, { ...columns, ...flagsColumn(flags) }, JOINS)) : projectList;
  return (db: DbOrTx, viewer: ProjectViewer, q: TProjectListQuery) => list.page(db, viewer, q);
}

/** One page of a project list without any stage's flags. */
export const listProjects = projectLister([]);
